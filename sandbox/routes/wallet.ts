import type { FastifyPluginCallback } from 'fastify';
import type { AreaOptions } from '../context.ts';
import { MAIN_WALLET } from '../domain/members.ts';
import { memberRoute, ok } from '../http.ts';

/** Wallet area (000 §3; contract §4.4): balances per wallet account. */

const ACCOUNT_TYPE_NAMES: Readonly<Record<number, string>> = { [MAIN_WALLET]: 'MAIN' };

/** Balances are rounded to cents so float noise never reaches the client. */
const cents = (amount: number): number => Math.round(amount * 100) / 100;

export const walletRoutes: FastifyPluginCallback<AreaOptions> = (app, { ctx }, done) => {
  const accounts = (memberId: number) =>
    ctx.db.query<{ account_type_id: number; balance: number; currency: string }>(
      'SELECT account_type_id, balance, currency FROM wallets WHERE member_id = $1 ORDER BY account_type_id',
      [memberId],
    );

  memberRoute(app, ctx, 'walletBalance', async ({ session, info }) => {
    const rows = await accounts(session.memberId);
    return ok({
      currency: rows[0]?.currency ?? info.tenant.currency,
      currencySymbol: info.tenant.currencySymbol,
      sumBalance: cents(rows.reduce((sum, row) => sum + row.balance, 0)),
      balance: rows.map((row) => ({ accountTypeId: row.account_type_id, availBalance: cents(row.balance) })),
    });
  });

  // Consolidated funds (shape ours, sandbox/README.md): totals plus one entry per wallet account.
  memberRoute(app, ctx, 'merchantWallet', async ({ session, info }) => {
    const rows = await accounts(session.memberId);
    const sum = cents(rows.reduce((total, row) => total + row.balance, 0));
    return ok({
      currency: rows[0]?.currency ?? info.tenant.currency,
      currencySymbol: info.tenant.currencySymbol,
      sumBalance: sum,
      availBalance: sum,
      frozenBalance: 0,
      accounts: rows.map((row) => ({
        accountTypeId: row.account_type_id,
        accountType: ACCOUNT_TYPE_NAMES[row.account_type_id] ?? `TYPE_${row.account_type_id}`,
        availBalance: cents(row.balance),
      })),
    });
  });

  done();
};
