import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { Minor } from '@/lib/money';
import { lenientList, moneyAmount } from '@/platform/lenient';
import { callPlatform, callPlatformParsed } from '@/platform/request';

/**
 * The security centre's calls (MONEY-15, MONEY-17, RG-01..07): contacts and
 * their binding, recent logins, responsible-gambling limits, cool-off and
 * self-exclusion, and the session's reality check.
 */

const contactSchema = z.catch(
  z.object({ value: z.catch(z.nullable(z.string()), null), verified: z.catch(z.boolean(), false) }),
  { value: null, verified: false },
);
const securityConfigSchema = z.object({
  paymentPassword: z.catch(z.boolean(), false),
  // Decides whether a withdrawal can be asked for: read as sent.
  payoutAccounts: z.number(),
  phone: contactSchema,
  email: contactSchema,
});
export type SecurityConfig = z.output<typeof securityConfigSchema>;

const loginSchema = z.object({ at: z.number(), ip: z.catch(z.string(), ''), device: z.catch(z.string(), '') });

export const MONEY_LIMITS = ['depositDaily', 'depositWeekly', 'depositMonthly', 'lossDaily'] as const;
type MoneyLimitName = (typeof MONEY_LIMITS)[number];
/**
 * REL-11: a money limit is an amount (minor units) or null for none; one that
 * cannot be read fails the read — never "no limit". The minute limits may fall back to none.
 */
const moneyLimit = z.optional(z.nullable(moneyAmount));
const minutesLimit = z.optional(z.catch(z.nullable(z.number()), null));
const limitsShape = z.object({
  depositDaily: moneyLimit,
  depositWeekly: moneyLimit,
  depositMonthly: moneyLimit,
  lossDaily: moneyLimit,
  sessionMinutes: minutesLimit,
  realityCheckMinutes: minutesLimit,
});
export type Limits = z.output<typeof limitsShape>;
export type LimitName = keyof Limits;

const gamblingSchema = z.object({
  limits: limitsShape,
  pending: z.nullish(limitsShape),
  pendingFrom: z.catch(z.nullable(z.number()), null),
  exclusion: z.catch(
    z.nullable(z.object({ kind: z.catch(z.enum(['coolOff', 'selfExclusion']), 'coolOff'), until: z.number() })),
    null,
  ),
  rules: z.catch(
    z.object({
      coolOffDays: lenientList(z.number()),
      selfExclusionMinDays: z.catch(z.number(), 182),
      realityCheckMinutes: lenientList(z.number()),
      increaseDelayHours: z.catch(z.number(), 24),
    }),
    { coolOffDays: [1, 42], selfExclusionMinDays: 182, realityCheckMinutes: [15, 30, 60, 120], increaseDelayHours: 24 },
  ),
  helpLinks: lenientList(z.object({ label: z.string(), url: z.string() })),
});
export type GamblingState = z.output<typeof gamblingSchema>;

const realityCheckSchema = z.object({
  // The reality check tells a player how long they played: no made-up figure, the read fails instead.
  startedAt: z.number(),
  /** The platform's clock when it answered. */
  now: z.number(),
  minutesPlayed: z.number(),
  // REL-11: the session's result is money; unread, no reality check says "+R$ 0,00".
  net: moneyAmount,
  stakes: moneyAmount,
  rounds: z.number(),
  realityCheckMinutes: z.catch(z.nullable(z.number()), null),
});
export type RealityCheck = z.output<typeof realityCheckSchema>;

export const securityKeys = {
  all: ['security'] as const,
  config: (token: string | null) => ['security', 'config', token] as const,
  logins: (token: string | null) => ['security', 'logins', token] as const,
  gambling: (token: string | null) => ['security', 'gambling', token] as const,
};

export const securityConfigQuery = (token: string | null) =>
  queryOptions({
    queryKey: securityKeys.config(token),
    enabled: token !== null,
    queryFn: ({ signal }) => callPlatformParsed('securityConfig', securityConfigSchema, { signal }),
  });

export const loginHistoryQuery = (token: string | null) =>
  queryOptions({
    queryKey: securityKeys.logins(token),
    enabled: token !== null,
    queryFn: async ({ signal }) =>
      (await callPlatformParsed('loginHistory', z.object({ content: lenientList(loginSchema) }), { signal })).content,
  });

export const gamblingQuery = (token: string | null) =>
  queryOptions({
    queryKey: securityKeys.gambling(token),
    enabled: token !== null,
    queryFn: ({ signal }) => callPlatformParsed('gamblingLimits', gamblingSchema, { signal }),
  });

export type ContactChannel = 'phone' | 'email';

export async function sendContactCode(
  input: { channel: 'phone'; target: string; countryDialingCode: string } | { channel: 'email'; target: string },
): Promise<number> {
  const value = await callPlatformParsed('contactCodeSend', z.object({ expiredMinutes: z.catch(z.number(), 10) }), {
    body: input,
  });
  return value.expiredMinutes;
}

export const verifyContact = (input: { channel: ContactChannel; code: string }) =>
  callPlatform('contactVerify', { body: input });
/** The limits to save: money in minor units, minutes as minutes, null for none. Money goes in the wire's major units. */
export type LimitChanges = { readonly [Name in MoneyLimitName]?: Minor | null } & {
  readonly sessionMinutes?: number | null;
  readonly realityCheckMinutes?: number | null;
};
/** The money limits go in minor units; the endpoint table names them, and request.ts writes them in major units. */
export const saveGamblingLimits = (changes: LimitChanges) =>
  callPlatformParsed('gamblingLimitsSave', gamblingSchema, { body: changes });
/** `until`: the end the confirmation showed, so the platform applies that very minute (issue 37). */
export const excludeSelf = (input: { kind: 'coolOff' | 'selfExclusion'; days: number; until: number }) =>
  callPlatformParsed('gamblingExclusion', gamblingSchema, { body: input });
export const readRealityCheck = (signal?: AbortSignal) =>
  callPlatformParsed('realityCheck', realityCheckSchema, signal ? { signal } : {});
