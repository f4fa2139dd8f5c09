import { describe, expect, it } from 'vitest';
import { SESSION_TTL_MS } from '../domain/sessions.ts';
import { envelope, sandboxForFile } from '../test-support.ts';

const sandbox = sandboxForFile();

describe('member info (CALL-13, SESSION-10)', () => {
  it('CALL-13 SESSION-10 answers the member record with a masked mobile and the club label', async () => {
    const token = await sandbox.token();
    const response = await sandbox.call({ url: '/wps/member/info', headers: { authorization: token } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { value } = envelope<Record<string, unknown>>(response);
    expect(value).toEqual({
      id: expect.any(Number) as unknown,
      account: 'player1',
      userName: 'player1',
      nickname: 'Lucky Player',
      mobile: '551******4321',
      email: 'player1@example.com',
      regDate: expect.any(Number) as unknown,
      clubLabel: { labelName: 'VIP1' },
      type: 0,
      toUpline: true,
    });
    expect(value.regDate).toBeLessThanOrEqual(Date.now());
  });

  it('answers clubLabel null for a member without one', async () => {
    await sandbox.control('POST', 'accounts', { username: 'nolabel', password: 'Secret123', type: 0 });
    const token = await sandbox.token('nolabel', 'Secret123');
    const { value } = envelope<{ clubLabel: unknown; mobile: unknown }>(
      await sandbox.call({ url: '/wps/member/info', headers: { authorization: token } }),
    );
    expect(value.clubLabel).toBeNull();
    expect(value.mobile).toBeNull();
  });
});

describe('session tokens (contract §1.2: 401 login.not.session)', () => {
  const expect401 = async (headers: Record<string, string>, merchant = 'demo', scope?: string) => {
    const response = await sandbox.call({
      url: '/wps/member/info',
      headers,
      merchant,
      ...(scope ? { cookies: { lobby_scope: scope } } : {}),
    });
    expect(response.statusCode).toBe(401);
    expect(envelope(response)).toMatchObject({ success: false, value: null, errorCode: 'login.not.session' });
  };

  it('answers 401 without a token, with an unknown token and with a Bearer-prefixed one', async () => {
    await expect401({});
    await expect401({ authorization: '0123456789abcdef0123456789abcdef' });
    await expect401({ authorization: 'not-a-token' });
    await expect401({ authorization: `Bearer ${await sandbox.token()}` });
  });

  it("answers 401 for another merchant's token", async () => {
    const token = await sandbox.token();
    await expect401({ authorization: token }, 'aurora');
  });

  it('answers 401 once the session has expired, and slides the expiry on use', async () => {
    const scope = 'expiry-test';
    const token = await sandbox.token();
    const at = async (offsetMs: number) => {
      await sandbox.control('POST', 'clock', { offsetMs }, scope);
      return sandbox.call({
        url: '/wps/member/info',
        headers: { authorization: token },
        cookies: { lobby_scope: scope },
      });
    };
    // Used 90 min in, the expiry moves to 90 + 120 min: still valid past the first 120.
    const used = 90 * 60 * 1000;
    expect((await at(used)).statusCode).toBe(200);
    const lastUse = used + SESSION_TTL_MS - 60_000;
    expect((await at(lastUse)).statusCode).toBe(200);
    // Untouched for longer than the TTL: gone, and it stays gone.
    await sandbox.control('POST', 'clock', { offsetMs: lastUse + SESSION_TTL_MS + 1000 }, scope);
    await expect401({ authorization: token }, 'demo', scope);
    await sandbox.control('POST', 'clock', { offsetMs: 0 }, scope);
    await expect401({ authorization: token }, 'demo', scope);
  });

  it('answers 401 once the member is disabled', async () => {
    await sandbox.control('POST', 'accounts', { username: 'soon_off', password: 'Secret123', type: 0 });
    const token = await sandbox.token('soon_off', 'Secret123');
    await sandbox.control('POST', 'accounts', { username: 'soon_off', password: 'Secret123', type: 0, disabled: true });
    await expect401({ authorization: token });
    const login = await sandbox.login({ username: 'soon_off', password: 'Secret123' });
    expect(envelope(login)).toMatchObject({ success: false, errorCode: 'user.disabled' });
  });
});

describe('wallet (SESSION-11, contract §4.4)', () => {
  it('SESSION-11 BONUS-13 answers the balance with the currency symbol and the main wallet, bonus money apart', async () => {
    const token = await sandbox.token();
    const response = await sandbox.call({ url: '/wps/wallets/balance', headers: { authorization: token } });
    expect(envelope(response).value).toEqual({
      currency: 'BRL',
      currencySymbol: 'R$',
      sumBalance: 1250.5,
      bonusBalance: 0,
      balance: [{ accountTypeId: 2, availBalance: 1250.5 }],
    });
  });

  it('plays in the currency of the merchant', async () => {
    const token = await sandbox.token('player1', 'Player123', 'aurora');
    const response = await sandbox.call({
      url: '/wps/wallets/balance',
      headers: { authorization: token },
      merchant: 'aurora',
    });
    expect(envelope(response).value).toMatchObject({ currency: 'USD', currencySymbol: '$' });
  });

  it('answers the consolidated funds', async () => {
    await sandbox.control('POST', 'accounts', {
      username: 'rich',
      password: 'Secret123',
      type: 0,
      balance: 1234567.89,
    });
    const token = await sandbox.token('rich', 'Secret123');
    const response = await sandbox.call({
      url: '/wps/member/info/funds/consolidated',
      headers: { authorization: token },
    });
    expect(envelope(response).value).toEqual({
      currency: 'BRL',
      currencySymbol: 'R$',
      sumBalance: 1234567.89,
      availBalance: 1234567.89,
      frozenBalance: 0,
      accounts: [{ accountTypeId: 2, accountType: 'MAIN', availBalance: 1234567.89 }],
    });
  });

  it('needs a session', async () => {
    const response = await sandbox.call({ url: '/wps/wallets/balance' });
    expect(response.statusCode).toBe(401);
  });
});
