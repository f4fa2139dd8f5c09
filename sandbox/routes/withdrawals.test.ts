import { describe, expect, it } from 'vitest';
import { moneyTestKit } from '../test-money.ts';
import { envelope, sandboxForFile } from '../test-support.ts';

/** Withdrawals and superior transfers against the sandbox's ledger (issue 13); trial accounts refused. */

const sandbox = sandboxForFile({}, 300_000);
const { player, money, audit, deposit, addPix, withdraw } = moneyTestKit(sandbox);

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

  // Fifty withdrawals through one database: seconds on a quiet machine, far more on a busy one (no tight budget).
  it(
    'MONEY-03 fifty concurrent withdrawals never overdraw and the ledger sums to zero',
    { timeout: 120_000 },
    async () => {
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
    },
  );
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
    const readBack = (requestId: string, as = headers) =>
      sandbox.call({ url: `/wps/transaction/transfer/upline/order?requestId=${requestId}`, headers: as });
    expect(envelope(await readBack('up-transfer-1'))).toMatchObject({
      success: true,
      value: { requestId: 'up-transfer-1', amount: 75.5, upline: agent.username, balance: 124.5 },
    });
    expect(envelope(await readBack('up-transfer-9')).errorCode).toBe('order.not.found');
    expect(envelope(await readBack('up-transfer-1', agent.headers)).errorCode).toBe('order.not.found');
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
