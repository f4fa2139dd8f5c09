import type { Database, Queryable } from '../db/index.ts';

/**
 * The wallet ledger (issue 13): double entry in minor units. Every movement
 * is a set of entries that sum to zero; a member's balance is the sum of the
 * entries on their accounts (cached in ledger_accounts.balance_minor, written
 * in the same transaction and checked by `ledgerAudit`). Every movement
 * carries an idempotency key: posting the same key again changes nothing and
 * answers the first movement.
 */

/** Available cash, cash held for a withdrawal, and bonus money (issue 34: never mixed with cash). */
type MemberPart = 'available' | 'held' | 'bonus';
/**
 * House accounts of a merchant: where money comes from and goes to.
 * `refunds` holds money received that was not the member's to credit (a
 * payment from another person's account, issue 33): owed back to the payer.
 */
type HouseAccount = 'deposits' | 'payouts' | 'games' | 'promotions' | 'adjustments' | 'commissions' | 'refunds';

export type MovementKind =
  | 'opening'
  | 'adjustment'
  | 'deposit'
  | 'deposit_held'
  | 'bonus'
  | 'withdraw_hold'
  | 'withdraw_release'
  | 'withdraw_payout'
  | 'bet'
  | 'win'
  | 'transfer'
  | 'rebate'
  | 'reward'
  | 'dividend'
  | 'red_rain'
  | 'bonus_convert'
  | 'bonus_forfeit';

/** Movements between house accounts only (`deposit_held`): never on a member's record, so never offered as a filter. */
export const HOUSE_ONLY_KINDS: readonly MovementKind[] = ['deposit_held'];

export const MOVEMENT_KINDS: readonly MovementKind[] = [
  'opening',
  'adjustment',
  'deposit',
  'deposit_held',
  'bonus',
  'withdraw_hold',
  'withdraw_release',
  'withdraw_payout',
  'bet',
  'win',
  'transfer',
  'rebate',
  'reward',
  'dividend',
  'red_rain',
  'bonus_convert',
  'bonus_forfeit',
];

type AccountRef = { readonly member: number; readonly part: MemberPart } | { readonly house: HouseAccount };

export interface Leg {
  readonly account: AccountRef;
  readonly amountMinor: number;
}

interface Posting {
  readonly merchant: string;
  readonly currency: string;
  readonly idempotencyKey: string;
  readonly kind: MovementKind;
  /** The member the movement is about (records list it under them). */
  readonly memberId: number;
  readonly reference?: string | null;
  readonly note?: string | null;
  readonly at: number;
  readonly legs: readonly Leg[];
}

interface PostedMovement {
  readonly movementId: number;
  /** True when the key had been posted before: nothing moved this time. */
  readonly replayed: boolean;
}

export class LedgerError extends Error {
  constructor(readonly reason: 'insufficient' | 'unbalanced') {
    super(`ledger: ${reason}`);
    this.name = 'LedgerError';
  }
}

const keyOf = (merchant: string, ref: AccountRef): string =>
  'member' in ref ? `member:${ref.member}:${ref.part}` : `house:${merchant}:${ref.house}`;

async function accountId(tx: Queryable, merchant: string, currency: string, ref: AccountRef): Promise<number> {
  const key = keyOf(merchant, ref);
  const find = () => tx.query<{ id: number }>('SELECT id FROM ledger_accounts WHERE key = $1', [key]);
  // Nearly every posting finds its accounts: one query then (issue 35: the seeds post thousands of legs). A new
  // account is inserted with ON CONFLICT, so a racing transaction that created it first is found by the re-read.
  const [known] = await find();
  if (known) return known.id;
  await tx.query(
    `INSERT INTO ledger_accounts (key, merchant, member_id, currency) VALUES ($1, $2, $3, $4) ON CONFLICT (key) DO NOTHING`,
    [key, merchant, 'member' in ref ? ref.member : null, currency],
  );
  const [row] = await find();
  if (!row) throw new Error(`ledger account ${key} missing`);
  return row.id;
}

/**
 * Posts a movement inside the caller's transaction. Member accounts are
 * locked (`FOR UPDATE`, in id order) before the key is looked up, so two
 * racing transactions on PostgreSQL serialise on the member and the second
 * one sees the first's movement or balance; PGlite runs transactions one at
 * a time anyway. A member account never goes below zero.
 */
export async function postMovement(tx: Queryable, posting: Posting): Promise<PostedMovement> {
  if (posting.legs.reduce((sum, leg) => sum + leg.amountMinor, 0) !== 0) throw new LedgerError('unbalanced');
  const ids = await Promise.all(
    posting.legs.map((leg) => accountId(tx, posting.merchant, posting.currency, leg.account)),
  );
  const memberIds = [...new Set(ids.filter((_id, index) => 'member' in (posting.legs[index]?.account ?? {})))].sort(
    (a, b) => a - b,
  );
  const locked = memberIds.length
    ? await tx.query<{ id: number; balance_minor: number }>(
        'SELECT id, balance_minor FROM ledger_accounts WHERE id = ANY($1) ORDER BY id FOR UPDATE',
        [memberIds],
      )
    : [];
  const [existing] = await tx.query<{ id: number }>(
    'SELECT id FROM ledger_movements WHERE merchant = $1 AND idempotency_key = $2',
    [posting.merchant, posting.idempotencyKey],
  );
  if (existing) return { movementId: existing.id, replayed: true };

  const change = new Map<number, number>();
  posting.legs.forEach((leg, index) => {
    const id = ids[index] as number;
    change.set(id, (change.get(id) ?? 0) + leg.amountMinor);
  });
  for (const row of locked)
    if (row.balance_minor + (change.get(row.id) ?? 0) < 0) throw new LedgerError('insufficient');

  const [movement] = await tx.query<{ id: number }>(
    `INSERT INTO ledger_movements (merchant, idempotency_key, kind, member_id, reference, note, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      posting.merchant,
      posting.idempotencyKey,
      posting.kind,
      posting.memberId,
      posting.reference ?? null,
      posting.note ?? null,
      new Date(posting.at),
    ],
  );
  if (!movement) throw new Error('movement insert returned no row');
  for (const [id, amount] of change) {
    if (amount === 0) continue;
    await tx.query('INSERT INTO ledger_entries (movement_id, account_id, amount_minor) VALUES ($1, $2, $3)', [
      movement.id,
      id,
      amount,
    ]);
    await tx.query('UPDATE ledger_accounts SET balance_minor = balance_minor + $2 WHERE id = $1', [id, amount]);
  }
  return { movementId: movement.id, replayed: false };
}

/** A member moving money from or to a house account: the common two-leg movement. */
export function memberLegs(
  memberId: number,
  house: HouseAccount,
  amountMinor: number,
  part: MemberPart = 'available',
): Leg[] {
  return [
    { account: { member: memberId, part }, amountMinor },
    { account: { house }, amountMinor: -amountMinor },
  ];
}

/**
 * Locks every money account of a member (in id order, as postMovement does),
 * so one change of their money is decided at a time: a withdrawal, a bet, a
 * bonus's grant or end.
 */
export async function lockMemberAccounts(tx: Queryable, memberId: number): Promise<void> {
  await tx.query('SELECT id FROM ledger_accounts WHERE member_id = $1 ORDER BY id FOR UPDATE', [memberId]);
}

export async function movementExists(db: Queryable, merchant: string, idempotencyKey: string): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    'SELECT id FROM ledger_movements WHERE merchant = $1 AND idempotency_key = $2',
    [merchant, idempotencyKey],
  );
  return rows.length > 0;
}

interface MemberBalance {
  readonly availableMinor: number;
  readonly heldMinor: number;
  /** Bonus money: the active bonus's balance (bonus-wallet.ts). */
  readonly bonusMinor: number;
}

export async function memberBalance(db: Queryable, memberId: number): Promise<MemberBalance> {
  const rows = await db.query<{ key: string; balance_minor: number }>(
    'SELECT key, balance_minor FROM ledger_accounts WHERE member_id = $1',
    [memberId],
  );
  const part = (name: MemberPart) => rows.find((row) => row.key.endsWith(`:${name}`))?.balance_minor ?? 0;
  return { availableMinor: part('available'), heldMinor: part('held'), bonusMinor: part('bonus') };
}

/**
 * Sets a member's available balance to a target (seed and control API) with
 * one adjustment movement against the house; no movement when already there.
 */
export async function adjustBalanceTo(
  tx: Queryable,
  input: {
    merchant: string;
    currency: string;
    memberId: number;
    targetMinor: number;
    at: number;
    key: string;
    kind?: 'opening' | 'adjustment';
  },
): Promise<void> {
  const { availableMinor } = await memberBalance(tx, input.memberId);
  const delta = input.targetMinor - availableMinor;
  if (delta === 0) return;
  await postMovement(tx, {
    merchant: input.merchant,
    currency: input.currency,
    idempotencyKey: input.key,
    kind: input.kind ?? 'adjustment',
    memberId: input.memberId,
    at: input.at,
    legs: memberLegs(input.memberId, 'adjustments', delta),
  });
}

interface LedgerAudit {
  /** Sum of every entry ever written: always 0. */
  readonly totalMinor: number;
  /** Movements whose entries do not sum to zero. */
  readonly unbalancedMovements: number;
  /** Accounts whose cached balance differs from the sum of their entries. */
  readonly driftedAccounts: number;
  /** Member accounts below zero. */
  readonly negativeMemberAccounts: number;
}

/** The ledger's invariants, checked by tests and the control API. */
export async function ledgerAudit(db: Database | Queryable): Promise<LedgerAudit> {
  const [total] = await db.query<{ total: number | null }>('SELECT SUM(amount_minor) AS total FROM ledger_entries');
  const [unbalanced] = await db.query<{ count: number }>(
    'SELECT COUNT(*) AS count FROM (SELECT movement_id FROM ledger_entries GROUP BY movement_id HAVING SUM(amount_minor) <> 0) AS bad',
  );
  const [drifted] = await db.query<{ count: number }>(
    `SELECT COUNT(*) AS count FROM ledger_accounts a
     WHERE a.balance_minor <> COALESCE((SELECT SUM(e.amount_minor) FROM ledger_entries e WHERE e.account_id = a.id), 0)`,
  );
  const [negative] = await db.query<{ count: number }>(
    'SELECT COUNT(*) AS count FROM ledger_accounts WHERE member_id IS NOT NULL AND balance_minor < 0',
  );
  return {
    totalMinor: total?.total ?? 0,
    unbalancedMovements: unbalanced?.count ?? 0,
    driftedAccounts: drifted?.count ?? 0,
    negativeMemberAccounts: negative?.count ?? 0,
  };
}
