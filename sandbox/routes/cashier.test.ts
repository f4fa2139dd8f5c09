import { describe, expect, it } from 'vitest';
import { callbackSignatureValid, signCallback } from '../domain/deposits.ts';
import { envelope, newPlayer, sandboxForFile } from '../test-support.ts';

/** The cashier against the sandbox's ledger (issue 13): deposits, callbacks, withdrawals, transfers. */

const sandbox = sandboxForFile({}, 120_000);

/** A fresh player with a balance, logged in; payment password 654321. */
async function player(balance = 500, extra: Record<string, unknown> = {}) {
  const made = await newPlayer(sandbox, 'cash', balance, extra);
  await sandbox.control('POST', 'payment-password', { username: made.username, password: '654321' });
  return made;
}

const money = async (username: string) =>
  envelope<{
    deposits: { id: string; status: string }[];
    withdrawals: { id: string; status: string }[];
    available: number;
    held: number;
  }>(await sandbox.control('GET', `money?username=${username}`)).value;

const audit = async () =>
  envelope<{
    totalMinor: number;
    unbalancedMovements: number;
    driftedAccounts: number;
    negativeMemberAccounts: number;
  }>(await sandbox.control('GET', 'ledger/audit')).value;

const deposit = (headers: Record<string, string>, body: Record<string, unknown>) =>
  sandbox.call({ url: '/wps/transaction/deposit', method: 'POST', headers, payload: body });

async function addPix(headers: Record<string, string>): Promise<number> {
  const saved = await sandbox.encryptedCall({
    url: '/wps/member/bankCard',
    method: 'PUT',
    headers,
    body: { type: 'pix', holder: 'Ana Lima', details: { keyType: 'cpf', key: '529.982.247-25' } },
  });
  return envelope<{ id: number }>(saved).value.id;
}

const withdraw = (headers: Record<string, string>, body: Record<string, unknown>) =>
  sandbox.encryptedCall({ url: '/wps/transaction/withdraw', headers, body });

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

  it('MONEY-09 a bonus deposit owes turnover; withdrawal waits until bets reach it', async () => {
    const { username, headers } = await player(1000);
    const payout = await addPix(headers);
    const orderId = envelope<{ orderId: string }>(
      await deposit(headers, { channel: 'PIX', amount: 100, bonusId: 'RELOAD20', requestId: 'dep-bonus-001' }),
    ).value.orderId;
    await sandbox.control('POST', 'deposits/settle', { orderId, status: 'paid' });
    expect((await money(username)).available).toBe(1120);
    const progress = envelope<{ required: number; done: number; met: boolean }>(
      await sandbox.call({ url: '/wps/relay/MCSFE_getTurnoverProgress', headers }),
    ).value;
    expect(progress).toEqual({ required: 600, done: 0, met: false });
    const refused = envelope(
      await withdraw(headers, {
        requestId: 'wd-bonus-0001',
        payoutAccountId: payout,
        amount: 50,
        paymentPassword: '654321',
      }),
    );
    expect(refused).toMatchObject({ success: false, errorCode: 'turnover.unmet' });
    await sandbox.control('POST', 'play', { username, rounds: 60, stake: 5, seed: 3 });
    expect(envelope(await sandbox.call({ url: '/wps/relay/MCSFE_getTurnoverProgress', headers })).value).toEqual({
      required: 600,
      done: 300,
      met: false,
    });
    await sandbox.control('POST', 'play', { username, rounds: 60, stake: 5, seed: 4 });
    expect(envelope(await sandbox.call({ url: '/wps/relay/MCSFE_getTurnoverProgress', headers })).value).toEqual({
      required: 600,
      done: 600,
      met: true,
    });
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

describe('withdrawals', () => {
  it('MONEY-11 MONEY-12 holds, approves and rejects; a wrong payment password is refused', async () => {
    const { username, headers } = await player(500);
    const payout = await addPix(headers);
    expect(
      envelope(
        await withdraw(headers, {
          requestId: 'wd-wrong-0001',
          payoutAccountId: payout,
          amount: 100,
          paymentPassword: '111111',
        }),
      ),
    ).toMatchObject({ errorCode: 'payment.password.invalid' });
    const held = envelope<{ id: string; status: string }>(
      await withdraw(headers, {
        requestId: 'wd-ok-00001',
        payoutAccountId: payout,
        amount: 100,
        paymentPassword: '654321',
      }),
    ).value;
    expect(held.status).toBe('pending');
    expect(await money(username)).toMatchObject({ available: 400, held: 100 });
    await sandbox.control('POST', 'withdrawals/settle', { id: held.id, status: 'approved' });
    expect(await money(username)).toMatchObject({ available: 400, held: 0 });
    const second = envelope<{ id: string }>(
      await withdraw(headers, {
        requestId: 'wd-ok-00002',
        payoutAccountId: payout,
        amount: 150,
        paymentPassword: '654321',
      }),
    ).value;
    await sandbox.control('POST', 'withdrawals/settle', { id: second.id, status: 'rejected', reason: 'name mismatch' });
    expect(await money(username)).toMatchObject({ available: 400, held: 0 });
    const state = envelope<{ status: string; reason: string }>(
      await sandbox.call({ url: `/wps/transaction/withdraw/order?requestId=wd-ok-00002`, headers }),
    ).value;
    expect(state).toMatchObject({ status: 'rejected', reason: 'name mismatch' });
  });

  it('MONEY-11 five wrong payment passwords lock it', async () => {
    const { headers } = await player(500);
    const payout = await addPix(headers);
    const codes: string[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      codes.push(
        envelope(
          await withdraw(headers, {
            requestId: `wd-lock-000${attempt}`,
            payoutAccountId: payout,
            amount: 60,
            paymentPassword: '000000',
          }),
        ).errorCode ?? '',
      );
    }
    expect(codes).toEqual([
      'payment.password.invalid',
      'payment.password.invalid',
      'payment.password.invalid',
      'payment.password.invalid',
      'payment.password.locked',
      'payment.password.locked',
    ]);
    expect(
      envelope(
        await withdraw(headers, {
          requestId: 'wd-lock-0009',
          payoutAccountId: payout,
          amount: 60,
          paymentPassword: '654321',
        }),
      ).errorCode,
    ).toBe('payment.password.locked');
  });

  it('MONEY-13 refuses below the minimum, above the balance and past the daily count', async () => {
    const { headers } = await player(300);
    const payout = await addPix(headers);
    const attempt = (amount: number, id: string) =>
      withdraw(headers, { requestId: id, payoutAccountId: payout, amount, paymentPassword: '654321' });
    expect(envelope(await attempt(10, 'wd-limit-001')).errorCode).toBe('amount.below.minimum');
    expect(envelope(await attempt(1000, 'wd-limit-002')).errorCode).toBe('balance.insufficient');
    for (const id of ['wd-limit-003', 'wd-limit-004', 'wd-limit-005'])
      expect(envelope(await attempt(50, id)).success).toBe(true);
    expect(envelope(await attempt(50, 'wd-limit-006')).errorCode).toBe('withdraw.daily.count');
  });

  it('MONEY-03 fifty concurrent withdrawals never overdraw and the ledger sums to zero', async () => {
    const { username, headers } = await player(1000, { clubLabel: 'VIP3' });
    const payout = await addPix(headers);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        withdraw(headers, {
          requestId: `race-${String(index).padStart(6, '0')}`,
          payoutAccountId: payout,
          amount: 150,
          paymentPassword: '654321',
        }),
      ),
    );
    const accepted = results.filter((response) => envelope(response).success).length;
    expect(accepted).toBeLessThanOrEqual(6);
    const after = await money(username);
    expect(after.available).toBeGreaterThanOrEqual(0);
    expect(after.available + after.held).toBe(1000);
    expect(after.held).toBe(accepted * 150);
    expect(await audit()).toMatchObject({
      totalMinor: 0,
      unbalancedMovements: 0,
      driftedAccounts: 0,
      negativeMemberAccounts: 0,
    });
  });
});

describe('trial accounts and transfers', () => {
  it('MONEY-23 a trial account is refused by every money call with one code', async () => {
    await sandbox.control('POST', 'accounts', { username: 'trialcash', password: 'Secret123', type: 4, balance: 100 });
    const headers = { authorization: await sandbox.token('trialcash', 'Secret123') };
    const reads = [
      '/wps/relay/MCSFE_getDepositSettings',
      '/wps/relay/DPST_depositBanks',
      '/wps/relay/MCSFE_getWithdrawSettings?groupId=0',
      '/wps/member/bankCard',
      '/wps/relay/ODS2_MemberTransaction',
      '/wps/member/responsibleGaming',
    ];
    for (const url of reads)
      expect(envelope(await sandbox.call({ url, headers })).errorCode, url).toBe('free.account.reject');
    expect(envelope(await deposit(headers, { channel: 'PIX', amount: 50, requestId: 'trial-dep-001' })).errorCode).toBe(
      'free.account.reject',
    );
  });

  it('MONEY-22 MONEY-48 superior transfer moves money to the upline and reads back by request id; refused without toUpline', async () => {
    const agent = await player(0);
    const agentInfo = envelope<{ id: number }>(
      await sandbox.call({ url: '/wps/member/info', headers: agent.headers }),
    ).value;
    const { username, headers } = await player(200, { toUpline: true });
    await sandbox.control('POST', 'accounts', {
      username,
      password: 'Secret123',
      type: 0,
      toUpline: true,
      parentId: agentInfo.id,
    });
    const info = envelope<{ allowed: boolean; upline: string }>(
      await sandbox.call({ url: '/wps/transaction/transfer/upline', headers }),
    ).value;
    expect(info).toEqual({ allowed: true, upline: agent.username });
    const sent = envelope<{ amount: number }>(
      await sandbox.encryptedCall({
        url: '/wps/transaction/transfer/upline',
        headers,
        body: { requestId: 'up-transfer-1', amount: 75.5, paymentPassword: '654321' },
      }),
    );
    expect(sent).toMatchObject({ success: true, value: { amount: 75.5 } });
    expect((await money(username)).available).toBe(124.5);
    expect((await money(agent.username)).available).toBe(75.5);
    // Issue 38 (defect 5): after a lost answer the app reads its transfer back by request id.
    const readBack = (requestId: string) =>
      sandbox.call({ url: `/wps/transaction/transfer/upline/order?requestId=${requestId}`, headers });
    expect(envelope(await readBack('up-transfer-1'))).toMatchObject({
      success: true,
      value: { requestId: 'up-transfer-1', amount: 75.5, upline: agent.username, balance: 124.5 },
    });
    expect(envelope(await readBack('up-transfer-9')).errorCode).toBe('order.not.found');
    expect(
      envelope(
        await sandbox.call({
          url: '/wps/transaction/transfer/upline/order?requestId=up-transfer-1',
          headers: agent.headers,
        }),
      ).errorCode,
    ).toBe('order.not.found');
    const loner = await player(100);
    expect(
      envelope(
        await sandbox.encryptedCall({
          url: '/wps/transaction/transfer/upline',
          headers: loner.headers,
          body: { requestId: 'up-transfer-2', amount: 10, paymentPassword: '654321' },
        }),
      ).errorCode,
    ).toBe('transfer.not.allowed');
  });
});
