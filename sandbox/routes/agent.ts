import type { FastifyPluginCallback } from 'fastify';
import * as z from 'zod/mini';
import type { AreaOptions } from '../context.ts';
import { memberById } from '../domain/members.ts';
import { memberRoute, ok, parseInput } from '../http.ts';

/** Agent area (001 §2 Agent home, §4, §7): team KPI and the contract request. */

interface AgentProfileRow {
  readonly team_login: number;
  readonly team_bet: number;
  readonly team_register: number;
  readonly team_online: number;
  readonly dailysalreqtype: string | null;
  readonly divtypecompperiodreq: string | null;
  readonly contracthoursalreq: string | null;
}

const isoDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
/** CALL-42: startDate and endDate (YYYY-MM-DD) and size 0. */
const teamKpiQuery = z.object({ startDate: isoDay, endDate: isoDay, size: z.literal('0') });

const CONTRACT_EXEMPT = [4, 40, 41, 42];

export const agentRoutes: FastifyPluginCallback<AreaOptions> = (app, { ctx }, done) => {
  const profileOf = async (memberId: number): Promise<AgentProfileRow | undefined> =>
    (await ctx.db.query<AgentProfileRow>('SELECT * FROM agent_profiles WHERE member_id = $1', [memberId]))[0];

  memberRoute(app, ctx, 'teamKpi', async ({ request, session }) => {
    parseInput(teamKpiQuery, request.query);
    const profile = await profileOf(session.memberId);
    return ok({
      teamLoginMemberCount: profile?.team_login ?? 0,
      teamBetMemberCount: profile?.team_bet ?? 0,
      teamRegisterMemberCount: profile?.team_register ?? 0,
      teamOnlineCount: profile?.team_online ?? 0,
    });
  });

  memberRoute(app, ctx, 'contractRequest', async ({ session }) => {
    const member = await memberById(ctx.db, session.memberId);
    const profile = member && !CONTRACT_EXEMPT.includes(member.type) ? await profileOf(session.memberId) : undefined;
    return ok({
      dailysalreqtype: profile?.dailysalreqtype ?? null,
      divtypecompperiodreq: profile?.divtypecompperiodreq ?? null,
      contracthoursalreq: profile?.contracthoursalreq ?? null,
    });
  });
  done();
};
