import type { Minor } from '@/lib/money';
import { readMoney } from '@/platform/lenient';
import type { PlatformError } from '@/platform/errors';

/** RG-02: a deposit-limit refusal names its limit and what is left of it in the period (sandbox/domain/responsible-gaming.ts). */
const LIMIT_PERIODS = { depositDaily: 'daily', depositWeekly: 'weekly', depositMonthly: 'monthly' } as const;

/** What a deposit-limit refusal sent: which limit, and how much of it is left (sent in major units, kept in minor units). */
export function depositLimitLeft(
  failure: PlatformError,
): { period: (typeof LIMIT_PERIODS)[keyof typeof LIMIT_PERIODS]; remaining: Minor } | null {
  if (failure.errorCode !== 'limit.deposit.exceeded') return null;
  const value = failure.value as { limit?: unknown; remaining?: unknown } | null;
  const limit = value?.limit;
  const remaining = value?.remaining;
  if (typeof limit !== 'string' || !Object.hasOwn(LIMIT_PERIODS, limit)) return null;
  const left = readMoney(remaining);
  if (left === null || left < 0) return null;
  return { period: LIMIT_PERIODS[limit as keyof typeof LIMIT_PERIODS], remaining: left };
}
