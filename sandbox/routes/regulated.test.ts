import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { completeCpf } from '../../src/lib/identity-rules.ts';
import type { TenantInput } from '../../src/tenant/schema.ts';
import { signVendorCallback } from '../domain/verifications.ts';
import { envelope, sandboxForFile } from '../test-support.ts';

/** Regulated markets (issue 33) against the sandbox: gates, identity, documents, the vendor, location, privacy. */

const BR: TenantInput = {
  merchantCode: 'jaguar',
  trialMerchantCode: 'jaguartrial',
  displayName: 'Jaguar Sorte',
  theme: 'base',
  languages: { default: 'PT', supported: ['PT'] },
  assets: { logo: 'logo.svg' },
  jurisdiction: 'BR',
};
const LATER: TenantInput = {
  merchantCode: 'nordic',
  trialMerchantCode: 'nordictrial',
  displayName: 'Nordic Play',
  theme: 'base',
  languages: { default: 'EN', supported: ['EN'] },
  assets: { logo: 'logo.svg' },
  jurisdiction: 'verify-before-withdrawal',
};

const sandbox = sandboxForFile({ extraTenants: [BR, LATER] }, 400_000);

let made = 0;
/** A new player of a merchant (password Secret123), logged in. */
async function player(merchant: string, balance = 500) {
  made += 1;
  const username = `reg${made}${Date.now().toString(36)}`.slice(0, 20);
  await sandbox.control('POST', 'accounts', { username, password: 'Secret123', type: 0, balance, merchant });
  const token = await sandbox.token(username, 'Secret123', merchant);
  return { username, merchant, headers: { authorization: token } };
}
type Player = Awaited<ReturnType<typeof player>>;

const call = (who: Player, url: string, method: 'GET' | 'POST' | 'PUT' = 'GET', payload?: unknown) =>
  sandbox.call({
    url,
    method,
    merchant: who.merchant,
    headers: who.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const deposit = (who: Player) =>
  call(who, '/wps/transaction/deposit', 'POST', {
    // USDT is a channel in both currencies.
    channel: 'USDT',
    amount: 100,
    requestId: `dep-${Date.now()}`,
  });
const launch = (who: Player) => call(who, '/wps/game/launchGame?nodeId=1&vendor=BGS');
const withdraw = (who: Player) =>
  sandbox.encryptedCall({
    url: '/wps/transaction/withdraw',
    merchant: who.merchant,
    headers: who.headers,
    body: { requestId: `wd-${Date.now()}`, payoutAccountId: 1, amount: 60, paymentPassword: '000000' },
  });
const locate = (who: Player, latitude: number, longitude: number) =>
  call(who, '/wps/member/location', 'POST', { latitude, longitude, accuracy: 30 });

/** A PNG of the given size, as a phone's re-encoded photo would arrive. */
function png(width: number, height: number): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(200);
  return PNG.sync.write(image);
}

async function upload(
  who: Player,
  kind: 'front' | 'back' | 'selfie',
  bytes: Buffer,
  chunk = 64 * 1024,
): Promise<ReturnType<typeof envelope>> {
  const started = envelope<{ uploadId: string; chunkSize: number }>(
    await call(who, '/wps/member/verification/upload', 'POST', { kind, size: bytes.length }),
  );
  if (!started.success) return started;
  let result: ReturnType<typeof envelope> = started;
  for (let offset = 0; offset < bytes.length && result.success; offset += chunk) {
    result = envelope(
      await sandbox.call({
        url: `/wps/member/verification/upload/chunk?uploadId=${started.value.uploadId}&offset=${offset}`,
        method: 'PUT',
        merchant: who.merchant,
        headers: { ...who.headers, 'content-type': 'application/octet-stream' },
        payload: bytes.subarray(offset, offset + chunk),
      }),
    );
  }
  return result;
}

async function verifiedPlayer(merchant = 'jaguar') {
  const who = await player(merchant);
  for (const kind of ['front', 'back', 'selfie'] as const) await upload(who, kind, png(640, 480));
  expect(envelope(await call(who, '/wps/member/verification/submit', 'POST', {})).success).toBe(true);
  const decided = envelope<{ status: string }>(
    await sandbox.control('POST', 'verifications/decide', { username: who.username, merchant, status: 'verified' }),
  );
  expect(decided.value.status).toBe('verified');
  return who;
}

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

describe('registration with identity', () => {
  const register = (body: Record<string, unknown>) =>
    sandbox.encryptedCall({
      url: '/wps/member/register',
      method: 'PUT',
      merchant: 'jaguar',
      body: {
        registerUrl: 'jaguar.localhost',
        registerMethod: 'H5',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        type: 0,
        captcha: '',
        ...body,
      },
    });

  it('KYC-01 the field configuration asks for CPF, full name and date of birth under BR only', async () => {
    type Settings = { fields: Record<string, { enabled: boolean; required: boolean; acceptedPattern: string }> };
    const br = envelope<Settings>(
      await sandbox.call({ url: '/wps/system/setting/register', merchant: 'jaguar' }),
    ).value;
    const none = envelope<Settings>(await sandbox.call({ url: '/wps/system/setting/register' })).value;
    for (const name of ['cpf', 'fullName', 'birthDate']) {
      expect(br.fields[name]).toMatchObject({ enabled: true, required: true });
      expect(none.fields[name]).toMatchObject({ enabled: false, required: false });
    }
  });

  it('KYC-02 KYC-03 KYC-04 refuses a bad CPF, a minor and a CPF already registered; stores a valid one', async () => {
    await sandbox.control('POST', 'register-settings', { fields: { captcha: { enabled: false } } });
    const cpf = completeCpf(String(100_000_000 + (Date.now() % 800_000_000)));
    const masked = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    const base = { fullName: 'Ana Maria Souza', birthDate: '1990-04-02' };
    const name = `kyc${Date.now().toString(36)}`;
    expect(envelope(await register({ ...base, username: `${name}a`, cpf: '529.982.247-24' })).errorCode).toBe(
      'cpf.invalid',
    );
    expect(
      envelope(
        await register({
          ...base,
          username: `${name}b`,
          cpf: masked,
          birthDate: `${new Date().getFullYear() - 17}-01-01`,
        }),
      ).errorCode,
    ).toBe('age.under.minimum');
    expect(envelope(await register({ ...base, username: `${name}c`, cpf: '' })).errorCode).toBe(
      'account.format.invalid',
    );
    expect(envelope(await register({ ...base, username: `${name}d`, cpf: masked })).success).toBe(true);
    expect(envelope(await register({ ...base, username: `${name}e`, cpf: masked })).errorCode).toBe('cpf.exists');
    const stored = envelope<{ identity: { cpf: string; fullName: string; birthDate: string }; status: string }>(
      await sandbox.control('GET', `verifications?username=${name}d&merchant=jaguar`),
    ).value;
    expect(stored.identity).toEqual({ cpf, fullName: 'Ana Maria Souza', birthDate: '1990-04-02' });
    expect(stored.status).toBe('none');
    await sandbox.control('POST', 'register-settings', { reset: true });
  });
});

describe('identity documents', () => {
  it('KYC-07 KYC-08 a document arrives in chunks; a chunk at the wrong offset answers where to resume', async () => {
    const who = await player('jaguar');
    const bytes = png(800, 600);
    const started = envelope<{ uploadId: string; offset: number }>(
      await call(who, '/wps/member/verification/upload', 'POST', { kind: 'front', size: bytes.length }),
    ).value;
    const put = (offset: number, part: Buffer) =>
      sandbox.call({
        url: `/wps/member/verification/upload/chunk?uploadId=${started.uploadId}&offset=${offset}`,
        method: 'PUT',
        merchant: 'jaguar',
        headers: { ...who.headers, 'content-type': 'application/octet-stream' },
        payload: part,
      });
    const half = Math.floor(bytes.length / 2);
    expect(envelope(await put(0, bytes.subarray(0, half))).value).toMatchObject({ offset: half, complete: false });
    // The same chunk again (its answer was lost): nothing changes, the answer says where the upload stands.
    expect(envelope(await put(0, bytes.subarray(0, half))).value).toMatchObject({ offset: half, complete: false });
    const state = envelope<{ offset: number }>(
      await call(who, `/wps/member/verification/upload?uploadId=${started.uploadId}`),
    ).value;
    expect(state.offset).toBe(half);
    expect(envelope(await put(half, bytes.subarray(half))).value).toMatchObject({
      offset: bytes.length,
      complete: true,
    });
    const status = envelope<{ documents: Record<string, boolean>; status: string }>(
      await call(who, '/wps/member/verification'),
    ).value;
    expect(status).toMatchObject({ status: 'none', documents: { front: true, back: false, selfie: false } });
  });

  it('KYC-09 refuses a wrong type, an oversize file, a renamed non-image and an image too small to read', async () => {
    const who = await player('jaguar');
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    expect((await upload(who, 'front', gif)).errorCode).toBe('document.type.invalid');
    const oversize = envelope(
      await call(who, '/wps/member/verification/upload', 'POST', { kind: 'front', size: 6 * 1024 * 1024 }),
    );
    expect(oversize).toMatchObject({ success: false, errorCode: 'document.too.large' });
    // A text file named and sent as a JPEG is judged by its bytes.
    const renamed = Buffer.from('%PDF-1.4 this is not a picture of a document at all'.repeat(20));
    expect((await upload(who, 'back', renamed)).errorCode).toBe('document.type.invalid');
    expect((await upload(who, 'selfie', png(120, 90))).errorCode).toBe('document.dimensions.invalid');
    const status = envelope<{ documents: Record<string, boolean> }>(await call(who, '/wps/member/verification')).value;
    expect(status.documents).toEqual({ front: false, back: false, selfie: false });
  });

  it('KYC-10 another member cannot read or extend an upload; the images are readable through the control API only', async () => {
    const owner = await player('jaguar');
    const other = await player('jaguar');
    const bytes = png(640, 480);
    const started = envelope<{ uploadId: string }>(
      await call(owner, '/wps/member/verification/upload', 'POST', { kind: 'selfie', size: bytes.length }),
    ).value;
    const peek = envelope(await call(other, `/wps/member/verification/upload?uploadId=${started.uploadId}`));
    expect(peek).toMatchObject({ success: false, errorCode: 'upload.not.found' });
    const push = await sandbox.call({
      url: `/wps/member/verification/upload/chunk?uploadId=${started.uploadId}&offset=0`,
      method: 'PUT',
      merchant: 'jaguar',
      headers: { ...other.headers, 'content-type': 'application/octet-stream' },
      payload: bytes,
    });
    expect(envelope(push).errorCode).toBe('upload.not.found');
    await upload(owner, 'front', bytes);
    // The member's status names no address of any image; the operator reads the bytes back.
    expect(JSON.stringify(envelope(await call(owner, '/wps/member/verification')).value)).not.toMatch(/https?:|\/m\//);
    const image = await sandbox.control(
      'GET',
      `verifications/document?username=${owner.username}&merchant=jaguar&kind=front`,
    );
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(bytes)).toBe(true);
  });
});

describe('the verification vendor and the gates it opens', () => {
  it('KYC-11 KYC-12 submit needs all three documents; the signed verdict verifies and the gates open', async () => {
    const who = await player('jaguar');
    await upload(who, 'front', png(640, 480));
    expect(envelope(await call(who, '/wps/member/verification/submit', 'POST', {})).errorCode).toBe(
      'verification.incomplete',
    );
    await upload(who, 'back', png(640, 480));
    await upload(who, 'selfie', png(480, 640));
    expect(envelope(await call(who, '/wps/member/verification/submit', 'POST', {})).value).toMatchObject({
      status: 'pending',
    });
    expect(envelope(await deposit(who)).value).toEqual({ gate: 'deposit', status: 'pending' });
    await sandbox.control('POST', 'verifications/decide', {
      username: who.username,
      merchant: 'jaguar',
      status: 'verified',
    });
    expect(envelope(await deposit(who)).success).toBe(true);
  });

  it('KYC-13 a verdict with a bad signature, or signed too long ago, is refused and changes nothing', async () => {
    const who = await player('jaguar');
    for (const kind of ['front', 'back', 'selfie'] as const) await upload(who, kind, png(640, 480));
    await call(who, '/wps/member/verification/submit', 'POST', {});
    const bad = envelope(
      await sandbox.control('POST', 'verifications/decide', {
        username: who.username,
        merchant: 'jaguar',
        status: 'verified',
        signature: 'f'.repeat(64),
      }),
    );
    expect(bad).toMatchObject({ success: false, errorCode: 'callback.signature.invalid' });
    const stale = envelope(
      await sandbox.control('POST', 'verifications/decide', {
        username: who.username,
        merchant: 'jaguar',
        status: 'verified',
        ageMs: 10 * 60_000,
      }),
    );
    expect(stale.errorCode).toBe('callback.signature.invalid');
    const forged = {
      reference: 'K000000000000',
      status: 'VERIFIED',
      reason: '',
      timestamp: Date.now(),
    } as const;
    const wrongMerchant = await sandbox.call({
      url: '/wps/kyc/callback',
      method: 'POST',
      merchant: 'jaguar',
      headers: { 'x-vendor-signature': signVendorCallback('demo', forged) },
      payload: forged,
    });
    expect(envelope(wrongMerchant).errorCode).toBe('callback.signature.invalid');
    expect(envelope<{ status: string }>(await call(who, '/wps/member/verification')).value.status).toBe('pending');
  });

  it('KYC-14 a rejection carries its reason and the member sends new documents', async () => {
    const who = await player('jaguar');
    for (const kind of ['front', 'back', 'selfie'] as const) await upload(who, kind, png(640, 480));
    await call(who, '/wps/member/verification/submit', 'POST', {});
    await sandbox.control('POST', 'verifications/decide', {
      username: who.username,
      merchant: 'jaguar',
      status: 'rejected',
      reason: 'selfieMismatch',
    });
    expect(envelope(await call(who, '/wps/member/verification')).value).toMatchObject({
      status: 'rejected',
      reason: 'selfieMismatch',
    });
    await upload(who, 'selfie', png(480, 640));
    expect(envelope(await call(who, '/wps/member/verification/submit', 'POST', {})).value).toMatchObject({
      status: 'pending',
    });
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
  const save = (who: Player, body: unknown) =>
    sandbox.encryptedCall({
      url: '/wps/member/bankCard',
      method: 'PUT',
      merchant: who.merchant,
      headers: who.headers,
      body,
    });

  it('PAY-05 PAY-06 a PIX CPF key must be the player’s; other keys go through the key-owner lookup', async () => {
    const who = await verifiedPlayer();
    const cpf = completeCpf(String(200_000_000 + made));
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
    const email = { type: 'pix', holder: 'Rita Lima', details: { keyType: 'email', key: `rita${made}@example.com` } };
    expect(envelope(await save(who, email)).errorCode).toBe('payout.owner.mismatch');
    await sandbox.control('POST', 'pix-directory', { key: `rita${made}@example.com`, cpf });
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
    const cpf = completeCpf(String(300_000_000 + made));
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
      body: { requestId: `close-wd-${made}`, payoutAccountId: account.id, amount: 60, paymentPassword: '654321' },
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
