import type { FastifyPluginCallback } from 'fastify';
import * as z from 'zod/mini';
import type { AreaOptions } from '../context.ts';
import { requestInfo } from '../context.ts';
import { dividendTermsView } from '../domain/dividends.ts';
import { agentProfileOf, memberById } from '../domain/members.ts';
import { ok, SandboxHttpError } from '../http.ts';
import { parseInput } from '../request.ts';
import { route } from '../route.ts';

/** Agent area (001 §2 Agent home, §4, §7): team KPI and the contract request. */

const isoDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
/** CALL-42: startDate and endDate (YYYY-MM-DD) and size 0. */
const teamKpiQuery = z.object({ startDate: isoDay, endDate: isoDay, size: z.literal('0') });

const CONTRACT_EXEMPT = [4, 40, 41, 42];

type ContractField = 'dailysalreqtype' | 'divtypecompperiodreq' | 'contracthoursalreq';
/** What a salary contract offers (issue 14): a percent of the team's turnover per day or hour, above a number of active players. */
const CONTRACT_TERMS: Record<
  'dailysalreqtype' | 'contracthoursalreq',
  { ratePercent: number; basis: 'teamTurnover'; per: 'day' | 'hour'; minActivePlayers: number }
> = {
  dailysalreqtype: { ratePercent: 1.5, basis: 'teamTurnover', per: 'day', minActivePlayers: 5 },
  contracthoursalreq: { ratePercent: 0.2, basis: 'teamTurnover', per: 'hour', minActivePlayers: 3 },
};
const DAY_MS = 86_400_000;
const answerInput = z.object({ action: z.enum(['accept', 'decline']) });

export const agentRoutes: FastifyPluginCallback<AreaOptions> = (app, { ctx }, done) => {
  const profileOf = (memberId: number) => agentProfileOf(ctx.db, memberId);

  route(app, ctx, 'teamKpi', { query: teamKpiQuery }, async ({ session }) => {
    const profile = await profileOf(session.memberId);
    return ok({
      teamLoginMemberCount: profile?.team_login ?? 0,
      teamBetMemberCount: profile?.team_bet ?? 0,
      teamRegisterMemberCount: profile?.team_register ?? 0,
      teamOnlineCount: profile?.team_online ?? 0,
    });
  });

  /**
   * Contracts answered (accepted or declined) are kept per scope, so a test
   * that answers one never changes what another test's prompts see.
   */
  const answered = new Map<string, Set<string>>();
  const answeredKey = (memberId: number, field: ContractField) => `${memberId}:${field}`;
  const pendingOf = async (scope: string, memberId: number) => {
    const member = await memberById(ctx.db, memberId);
    const profile = member && !CONTRACT_EXEMPT.includes(member.type) ? await profileOf(memberId) : undefined;
    const done_ = answered.get(scope);
    const field = (name: ContractField) => (done_?.has(answeredKey(memberId, name)) ? null : (profile?.[name] ?? null));
    return {
      member,
      dailysalreqtype: field('dailysalreqtype'),
      divtypecompperiodreq: field('divtypecompperiodreq'),
      contracthoursalreq: field('contracthoursalreq'),
    };
  };

  route(app, ctx, 'contractRequest', async ({ request, session }) => {
    const { dailysalreqtype, divtypecompperiodreq, contracthoursalreq } = await pendingOf(
      requestInfo(request).scope,
      session.memberId,
    );
    return ok({ dailysalreqtype, divtypecompperiodreq, contracthoursalreq });
  });

  // CALL-39 and the hourly twin: the pending contract of one kind (shape not shown: its type, terms and whether one is pending).
  for (const [operation, field] of [
    ['dailySalaryRequest', 'dailysalreqtype'],
    ['hourlySalaryRequest', 'contracthoursalreq'],
  ] as const) {
    route(app, ctx, operation, async ({ request, session, now }) => {
      const pending = await pendingOf(requestInfo(request).scope, session.memberId);
      const value = pending[field];
      // Starts the next day on the platform's clock.
      const startDate = (Math.floor(now / DAY_MS) + 1) * DAY_MS;
      return ok({
        pending: value !== null,
        contractType: value,
        ...(value ? { ...CONTRACT_TERMS[field], startDate } : {}),
      });
    });
  }

  // CALL-40 (GET with a query) and CALL-41 (POST): accept or decline; CALL-38's dividend twin (POST) the same.
  const answer = async (scope: string, memberId: number, field: ContractField, decision: unknown) => {
    const { action } = parseInput(answerInput, decision);
    const pending = await pendingOf(scope, memberId);
    if (pending[field] === null) throw new SandboxHttpError(400, 'request_param_err', 'no pending contract');
    const set = answered.get(scope) ?? new Set<string>();
    set.add(answeredKey(memberId, field));
    answered.set(scope, set);
    return ok({ action, contractType: pending[field] });
  };
  route(app, ctx, 'dailySalaryProcess', ({ request, session }) =>
    answer(requestInfo(request).scope, session.memberId, 'dailysalreqtype', request.query),
  );
  route(app, ctx, 'hourlySalaryProcess', ({ request, session }) =>
    answer(requestInfo(request).scope, session.memberId, 'contracthoursalreq', request.body),
  );
  route(app, ctx, 'dividendProcessRequest', ({ request, session }) =>
    answer(requestInfo(request).scope, session.memberId, 'divtypecompperiodreq', request.body),
  );

  // AGENT-23 / CALL-49: dividend info, only for types other than 4, 40, 41 and 42.
  route(app, ctx, 'dividendInfo', async ({ session }) => {
    const member = await memberById(ctx.db, session.memberId);
    if (!member || CONTRACT_EXEMPT.includes(member.type))
      throw new SandboxHttpError(400, 'request_param_err', 'no dividend for this member type');
    // The contract's terms (issue 14): the period and the tiers of ratio by team net loss and active players.
    return ok({ ...dividendTermsView(), status: 'active' });
  });
  done();
};
