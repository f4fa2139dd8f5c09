import * as z from 'zod/mini';
import type { Queryable } from '../db/index.ts';
import { cpfValid, PAYOUT_PATTERNS } from '../../src/lib/payout-rules.ts';
import { BusinessRefusal } from '../messages.ts';

/**
 * Payout accounts (issue 13; `PUT /wps/member/bankCard` is known): PIX keys,
 * bank accounts, e-wallets and crypto addresses, validated per type. Removed
 * accounts stay in the table (withdrawals refer to them) but are not listed.
 */

const PAYOUT_TYPES = ['pix', 'bank', 'ewallet', 'crypto'] as const;
type PayoutType = (typeof PAYOUT_TYPES)[number];
const MAX_PAYOUT_ACCOUNTS = 5;

const holder = z.string().check(z.trim(), z.minLength(2), z.maxLength(64));
const pixKey = z.union([
  z.object({ keyType: z.literal('cpf'), key: z.string().check(z.refine(cpfValid, 'not a valid CPF')) }),
  z.object({
    keyType: z.literal('email'),
    key: z.string().check(z.trim(), z.maxLength(255), z.regex(PAYOUT_PATTERNS.email)),
  }),
  z.object({ keyType: z.literal('phone'), key: z.string().check(z.regex(PAYOUT_PATTERNS.phone)) }),
  z.object({ keyType: z.literal('random'), key: z.string().check(z.regex(PAYOUT_PATTERNS.random)) }),
]);
const bank = z.object({
  bankName: z.string().check(z.trim(), z.minLength(2), z.maxLength(64)),
  bankCode: z.string().check(z.regex(PAYOUT_PATTERNS.bankCode)),
  agency: z.optional(z.string().check(z.regex(PAYOUT_PATTERNS.agency))),
  account: z.string().check(z.regex(PAYOUT_PATTERNS.account)),
});
const ewallet = z.object({
  provider: z.string().check(z.trim(), z.minLength(2), z.maxLength(32)),
  walletId: z.string().check(z.trim(), z.minLength(3), z.maxLength(64)),
});
const cryptoWallet = z.union([
  z.object({ network: z.literal('TRC20'), address: z.string().check(z.regex(PAYOUT_PATTERNS.TRC20)) }),
  z.object({ network: z.literal('ERC20'), address: z.string().check(z.regex(PAYOUT_PATTERNS.ERC20)) }),
]);

export const payoutInput = z.union([
  z.object({ type: z.literal('pix'), holder, details: pixKey }),
  z.object({ type: z.literal('bank'), holder, details: bank }),
  z.object({ type: z.literal('ewallet'), holder, details: ewallet }),
  z.object({ type: z.literal('crypto'), holder, details: cryptoWallet }),
]);
type PayoutInput = z.output<typeof payoutInput>;

/** PIX exists in Brazil only; the other types everywhere. */
export const payoutTypesFor = (currency: string): readonly PayoutType[] =>
  currency === 'BRL' ? PAYOUT_TYPES : PAYOUT_TYPES.filter((type) => type !== 'pix');

interface PayoutRow {
  readonly id: number;
  readonly member_id: number;
  readonly type: PayoutType;
  readonly holder: string;
  readonly details: Record<string, string>;
  readonly is_default: boolean;
  readonly created_at: Date;
}

const mask = (text: string): string =>
  text.length <= 6 ? text : `${text.slice(0, 3)}${'•'.repeat(Math.min(text.length - 6, 8))}${text.slice(-3)}`;

/** What the app lists: the type, the holder and a masked identifier. */
export function payoutView(row: PayoutRow) {
  const details = row.details;
  const identifier = details.key ?? details.account ?? details.walletId ?? details.address ?? '';
  const label = details.keyType ?? details.bankName ?? details.provider ?? details.network ?? '';
  return {
    id: row.id,
    type: row.type,
    holder: row.holder,
    label,
    masked: mask(identifier),
    isDefault: row.is_default,
    createTime: row.created_at.getTime(),
  };
}

export async function payoutAccounts(db: Queryable, memberId: number): Promise<PayoutRow[]> {
  return db.query<PayoutRow>(
    'SELECT * FROM payout_accounts WHERE member_id = $1 AND NOT removed ORDER BY is_default DESC, id',
    [memberId],
  );
}

export async function payoutAccount(db: Queryable, memberId: number, id: number): Promise<PayoutRow | undefined> {
  return (
    await db.query<PayoutRow>('SELECT * FROM payout_accounts WHERE member_id = $1 AND id = $2 AND NOT removed', [
      memberId,
      id,
    ])
  )[0];
}

export async function addPayoutAccount(
  tx: Queryable,
  memberId: number,
  currency: string,
  input: PayoutInput,
): Promise<PayoutRow> {
  if (!payoutTypesFor(currency).includes(input.type))
    throw new BusinessRefusal('payout.account.invalid', { field: 'type' });
  const existing = await payoutAccounts(tx, memberId);
  if (existing.length >= MAX_PAYOUT_ACCOUNTS)
    throw new BusinessRefusal('payout.account.invalid', { max: MAX_PAYOUT_ACCOUNTS });
  const [row] = await tx.query<PayoutRow>(
    'INSERT INTO payout_accounts (member_id, type, holder, details, is_default) VALUES ($1, $2, $3, $4, $5) RETURNING *',
    [memberId, input.type, input.holder, JSON.stringify(input.details), existing.length === 0],
  );
  if (!row) throw new Error('payout insert returned no row');
  return row;
}

export async function removePayoutAccount(tx: Queryable, memberId: number, id: number): Promise<void> {
  const removed = await tx.query<PayoutRow>(
    'UPDATE payout_accounts SET removed = true, is_default = false WHERE member_id = $1 AND id = $2 AND NOT removed RETURNING *',
    [memberId, id],
  );
  if (removed.length === 0) throw new BusinessRefusal('payout.account.invalid', { id });
  // The oldest remaining account becomes the default when the default went.
  const rest = await payoutAccounts(tx, memberId);
  const first = rest[0];
  if (first && !rest.some((row) => row.is_default))
    await tx.query('UPDATE payout_accounts SET is_default = true WHERE id = $1', [first.id]);
}

export async function setDefaultPayoutAccount(tx: Queryable, memberId: number, id: number): Promise<void> {
  if (!(await payoutAccount(tx, memberId, id))) throw new BusinessRefusal('payout.account.invalid', { id });
  await tx.query('UPDATE payout_accounts SET is_default = (id = $2) WHERE member_id = $1 AND NOT removed', [
    memberId,
    id,
  ]);
}
