import { describe, expect, it } from 'vitest';
import { completeCpf } from '../../src/lib/identity-rules.ts';
import { regulatedSandbox, regulatedTestKit, type RegulatedPlayer } from '../test-regulated.ts';
import { envelope } from '../test-support.ts';

/**
 * Regulated markets (issue 33) against the sandbox: the gates, location,
 * own-name payout accounts, privacy. Identity and documents:
 * regulated-identity.test.ts.
 */

const sandbox = regulatedSandbox();
const { player, call, deposit, launch, withdraw, locate, verifiedPlayer, playersMade } = regulatedTestKit(sandbox);

describe('jurisdiction gates', () => {
  it('KYC-20 KYC-21 under BR an unverified member is refused deposit, game launch and withdrawal with one code', async () => {
    const who = await player('jaguar');
    for (const response of [await deposit(who), await launch(who), await withdraw(who)]) {
      expect(envelope(response)).toMatchObject({ success: false, errorCode: 'verification.required' });
    }
    expect(envelope(await launch(who)).value).toEqual({ gate: 'play', status: 'none' });
  });

  it('KYC-20 under "none" the same member passes every gate as today', async () => {
    const who = await player('demo');
    expect(envelope(await deposit(who)).success).toBe(true);
    expect(envelope(await launch(who)).success).toBe(true);
    // The withdrawal reaches its own rules (no payout account), not a gate.
    expect(envelope(await withdraw(who)).errorCode).not.toBe('verification.required');
    expect(envelope(await sandbox.call({ url: '/wps/member/trialuser', merchant: 'demotrial' })).success).toBe(true);
  });

  it('KYC-22 under "verify before withdrawal" only the withdrawal waits', async () => {
    const who = await player('nordic');
    expect(envelope(await deposit(who)).success).toBe(true);
    expect(envelope(await launch(who)).success).toBe(true);
    expect(envelope(await withdraw(who))).toMatchObject({
      errorCode: 'verification.required',
      value: { gate: 'withdraw' },
    });
  });

  it('KYC-23 BR offers no free play: a trial account cannot be made', async () => {
    const refused = envelope(
      await sandbox.call({ url: '/wps/member/trialuser', merchant: 'jaguar', headers: { merchant: 'jaguartrial' } }),
    );
    expect(refused).toMatchObject({ success: false, errorCode: 'demo.not.allowed' });
  });
});

describe('location', () => {
  it('GEO-01 GEO-02 GEO-03 play needs a recent position inside Brazil', async () => {
    const who = await verifiedPlayer();
    expect(envelope(await launch(who))).toMatchObject({
      errorCode: 'location.required',
      value: { recheckMinutes: 30 },
    });
    // Lisbon, then Buenos Aires and Asunción just past the border: outside.
    for (const [latitude, longitude] of [
      [38.72, -9.14],
      [-34.6, -58.38],
      [-25.28, -57.63],
    ] as const) {
      expect(envelope<{ inside: boolean }>(await locate(who, latitude, longitude)).value.inside).toBe(false);
      expect(envelope(await launch(who)).errorCode).toBe('location.outside');
    }
    // São Paulo, Manaus, Porto Alegre: inside.
    for (const [latitude, longitude] of [
      [-23.55, -46.63],
      [-3.12, -60.02],
      [-30.03, -51.23],
    ] as const)
      expect(envelope<{ inside: boolean }>(await locate(who, latitude, longitude)).value.inside).toBe(true);
    expect(envelope(await launch(who)).success).toBe(true);
  });

  it('GEO-04 a position older than the recheck time no longer counts', async () => {
    const who = await verifiedPlayer();
    const scope = `geo-${Date.now()}`;
    const scoped = { ...who, headers: { ...who.headers, cookie: `lobby_scope=${scope}` } };
    await locate(scoped, -23.55, -46.63);
    expect(envelope(await launch(scoped)).success).toBe(true);
    await sandbox.control('POST', 'clock', { offsetMs: 36 * 60_000 }, scope);
    expect(envelope(await launch(scoped)).errorCode).toBe('location.required');
  });
});

describe('own-name payout accounts', () => {
  const save = (who: RegulatedPlayer, body: unknown) =>
    sandbox.encryptedCall({
      url: '/wps/member/bankCard',
      method: 'PUT',
      merchant: who.merchant,
      headers: who.headers,
      body,
    });

  it('PAY-05 PAY-06 a PIX CPF key must be the player’s; other keys go through the key-owner lookup', async () => {
    const who = await verifiedPlayer();
    const cpf = completeCpf(String(200_000_000 + playersMade()));
    await sandbox.control('POST', 'accounts/identity', {
      username: who.username,
      merchant: 'jaguar',
      cpf,
      fullName: 'Rita Lima',
    });
    const someoneElse = { type: 'pix', holder: 'Rita Lima', details: { keyType: 'cpf', key: '529.982.247-25' } };
    expect(envelope(await save(who, someoneElse))).toMatchObject({
      success: false,
      errorCode: 'payout.owner.mismatch',
    });
    const own = { type: 'pix', holder: 'Rita Lima', details: { keyType: 'cpf', key: cpf } };
    expect(envelope(await save(who, own)).success).toBe(true);
    const email = {
      type: 'pix',
      holder: 'Rita Lima',
      details: { keyType: 'email', key: `rita${playersMade()}@example.com` },
    };
    expect(envelope(await save(who, email)).errorCode).toBe('payout.owner.mismatch');
    await sandbox.control('POST', 'pix-directory', { key: `rita${playersMade()}@example.com`, cpf });
    expect(envelope(await save(who, email)).success).toBe(true);
    const bank = {
      type: 'bank',
      holder: 'Outra Pessoa',
      details: { bankName: 'Banco', bankCode: '001', account: '12345-6' },
    };
    expect(envelope(await save(who, bank)).errorCode).toBe('payout.owner.mismatch');
    const types = envelope<{ types: string[] }>(await call(who, '/wps/member/bankCard')).value.types;
    expect(types).toEqual(['pix', 'bank']);
  });

  it('PAY-05 under "none" any valid payout account is taken as today', async () => {
    const who = await player('demo');
    const other = { type: 'pix', holder: 'Ana Lima', details: { keyType: 'cpf', key: '529.982.247-25' } };
    expect(envelope(await save(who, other)).success).toBe(true);
  });
});

describe('privacy rights', () => {
  it('PRIV-01 PRIV-02 the data download holds the profile, logins, ledger, bets, limits and verification, no images', async () => {
    const who = await verifiedPlayer();
    await sandbox.control('POST', 'play', { username: who.username, merchant: 'jaguar', rounds: 3, stake: 2 });
    const data = envelope<{
      profile: { username: string; cpf: string | null };
      logins: unknown[];
      ledger: { type: string; amountMinor: number }[];
      bets: unknown[];
      limits: object;
      verification: { status: string; documentsReceived: Record<string, boolean> };
    }>(await call(who, '/wps/member/privacy/export')).value;
    expect(data.profile.username).toBe(who.username);
    expect(data.logins.length).toBeGreaterThan(0);
    expect(data.ledger.map((movement) => movement.type)).toContain('opening');
    expect(data.ledger.every((movement) => Number.isInteger(movement.amountMinor))).toBe(true);
    expect(data.bets).toHaveLength(3);
    expect(data.limits).toBeTypeOf('object');
    expect(data.verification).toMatchObject({ status: 'verified' });
    expect(JSON.stringify(data)).not.toMatch(/"received"|base64|iVBOR/);
  });

  it('PRIV-03 PRIV-04 PRIV-05 closure needs the password, waits for held money, then login is refused', async () => {
    const who = await player('jaguar', 0);
    const close = (password: string) =>
      sandbox.encryptedCall({ url: '/wps/member/close', merchant: 'jaguar', headers: who.headers, body: { password } });
    expect(envelope(await close('Wrong999'))).toMatchObject({ success: false, errorCode: 'password.incorrect' });
    await sandbox.control('POST', 'accounts', {
      username: who.username,
      password: 'Secret123',
      type: 0,
      balance: 100,
      merchant: 'jaguar',
    });
    expect(envelope(await close('Secret123')).errorCode).toBe('account.close.balance');
    // A pending withdrawal holds its amount: closing waits for it.
    const cpf = completeCpf(String(300_000_000 + playersMade()));
    await sandbox.control('POST', 'accounts/identity', {
      username: who.username,
      merchant: 'jaguar',
      cpf,
      fullName: 'Caio Prado',
      verification: 'verified',
    });
    await sandbox.control('POST', 'payment-password', {
      username: who.username,
      merchant: 'jaguar',
      password: '654321',
    });
    const account = envelope<{ id: number }>(
      await sandbox.encryptedCall({
        url: '/wps/member/bankCard',
        method: 'PUT',
        merchant: 'jaguar',
        headers: who.headers,
        body: { type: 'pix', holder: 'Caio Prado', details: { keyType: 'cpf', key: cpf } },
      }),
    ).value;
    const request = await sandbox.encryptedCall({
      url: '/wps/transaction/withdraw',
      merchant: 'jaguar',
      headers: who.headers,
      body: {
        requestId: `close-wd-${playersMade()}`,
        payoutAccountId: account.id,
        amount: 60,
        paymentPassword: '654321',
      },
    });
    expect(envelope<{ status: string }>(request).value.status).toBe('pending');
    expect(envelope(await close('Secret123')).errorCode).toBe('account.close.money.held');
    const withdrawal = envelope<{ withdrawals: { id: string }[] }>(
      await sandbox.control('GET', `money?username=${who.username}&merchant=jaguar`),
    ).value.withdrawals[0];
    await sandbox.control('POST', 'withdrawals/settle', { id: withdrawal?.id, status: 'approved' });
    await sandbox.control('POST', 'accounts', {
      username: who.username,
      password: 'Secret123',
      type: 0,
      balance: 0,
      merchant: 'jaguar',
    });
    const closed = envelope<{ closedAt: number; recordsKeptUntil: number }>(await close('Secret123'));
    expect(closed.success).toBe(true);
    expect(closed.value.recordsKeptUntil - closed.value.closedAt).toBeGreaterThan(4.9 * 365 * 86_400_000);
    expect(envelope(await call(who, '/wps/member/verification')).errorCode).toBe('login.not.session');
    const again = envelope(
      await sandbox.login({ username: who.username, password: 'Secret123' }, { merchant: 'jaguar' }),
    );
    expect(again).toMatchObject({ success: false, errorCode: 'account.closed' });
  });

  it('PRIV-06 under "none" the privacy calls are not offered (today’s site)', async () => {
    const who = await player('demo');
    expect(envelope(await call(who, '/wps/member/privacy/export')).errorCode).toBe('function.not.available');
  });
});
