import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { prepareMoneyFormat } from '@/lib/money-format';
import { writeStored } from '@/lib/storage';
import { moneyAmount } from '@/platform/lenient';
import { sessionToken } from '@/platform/session';
import { startFromStore, storedAs } from '@/lib/cached-read';
import { memberReadQuery } from './member-read';
import { currentMoneyFormat } from './money';

/** The member's info and wallet (000 §3, §7): every feature reads them from here. */

const optionalText = z.catch(z.optional(z.nullable(z.string())), undefined);

export const memberInfoSchema = z.object({
  id: z.catch(z.optional(z.union([z.string(), z.number()])), undefined),
  account: optionalText,
  userName: optionalText,
  nickname: optionalText,
  regDate: z.catch(z.optional(z.nullable(z.number())), undefined),
  clubLabel: z.catch(
    z.optional(z.nullable(z.object({ labelName: z.catch(z.optional(z.nullable(z.string())), undefined) }))),
    undefined,
  ),
  type: z.catch(z.optional(z.number()), undefined),
  toUpline: z.catch(z.optional(z.boolean()), undefined),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export const walletSchema = z.object({
  currencySymbol: z.catch(z.string(), ''),
  currency: z.catch(z.optional(z.string()), undefined),
  // REL-11: a balance that cannot be read fails the read (the header keeps the amount hidden).
  sumBalance: moneyAmount,
  // BONUS-13 (proposed field): bonus money, apart from the cash in sumBalance. Absent (a platform without
  // bonuses) or unreadable, it is not shown at all, never as 0 (REL-11).
  bonusBalance: z.catch(z.optional(moneyAmount), undefined),
});
export type Wallet = z.infer<typeof walletSchema>;

export const accountKeys = {
  all: ['account'] as const,
  memberInfo: (token: string | null) => ['account', 'memberInfo', token] as const,
  wallet: (token: string | null) => ['account', 'wallet', token] as const,
};

/** SESSION-10: member info, cached under memberInfo and reused on the next load. */
export const memberInfoQuery = (token: string | null) =>
  queryOptions({
    ...memberReadQuery(accountKeys.memberInfo, token, 'memberInfo', memberInfoSchema, (info) => {
      // An answer that arrives after the session changed belongs to the old one.
      if (sessionToken() === token) writeStored('memberInfo', info);
    }),
    ...startFromStore(() => storedAs('memberInfo', memberInfoSchema)),
  });

/** SESSION-11: the wallet of a logged-in user. */
export const walletQuery = (token: string | null) =>
  // The balance's formatter is built as the answer arrives, not in the render that shows it (issue 15).
  memberReadQuery(accountKeys.wallet, token, 'walletBalance', walletSchema, (wallet) =>
    prepareMoneyFormat(currentMoneyFormat(wallet)),
  );
