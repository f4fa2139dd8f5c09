import type { FastifyPluginCallback } from 'fastify';
import type { AreaOptions } from '../context.ts';
import { agentRoutes } from './agent.ts';
import { announcementRoutes } from './announcements.ts';
import { bonusRoutes } from './bonus.ts';
import { cashierRoutes } from './cashier.ts';
import { cdnRoutes } from './cdn.ts';
import { cspReportRoutes } from './csp-report.ts';
import { discoveryRoutes } from './discovery.ts';
import { downloadRoutes } from './downloads.ts';
import { engagementRoutes } from './engagement.ts';
import { eventRoutes } from './events.ts';
import { gamesRoutes } from './games.ts';
import { helpRoutes } from './help.ts';
import { identityRoutes } from './identity.ts';
import { inboxRoutes } from './inbox.ts';
import { lotteryRoutes } from './lottery.ts';
import { memberExtrasRoutes } from './member-extras.ts';
import { memberRoutes } from './member.ts';
import { opsRoutes } from './ops.ts';
import { passwordRoutes } from './passwords.ts';
import { recordsRoutes } from './records.ts';
import { registerRoutes } from './register.ts';
import { regulatedRoutes } from './regulated.ts';
import { regulatedControlRoutes } from './control-regulated.ts';
import { rumRoutes } from './rum.ts';
import { securityRoutes } from './security.ts';
import { serviceRoutes } from './service.ts';
import { sessionRoutes } from './session.ts';
import { staticRoutes } from './static.ts';
import { systemRoutes } from './system.ts';
import { teamRoutes } from './team.ts';
import { trialRoutes } from './trial.ts';
import { verificationRoutes } from './verification.ts';
import { walletRoutes } from './wallet.ts';

/** Each area a Fastify plugin; a new area adds its module here (and a migration and a seed). */
export const ROUTE_AREAS: ReadonlyArray<FastifyPluginCallback<AreaOptions>> = [
  staticRoutes,
  cspReportRoutes,
  // Sandbox-only, like the CSP reports: the monitoring collector and the operator page (OPS-15, OPS-16).
  rumRoutes,
  opsRoutes,
  sessionRoutes,
  systemRoutes,
  memberRoutes,
  walletRoutes,
  verificationRoutes,
  passwordRoutes,
  trialRoutes,
  agentRoutes,
  helpRoutes,
  serviceRoutes,
  inboxRoutes,
  gamesRoutes,
  discoveryRoutes,
  lotteryRoutes,
  announcementRoutes,
  cdnRoutes,
  registerRoutes,
  identityRoutes,
  memberExtrasRoutes,
  downloadRoutes,
  cashierRoutes,
  securityRoutes,
  recordsRoutes,
  teamRoutes,
  engagementRoutes,
  bonusRoutes,
  eventRoutes,
  regulatedRoutes,
  regulatedControlRoutes,
];
