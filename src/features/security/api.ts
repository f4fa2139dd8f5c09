import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { lenientList } from '@/platform/lenient';
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
  payoutAccounts: z.catch(z.number(), 0),
  phone: contactSchema,
  email: contactSchema,
});
export type SecurityConfig = z.output<typeof securityConfigSchema>;

const loginSchema = z.object({ at: z.number(), ip: z.catch(z.string(), ''), device: z.catch(z.string(), '') });

const LIMIT_NAMES = [
  'depositDaily',
  'depositWeekly',
  'depositMonthly',
  'lossDaily',
  'sessionMinutes',
  'realityCheckMinutes',
] as const;
export type LimitName = (typeof LIMIT_NAMES)[number];
const limitValue = z.catch(z.nullable(z.number()), null);
const limitsShape = z.object(
  Object.fromEntries(LIMIT_NAMES.map((name) => [name, z.optional(limitValue)])) as Record<
    LimitName,
    z.ZodMiniOptional<typeof limitValue>
  >,
);

const gamblingSchema = z.object({
  limits: z.catch(limitsShape, {}),
  pending: z.catch(z.nullable(limitsShape), null),
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
  startedAt: z.catch(z.number(), 0),
  /** The platform's clock when it answered. */
  now: z.catch(z.number(), 0),
  minutesPlayed: z.catch(z.number(), 0),
  net: z.catch(z.number(), 0),
  stakes: z.catch(z.number(), 0),
  rounds: z.catch(z.number(), 0),
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
export const saveGamblingLimits = (changes: Partial<Record<LimitName, number | null>>) =>
  callPlatformParsed('gamblingLimitsSave', gamblingSchema, { body: changes });
/** `until`: the end the confirmation showed, so the platform applies that very minute (issue 37). */
export const excludeSelf = (input: { kind: 'coolOff' | 'selfExclusion'; days: number; until: number }) =>
  callPlatformParsed('gamblingExclusion', gamblingSchema, { body: input });
export const readRealityCheck = (signal?: AbortSignal) =>
  callPlatformParsed('realityCheck', realityCheckSchema, signal ? { signal } : {});
