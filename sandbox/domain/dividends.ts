import type { Queryable } from '../db/index.ts';
import { BusinessRefusal } from '../messages.ts';
import type { SandboxTenant } from '../tenants.ts';
import { memberLegs, postMovement } from './ledger.ts';
import { teamOverview } from './team.ts';
import { money, percentOf } from '../money.ts';

/**
 * Dividends (issue 14): an agent's share of the team's net loss per month,
 * by tier — the ratio grows with the net loss and the number of active
 * players. Settled months are kept with their figures, pending until the
 * operator pays them (on the ledger, from the commissions house account).
 */

interface DividendTier {
  /** Team net loss of the month, in minor units. */
  readonly minNetLossMinor: number;
  readonly minActivePlayers: number;
  /** Percent of the net loss. */
  readonly ratio: number;
}

export const DIVIDEND_TERMS = {
  period: 'monthly',
  tiers: [
    { minNetLossMinor: 0, minActivePlayers: 3, ratio: 20 },
    { minNetLossMinor: 10_000_00, minActivePlayers: 5, ratio: 25 },
    { minNetLossMinor: 50_000_00, minActivePlayers: 10, ratio: 30 },
    { minNetLossMinor: 200_000_00, minActivePlayers: 20, ratio: 35 },
  ] satisfies readonly DividendTier[],
} as const;

/** The terms as the dividend info call answers them. */
export const dividendTermsView = () => ({
  period: DIVIDEND_TERMS.period,
  tiers: DIVIDEND_TERMS.tiers.map((tier) => ({
    minNetLoss: money(tier.minNetLossMinor),
    minActivePlayers: tier.minActivePlayers,
    ratio: tier.ratio,
  })),
});

/** The best tier both figures reach; 0 below the first. */
function ratioFor(netLossMinor: number, activePlayers: number): number {
  let ratio = 0;
  for (const tier of DIVIDEND_TERMS.tiers)
    if (netLossMinor >= tier.minNetLossMinor && activePlayers >= tier.minActivePlayers) ratio = tier.ratio;
  return ratio;
}

export const monthStart = (time: number): number => {
  const date = new Date(time);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
};

/** This month so far: the team's figures and what the dividend would be if the month ended now. */
export async function currentDividend(db: Queryable, agentId: number, now: number) {
  const from = monthStart(now);
  const figures = await teamOverview(db, agentId, from, now + 1);
  const ratio = ratioFor(figures.netLoss.minor, figures.activePlayers);
  return {
    periodStart: from,
    periodEnd: now,
    netLoss: figures.netLoss,
    activePlayers: figures.activePlayers,
    ratio,
    estimate: money(Math.max(0, percentOf(figures.netLoss.minor, ratio))),
  };
}

interface PeriodRow {
  readonly id: number;
  readonly period_start: Date;
  readonly period_end: Date;
  readonly team_net_loss_minor: number;
  readonly active_players: number;
  readonly ratio: number;
  readonly amount_minor: number;
  readonly status: 'pending' | 'paid';
  readonly paid_at: Date | null;
}

export async function dividendHistory(db: Queryable, agentId: number) {
  const rows = await db.query<PeriodRow>(
    'SELECT * FROM dividend_periods WHERE member_id = $1 ORDER BY period_start DESC LIMIT 24',
    [agentId],
  );
  const periods = rows.map((row) => ({
    id: row.id,
    periodStart: row.period_start.getTime(),
    periodEnd: row.period_end.getTime(),
    netLoss: money(row.team_net_loss_minor),
    activePlayers: row.active_players,
    ratio: row.ratio,
    amount: money(row.amount_minor),
    status: row.status,
    paidAt: row.paid_at?.getTime() ?? null,
  }));
  // Summed in minor units, written in major units once.
  const sum = (status: 'pending' | 'paid') =>
    money(rows.filter((row) => row.status === status).reduce((total, row) => total + row.amount_minor, 0));
  return { periods, pending: sum('pending'), paid: sum('paid') };
}

/** Settles a month into a pending period (seed and control API). */
export async function settleMonth(db: Queryable, agentId: number, start: number, end: number): Promise<void> {
  const figures = await teamOverview(db, agentId, start, end);
  const ratio = ratioFor(figures.netLoss.minor, figures.activePlayers);
  const amountMinor = Math.max(0, percentOf(figures.netLoss.minor, ratio));
  await db.query(
    `INSERT INTO dividend_periods (member_id, period_start, period_end, team_net_loss_minor, active_players, ratio, amount_minor, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending') ON CONFLICT (member_id, period_start) DO NOTHING`,
    [agentId, new Date(start), new Date(end), figures.netLoss.minor, figures.activePlayers, ratio, amountMinor],
  );
}

/** The operator pays a pending period: once, on the ledger. */
export async function payDividend(tx: Queryable, tenant: SandboxTenant, periodId: number, now: number): Promise<void> {
  const [row] = await tx.query<PeriodRow & { member_id: number }>(
    'SELECT * FROM dividend_periods WHERE id = $1 FOR UPDATE',
    [periodId],
  );
  if (!row || row.status !== 'pending') throw new BusinessRefusal('dividend.not.pending');
  if (row.amount_minor > 0) {
    await postMovement(tx, {
      merchant: tenant.merchantCode,
      currency: tenant.currency,
      idempotencyKey: `dividend:${row.id}`,
      kind: 'dividend',
      memberId: row.member_id,
      reference: String(row.id),
      at: now,
      legs: memberLegs(row.member_id, 'commissions', row.amount_minor),
    });
  }
  await tx.query(`UPDATE dividend_periods SET status = 'paid', paid_at = $2 WHERE id = $1`, [row.id, new Date(now)]);
}
