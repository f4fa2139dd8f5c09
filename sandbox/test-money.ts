import { envelope, newPlayer, type TestSandbox } from './test-support.ts';

/** What the money tests share (sandbox/routes/cashier.test.ts, withdrawals.test.ts): players, calls, the audit. */

export function moneyTestKit(sandbox: TestSandbox) {
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

  return { player, money, audit, deposit, addPix, withdraw };
}
