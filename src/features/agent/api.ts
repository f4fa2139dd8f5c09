import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { CONTENT_TYPES, GAME_CONSTANTS } from '@/lib/spec-constants';
import { shownCount } from '@/platform/lenient';
import { callPlatformParsed } from '@/platform/request';

/** Agent calls: team KPI (CALL-42) and the contract dividend request (CALL-38). */

export const teamKpiSchema = z.object({
  teamLoginMemberCount: shownCount,
  teamBetMemberCount: shownCount,
  teamRegisterMemberCount: shownCount,
  teamOnlineCount: shownCount,
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

/** AGENT-21: agent announcements (types A) carry footer.unreadCount for the footer badge. */
const agentNoticeSchema = z.object({
  footer: z.catch(z.object({ unreadCount: shownCount }), { unreadCount: 0 }),
});

export const agentNoticeUnreadQuery = (token: string | null, language: string) =>
  queryOptions({
    queryKey: ['agent', 'noticeUnread', token, language] as const,
    enabled: token !== null,
    meta: { silent: true },
    queryFn: async ({ signal }) =>
      (
        await callPlatformParsed('announcements', agentNoticeSchema, {
          query: { types: CONTENT_TYPES.Agent, platform: GAME_CONSTANTS.announcementPlatform, language },
          signal,
        })
      ).footer.unreadCount,
  });

/** AGENT-23 / CALL-49: dividend info; its fields are not shown by the spec, so they are read as label → value. */
// REL-11: null reads as nothing; an answer that is not a record is unreadable, never "nothing awaits you".
export const recordSchema = z.pipe(
  z.nullish(z.record(z.string(), z.unknown())),
  z.transform((record) => record ?? {}),
);

export const dividendInfoQuery = (token: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: ['agent', 'dividendInfo', token] as const,
    enabled: token !== null && enabled,
    queryFn: ({ signal }) => callPlatformParsed('dividendInfo', recordSchema, { signal }),
  });

/** CALL-39 / CALL-38: the pending contract of a kind (daily salary, hourly salary, dividend). */
export const CONTRACT_CALLS = {
  dailySalary: { request: 'dailySalaryRequest', process: 'dailySalaryProcess' },
  hourlySalary: { request: 'hourlySalaryRequest', process: 'hourlySalaryProcess' },
  dividend: { request: 'contractRequest', process: 'dividendProcessRequest' },
} as const;

export const contractDetailQuery = (token: string | null, kind: keyof typeof CONTRACT_CALLS) =>
  queryOptions({
    queryKey: ['agent', 'contract', kind, token] as const,
    enabled: token !== null,
    queryFn: ({ signal }) => callPlatformParsed(CONTRACT_CALLS[kind].request, recordSchema, { signal }),
  });
