import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { callPlatformParsed } from '@/platform/request';

/** Agent calls: team KPI (CALL-42) and the contract dividend request (CALL-38). */

const count = z.catch(z.number(), 0);
export const teamKpiSchema = z.object({
  teamLoginMemberCount: count,
  teamBetMemberCount: count,
  teamRegisterMemberCount: count,
  teamOnlineCount: count,
});
export type TeamKpi = z.infer<typeof teamKpiSchema>;

const optionalText = z.catch(z.optional(z.nullable(z.string())), undefined);
export const contractRequestSchema = z.object({
  dailysalreqtype: optionalText,
  divtypecompperiodreq: optionalText,
  contracthoursalreq: optionalText,
});

export const agentKeys = {
  teamKpi: (token: string | null, day: string) => ['agent', 'teamKpi', token, day] as const,
  contractRequest: (token: string | null) => ['agent', 'contractRequest', token] as const,
};

/** AGENT-06: today's counters (start and end date today, size 0). */
export const teamKpiQuery = (token: string | null, day: string) =>
  queryOptions({
    queryKey: agentKeys.teamKpi(token, day),
    enabled: token !== null,
    queryFn: ({ signal }) =>
      callPlatformParsed('teamKpi', teamKpiSchema, { query: { startDate: day, endDate: day, size: 0 }, signal }),
  });

/** CONTRACT-01: once per session (no refetch while the token lasts). */
export const contractRequestQuery = (token: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: agentKeys.contractRequest(token),
    enabled: token !== null && enabled,
    staleTime: Infinity,
    meta: { silent: true },
    queryFn: ({ signal }) => callPlatformParsed('contractRequest', contractRequestSchema, { signal }),
  });
