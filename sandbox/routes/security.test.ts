import { describe, expect, it } from 'vitest';
import { cpfValid } from '../../src/lib/payout-rules.ts';
import { envelope, newPlayer, sandboxForFile } from '../test-support.ts';

/**
 * Security centre and records against the sandbox (issue 13). Responsible
 * gambling: security-responsible-gambling.test.ts.
 */

const sandbox = sandboxForFile({}, 120_000);

const player = (balance = 500) => newPlayer(sandbox, 'sec', balance);

describe('security centre', () => {
  it('MONEY-14 sets and changes the payment password; the current one is needed to change it', async () => {
    const { headers } = await player();
    const set = (body: Record<string, unknown>) =>
      sandbox.encryptedCall({ url: '/wps/member/paymentPassword', method: 'PUT', headers, body });
    expect(envelope(await sandbox.call({ url: '/wps/member/hasWithdrawalPassword', headers })).value).toBe(false);
    expect(envelope(await set({ newPassword: '12ab' })).errorCode).toBe('request_param_err');
    expect(envelope(await set({ newPassword: '135790' })).success).toBe(true);
    expect(envelope(await sandbox.call({ url: '/wps/member/hasWithdrawalPassword', headers })).value).toBe(true);
    expect(envelope(await set({ oldPassword: '000000', newPassword: '246802' })).errorCode).toBe(
      'payment.password.invalid',
    );
    expect(envelope(await set({ oldPassword: '135790', newPassword: '246802' })).success).toBe(true);
  });

  it('MONEY-14 MONEY-47 a change carries its request id: sent again it answers as the first did, and it reads back', async () => {
    const { headers } = await player();
    const set = (body: Record<string, unknown>) =>
      sandbox.encryptedCall({ url: '/wps/member/paymentPassword', method: 'PUT', headers, body });
    const applied = async (requestId: string) =>
      envelope<{ applied: boolean }>(
        await sandbox.call({ url: `/wps/member/paymentPassword/request?requestId=${requestId}`, headers }),
      ).value.applied;
    expect(envelope(await set({ newPassword: '135790', requestId: 'pay-pass-0001' })).success).toBe(true);
    expect(envelope(await set({ newPassword: '135790', requestId: 'pay-pass-0001' })).success).toBe(true);
    const change = { oldPassword: '135790', newPassword: '246802', requestId: 'pay-pass-0002' };
    expect(await applied('pay-pass-0002')).toBe(false);
    expect(envelope(await set(change)).success).toBe(true);
    expect(await applied('pay-pass-0002')).toBe(true);
    // The same attempt again (its answer was lost): not "the current password is wrong".
    expect(envelope(await set(change)).success).toBe(true);
    // The same request id with another new password is no free guess at the current one: it counts as a wrong one.
    expect(envelope(await set({ ...change, newPassword: '111111' })).errorCode).toBe('payment.password.invalid');
    expect(envelope(await set({ oldPassword: '246802', newPassword: '975310' })).success).toBe(true);
  });

  it('MONEY-16 validates payout accounts per type, keeps at most five, removes and sets the default', async () => {
    const { headers } = await player();
    const save = (body: Record<string, unknown>) =>
      sandbox.encryptedCall({ url: '/wps/member/bankCard', method: 'PUT', headers, body });
    expect(cpfValid('529.982.247-25')).toBe(true);
    expect(cpfValid('529.982.247-24')).toBe(false);
    expect(
      envelope(await save({ type: 'pix', holder: 'Ana', details: { keyType: 'cpf', key: '11111111111' } })).errorCode,
    ).toBe('payout.account.invalid');
    expect(
      envelope(
        await save({
          type: 'crypto',
          holder: 'Ana',
          details: { network: 'TRC20', address: '0x0000000000000000000000000000000000000000' },
        }),
      ).errorCode,
    ).toBe('payout.account.invalid');
    const first = envelope<{ id: number; isDefault: boolean; masked: string }>(
      await save({ type: 'pix', holder: 'Ana Lima', details: { keyType: 'email', key: 'ana.lima@example.com' } }),
    ).value;
    expect(first).toMatchObject({ isDefault: true });
    expect(first.masked).not.toContain('lima@example');
    const second = envelope<{ id: number }>(
      await save({
        type: 'bank',
        holder: 'Ana Lima',
        details: { bankName: 'Banco do Brasil', bankCode: '001', agency: '1234', account: '56789-0' },
      }),
    ).value;
    await sandbox.call({ url: '/wps/member/bankCard/default', method: 'PUT', headers, payload: { id: second.id } });
    let list = envelope<{ content: { id: number; isDefault: boolean }[]; types: string[] }>(
      await sandbox.call({ url: '/wps/member/bankCard', headers }),
    ).value;
    expect(list.types).toEqual(['pix', 'bank', 'ewallet', 'crypto']);
    expect(list.content.find((row) => row.isDefault)?.id).toBe(second.id);
    await sandbox.call({ url: '/wps/member/bankCard', method: 'DELETE', headers, payload: { id: second.id } });
    list = envelope<{ content: { id: number; isDefault: boolean }[]; types: string[] }>(
      await sandbox.call({ url: '/wps/member/bankCard', headers }),
    ).value;
    expect(list.content).toEqual([expect.objectContaining({ id: first.id, isDefault: true })]);
    for (let index = 0; index < 4; index += 1)
      await save({ type: 'ewallet', holder: 'Ana', details: { provider: 'PicPay', walletId: `ana${index}@pay` } });
    expect(
      envelope(await save({ type: 'ewallet', holder: 'Ana', details: { provider: 'PicPay', walletId: 'ana9@pay' } })),
    ).toMatchObject({ errorCode: 'payout.account.invalid', value: { max: 5 } });
  });

  it('MONEY-15 binds a phone and an e-mail with the code sent to them', async () => {
    const { username, headers } = await player();
    await sandbox.call({
      url: '/wps/member/contact/code',
      method: 'POST',
      headers,
      payload: { channel: 'phone', target: '11987001234', countryDialingCode: '55' },
    });
    expect(
      envelope(
        await sandbox.call({
          url: '/wps/member/contact',
          method: 'PUT',
          headers,
          payload: { channel: 'phone', code: '000000' },
        }),
      ).errorCode,
    ).toBe('contact.code.invalid');
    const code = envelope<{ code: string }>(
      await sandbox.control('GET', `contact-code?username=${username}&channel=phone`),
    ).value.code;
    const bound = envelope<{ phone: { value: string; verified: boolean } }>(
      await sandbox.call({ url: '/wps/member/contact', method: 'PUT', headers, payload: { channel: 'phone', code } }),
    ).value;
    expect(bound.phone).toEqual({ value: '551******1234', verified: true });
    await sandbox.call({
      url: '/wps/member/contact/code',
      method: 'POST',
      headers,
      payload: { channel: 'email', target: 'New.Mail@Example.com' },
    });
    const mailCode = envelope<{ code: string }>(
      await sandbox.control('GET', `contact-code?username=${username}&channel=email`),
    ).value.code;
    const config = envelope<{ email: { value: string; verified: boolean } }>(
      await sandbox.call({
        url: '/wps/member/contact',
        method: 'PUT',
        headers,
        payload: { channel: 'email', code: mailCode },
      }),
    ).value;
    expect(config.email).toEqual({ value: 'ne••••••@example.com', verified: true });
  });

  it('MONEY-17 lists recent logins with time, IP and device', async () => {
    const { headers } = await player();
    const history = envelope<{ content: { at: number; ip: string; device: string }[] }>(
      await sandbox.call({ url: '/wps/member/loginHistory', headers }),
    ).value.content;
    expect(history.length).toBeGreaterThanOrEqual(1);
    expect(history[0]).toMatchObject({ ip: expect.any(String) as unknown, device: expect.any(String) as unknown });
  });
});

describe('records', () => {
  it('MONEY-18 MONEY-19 MONEY-20 MONEY-21 MONEY-27 the seeded player has movements, bets, profit and loss and orders from the ledger', async () => {
    const headers = { authorization: await sandbox.token() };
    const since = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
    const movements = envelope<{
      content: { type: string; amount: number; balanceAfter: number }[];
      totalPages: number;
      total: number;
    }>(await sandbox.call({ url: `/wps/relay/ODS2_MemberTransaction?pageSize=10&startDate=${since}`, headers })).value;
    expect(movements.content).toHaveLength(10);
    expect(movements.total).toBeGreaterThan(50);
    expect(movements.content[0]?.balanceAfter).toBe(1250.5);
    const deposits = envelope<{ content: { type: string }[] }>(
      await sandbox.call({ url: `/wps/relay/ODS2_MemberTransaction?type=deposit&startDate=${since}`, headers }),
    ).value.content;
    expect(deposits.map((row) => row.type)).toEqual(['deposit', 'deposit', 'deposit']);
    const bets = envelope<{ content: { vendor: string; stake: number }[]; summary: { stake: number } }>(
      await sandbox.call({ url: `/wps/relay/ODS2_BetReport?vendor=EVO&startDate=${since}`, headers }),
    ).value;
    expect(bets.content.every((row) => row.vendor === 'EVO')).toBe(true);
    expect(bets.summary.stake).toBe(120);
    const pnl = envelope<{ totals: { deposits: number; withdrawals: number; bets: number }; days: unknown[] }>(
      await sandbox.call({ url: `/wps/relay/ODS2_MemberProfitLoss?startDate=${since}`, headers }),
    ).value;
    expect(pnl.totals).toMatchObject({ deposits: 1050, withdrawals: 150, bets: 120 + 120 + 60 + 100 });
    const orders = envelope<{ content: { status: string }[] }>(
      await sandbox.call({ url: `/wps/relay/ODS2_DepositReport?startDate=${since}`, headers }),
    ).value.content;
    expect(orders.map((row) => row.status).sort()).toEqual(['EXPIRED', 'FAILED', 'PAID', 'PAID', 'PAID']);
    const withdrawals = envelope<{ content: { status: string }[] }>(
      await sandbox.call({ url: `/wps/relay/ODS2_WithdrawReport?startDate=${since}`, headers }),
    ).value.content;
    expect(withdrawals.map((row) => row.status)).toEqual(['REJECTED', 'APPROVED']);
  });
});
