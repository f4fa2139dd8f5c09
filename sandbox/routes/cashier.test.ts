import { describe, expect, it } from 'vitest';
import { callbackSignatureValid, signCallback } from '../domain/deposit-callbacks.ts';
import { moneyTestKit } from '../test-money.ts';
import { envelope, sandboxForFile } from '../test-support.ts';

/** The cashier's deposits against the sandbox's ledger (issue 13): orders, the provider's callbacks. */

const sandbox = sandboxForFile({}, 300_000);
const { player, money, audit, deposit, addPix, withdraw } = moneyTestKit(sandbox);

describe('deposits', () => {
  it('MONEY-04 MONEY-05 lists the merchant channels and creates a pending order with PIX instructions', async () => {
    const { headers } = await player();
    const channels = envelope<{ channels: { code: string; minAmount: number; quickAmounts: number[] }[] }>(
      await sandbox.call({ url: '/wps/relay/DPST_depositBanks', headers }),
    ).value.channels;
    expect(channels.map((channel) => channel.code)).toEqual(['PIX', 'TED', 'PICPAY', 'USDT']);
    const order = envelope<{
      status: string;
      amount: number;
      instructions: { pixCode: string };
      expireTime: number;
      createTime: number;
    }>(await deposit(headers, { channel: 'PIX', amount: 100, requestId: 'dep-pix-0001' })).value;
    expect(order).toMatchObject({ status: 'pending', amount: 100 });
    expect(order.instructions.pixCode).toMatch(/^000201/);
    expect(order.expireTime - order.createTime).toBe(15 * 60_000);
    const below = envelope(await deposit(headers, { channel: 'PIX', amount: 5, requestId: 'dep-pix-0002' }));
    expect(below).toMatchObject({ success: false, errorCode: 'amount.below.minimum', value: { min: 10 } });
  });

  it('MONEY-51 amounts with cents arrive whole in minor units; a third decimal is refused, not rounded', async () => {
    const { headers } = await player();
    const cents = envelope<{ amount: number; instructions: { pixCode: string } }>(
      await deposit(headers, { channel: 'PIX', amount: 10.1, requestId: 'dep-cents-001' }),
    ).value;
    expect(cents.amount).toBe(10.1);
    // The PIX code carries the amount as text with its two decimals (EMV field 54).
    expect(cents.instructions.pixCode).toContain('5406010.10');
    const third = await deposit(headers, { channel: 'PIX', amount: 10.005, requestId: 'dep-cents-002' });
    expect(third.statusCode).toBe(400);
    expect(envelope(third)).toMatchObject({ success: false, errorCode: 'request_param_err' });
    expect(JSON.stringify(envelope(third))).toContain('amount: at most two decimals');
  });

  it('MONEY-02 MONEY-06 MONEY-08 a double submit makes one order; the signed callback pays it once', async () => {
    const { username, headers } = await player(0);
    const [first, second] = await Promise.all([
      deposit(headers, { channel: 'PIX', amount: 50, requestId: 'dep-twice-001' }),
      deposit(headers, { channel: 'PIX', amount: 50, requestId: 'dep-twice-001' }),
    ]);
    const orderId = envelope<{ orderId: string }>(first).value.orderId;
    expect(envelope<{ orderId: string }>(second).value.orderId).toBe(orderId);
    expect((await money(username)).deposits).toHaveLength(1);

    const bad = envelope(
      await sandbox.control('POST', 'deposits/settle', { orderId, status: 'paid', signature: '0'.repeat(64) }),
    );
    expect(bad).toMatchObject({ success: false, errorCode: 'callback.signature.invalid' });
    expect((await money(username)).available).toBe(0);

    for (let attempt = 0; attempt < 3; attempt += 1)
      expect(envelope(await sandbox.control('POST', 'deposits/settle', { orderId, status: 'paid' }))).toMatchObject({
        success: true,
        value: { status: 'paid' },
      });
    expect((await money(username)).available).toBe(50);
    const byKey = envelope<{ status: string }>(
      await sandbox.call({ url: '/wps/transaction/deposit/order?requestId=dep-twice-001', headers }),
    ).value;
    expect(byKey.status).toBe('paid');
    expect(await audit()).toEqual({
      totalMinor: 0,
      unbalancedMovements: 0,
      driftedAccounts: 0,
      negativeMemberAccounts: 0,
    });
  });

  it('MONEY-06 the signature is HMAC-SHA256 over the callback fields', () => {
    const callback = { orderId: 'D1', status: 'PAID' as const, amountMinor: 100, providerRef: 'P', timestamp: 1 };
    const signature = signCallback('demo', callback);
    expect(callbackSignatureValid('demo', callback, signature)).toBe(true);
    expect(callbackSignatureValid('demo', { ...callback, amountMinor: 101 }, signature)).toBe(false);
    expect(callbackSignatureValid('aurora', callback, signature)).toBe(false);
    expect(callbackSignatureValid('demo', callback, 'nothex')).toBe(false);
  });

  it('MONEY-07 an order past its time expires and a late callback does not pay it', async () => {
    const { username, headers } = await player(0);
    const scope = 'expiry-scope';
    const orderId = envelope<{ orderId: string }>(
      await deposit(headers, { channel: 'PIX', amount: 30, requestId: 'dep-late-0001' }),
    ).value.orderId;
    await sandbox.control('POST', 'clock', { offsetMs: 16 * 60_000 }, scope);
    const settled = envelope<{ value: { status: string } }>(
      await sandbox.control('POST', 'deposits/settle', { orderId, status: 'paid' }, scope),
    );
    expect(settled).toMatchObject({ success: true, value: { status: 'expired' } });
    expect((await money(username)).available).toBe(0);
  });

  it('MONEY-09 BONUS-03 BONUS-12 a bonus deposit owes wagering; a withdrawal before it is met asks to forfeit', async () => {
    const { username, headers } = await player(1000);
    const payout = await addPix(headers);
    const orderId = envelope<{ orderId: string }>(
      await deposit(headers, { channel: 'PIX', amount: 100, bonusId: 'RELOAD20', requestId: 'dep-bonus-001' }),
    ).value.orderId;
    await sandbox.control('POST', 'deposits/settle', { orderId, status: 'paid' });
    // The bonus (20 % of 100) is bonus money, apart from cash; RELOAD20 asks 5 × the bonus.
    expect((await money(username)).available).toBe(1100);
    const turnover = async () =>
      envelope<{ required: number; done: number; met: boolean }>(
        await sandbox.call({ url: '/wps/relay/MCSFE_getTurnoverProgress', headers }),
      ).value;
    expect(await turnover()).toEqual({ required: 100, done: 0, met: false });
    const refused = envelope(
      await withdraw(headers, {
        requestId: 'wd-bonus-0001',
        payoutAccountId: payout,
        amount: 50,
        paymentPassword: '654321',
      }),
    );
    expect(refused).toMatchObject({
      success: false,
      errorCode: 'bonus.forfeit.unconfirmed',
      value: { amount: 20, required: 100, wagered: 0 },
    });
    await sandbox.control('POST', 'play', { username, rounds: 10, stake: 5, seed: 3 });
    expect(await turnover()).toEqual({ required: 100, done: 50, met: false });
    await sandbox.control('POST', 'play', { username, rounds: 10, stake: 5, seed: 4 });
    // Met: the bonus became cash and nothing is owed any more.
    expect(await turnover()).toEqual({ required: 0, done: 0, met: true });
    expect(
      envelope(
        await withdraw(headers, {
          requestId: 'wd-bonus-0002',
          payoutAccountId: payout,
          amount: 50,
          paymentPassword: '654321',
        }),
      ),
    ).toMatchObject({ success: true });
  });
});
