import * as z from 'zod/mini';
import { lenientList } from '@/platform/lenient';
import { callPlatform, callPlatformParsed } from '@/platform/request';
import { memberReadQuery } from './member-read';

/**
 * The member's payout accounts and payment password (MONEY-14, MONEY-16): the
 * withdraw page picks from them, the security centre manages them. Saving
 * an account and setting the password go encrypted (the endpoint table).
 */

export const PAYOUT_TYPES = ['pix', 'bank', 'ewallet', 'crypto'] as const;
export type PayoutType = (typeof PAYOUT_TYPES)[number];

const payoutSchema = z.object({
  id: z.number(),
  type: z.catch(z.enum(PAYOUT_TYPES), 'bank'),
  holder: z.catch(z.string(), ''),
  label: z.catch(z.string(), ''),
  masked: z.catch(z.string(), ''),
  isDefault: z.catch(z.boolean(), false),
});
export type PayoutAccount = z.output<typeof payoutSchema>;

// The kinds the member may add are secondary: a list of unknown kinds offers none, and the accounts still show.
const payoutListSchema = z.object({
  types: z.catch(lenientList(z.enum(PAYOUT_TYPES)), []),
  content: lenientList(payoutSchema),
});
export type PayoutAccounts = z.output<typeof payoutListSchema>;

export const payoutKeys = {
  all: ['payout'] as const,
  accounts: (token: string | null) => ['payout', 'accounts', token] as const,
  password: (token: string | null) => ['payout', 'password', token] as const,
};

export const payoutAccountsQuery = (token: string | null) =>
  memberReadQuery(payoutKeys.accounts, token, 'bankCards', payoutListSchema);

export const hasPaymentPasswordQuery = (token: string | null) =>
  memberReadQuery(payoutKeys.password, token, 'hasWithdrawalPassword', z.catch(z.boolean(), false));

export interface NewPayoutAccount {
  readonly type: PayoutType;
  readonly holder: string;
  readonly details: Readonly<Record<string, string>>;
}

export const savePayoutAccount = (account: NewPayoutAccount) =>
  callPlatformParsed('bankCardSave', payoutSchema, { body: account });
export const removePayoutAccount = (id: number) => callPlatform('bankCardRemove', { body: { id } });
export const setDefaultPayoutAccount = (id: number) => callPlatform('bankCardDefault', { body: { id } });
/** MONEY-14: sets or changes the payment password; the attempt's requestId makes it idempotent (MONEY-47). */
export const savePaymentPassword = (input: { oldPassword?: string; newPassword: string; requestId: string }) =>
  callPlatform('paymentPassword', { body: input });

/**
 * MONEY-47: whether the change made with `requestId` went through, read after
 * a lost answer; null when it did not (or the read itself failed: the same
 * attempt may then be sent again safely).
 */
export async function paymentPasswordByRequest(requestId: string): Promise<true | null> {
  try {
    const answer = await callPlatformParsed('paymentPasswordRequest', z.object({ applied: z.boolean() }), {
      query: { requestId },
    });
    return answer.applied ? true : null;
  } catch {
    return null;
  }
}

const PIX_KEYS = ['cpf', 'email', 'phone', 'random'] as const;

/** "PIX (CPF) 529•••725", "Bank account · Banco do Brasil 567•••-0": how a payout account is named everywhere. */
export function payoutTitle(
  account: PayoutAccount,
  t: (key: `payout.types.${PayoutType}` | `payout.pixKeys.${(typeof PIX_KEYS)[number]}`) => string,
): string {
  const pixKey = PIX_KEYS.find((key) => key === account.label);
  const detail =
    account.type === 'pix' && pixKey ? `(${t(`payout.pixKeys.${pixKey}`)})` : account.label ? `· ${account.label}` : '';
  return [t(`payout.types.${account.type}`), detail, account.masked].filter(Boolean).join(' ');
}
