import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { encryptBody } from '../../src/platform/crypto/index.ts';
import { envelope, sandboxForFile } from '../test-support.ts';

const sandbox = sandboxForFile();

interface LoginValue {
  token: string;
  id: number;
  userName: string;
  customerType: number;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
}

/** Each test gets its own IP so the per-IP failure counter of one test never reaches another. */
let nextIp = 1;
const freshIp = () => `10.0.0.${nextIp++}`;

async function createAccount(username: string, password = 'Secret123', type = 0) {
  const response = await sandbox.control('POST', 'accounts', { username, password, type });
  expect(response.statusCode).toBe(200);
}

async function fetchCaptcha(remoteAddress: string): Promise<{ cookie: string; code: string; png: Buffer }> {
  const response = await sandbox.call({ url: `/wps/captcha?t=${Date.now()}`, remoteAddress });
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((entry) => entry.name === 'captchaId');
  expect(cookie?.httpOnly).toBe(true);
  const last = envelope<{ id: string; code: string }>(await sandbox.control('GET', 'captcha'));
  expect(last.value.id).toBe(cookie?.value);
  return {
    cookie: cookie?.value ?? '',
    code: last.value.code,
    png: Buffer.from(envelope<string>(response).value, 'base64'),
  };
}

describe('RSA key (contract §3.1)', () => {
  it('answers the modulus as plain hex text, the same on every call', async () => {
    const first = await sandbox.call({ url: '/wps/session/key/rsa?t=1' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/plain/);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.body).toMatch(/^[0-9a-f]{256}$/);
    expect((await sandbox.call({ url: '/wps/session/key/rsa?t=2' })).body).toBe(first.body);
  });
});

describe('login (CALL-01, contract §3.1, §4.1)', () => {
  it('CALL-01 SESSION-02 accepts the encrypted body the app sends and answers the session', async () => {
    const response = await sandbox.login({ username: 'player1', password: 'Player123' }, { remoteAddress: freshIp() });
    expect(response.statusCode).toBe(200);
    const body = envelope<LoginValue>(response);
    expect(body.success).toBe(true);
    expect(body.value).toEqual({
      token: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown,
      id: expect.any(Number) as unknown,
      userName: 'player1',
      customerType: 0,
      firstTimeLogin: false,
      passwordExpired: false,
    });
    const info = await sandbox.call({ url: '/wps/member/info', headers: { authorization: body.value.token } });
    expect(envelope<{ account: string }>(info).value.account).toBe('player1');
  });

  it('is case-insensitive on the username and answers each seed type', async () => {
    const agent = envelope<LoginValue>(
      await sandbox.login({ username: 'AGENT1', password: 'Agent123' }, { remoteAddress: freshIp() }),
    );
    expect(agent.value.customerType).toBe(1);
    const trial = envelope<LoginValue>(
      await sandbox.login({ username: 'trial1', password: 'Trial123' }, { remoteAddress: freshIp() }),
    );
    expect(trial.value.customerType).toBe(4);
  });

  it('accepts the V1 form: the ciphertext as a bare JSON string with the Encryption header only', async () => {
    const modulus = (await sandbox.call({ url: '/wps/session/key/rsa' })).body;
    const encrypted = encryptBody(
      { username: 'player1', password: 'Player123', captcha: null, type: 'username' },
      modulus,
    );
    const response = await sandbox.call({
      url: '/wps/session/login',
      method: 'POST',
      headers: { encryption: encrypted.headers.Encryption, 'content-type': 'application/json' },
      payload: JSON.stringify(encrypted.body.value),
      remoteAddress: freshIp(),
    });
    expect(envelope(response).success).toBe(true);
  });

  it('refuses an encrypted call without its crypto headers with 400 request_body_required', async () => {
    const modulus = (await sandbox.call({ url: '/wps/session/key/rsa' })).body;
    const encrypted = encryptBody(
      { username: 'player1', password: 'Player123', captcha: null, type: 'username' },
      modulus,
    );
    const send = (headers: Record<string, string>, payload: string) =>
      sandbox.call({
        url: '/wps/session/login',
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        payload,
      });
    const body = JSON.stringify(encrypted.body);

    const noEncryption = await send({ 'x-digest': encrypted.headers['X-Digest'], 'x-rsa': modulus }, body);
    expect(noEncryption.statusCode).toBe(400);
    expect(envelope(noEncryption)).toMatchObject({ success: false, errorCode: 'request_body_required' });

    const noDigest = await send({ encryption: encrypted.headers.Encryption, 'x-rsa': modulus }, body);
    expect(noDigest.statusCode).toBe(400);
    expect(envelope(noDigest).errorCode).toBe('request_body_required');

    const plain = await send({}, JSON.stringify({ username: 'player1', password: 'Player123' }));
    expect(plain.statusCode).toBe(400);
    expect(envelope(plain).errorCode).toBe('request_body_required');

    const garbage = await send(
      { encryption: 'abc123', 'x-digest': 'bm9wZQ==', 'x-rsa': modulus },
      JSON.stringify({ value: 'bm9wZQ==' }),
    );
    expect(garbage.statusCode).toBe(400);
    expect(envelope(garbage).errorCode).toBe('request_body_required');
    expect(garbage.body).not.toMatch(/at \w+ \(/);
  });

  it('validates the decrypted payload and answers 400 request_param_err', async () => {
    const modulus = (await sandbox.call({ url: '/wps/session/key/rsa' })).body;
    const encrypted = encryptBody({ username: '', password: 'x', type: 'fingerprint' }, modulus);
    const response = await sandbox.call({
      url: '/wps/session/login',
      method: 'POST',
      headers: { ...encrypted.headers, 'content-type': 'application/json' },
      payload: JSON.stringify(encrypted.body),
    });
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toMatchObject({ success: false, errorCode: 'request_param_err' });
    expect(envelope(response).message).toMatch(/username/);
  });

  it('answers wrong credentials with login.failed and captcha false at first', async () => {
    const ip = freshIp();
    const wrongPassword = await sandbox.login({ username: 'player1', password: 'nope' }, { remoteAddress: ip });
    expect(wrongPassword.statusCode).toBe(200);
    expect(envelope(wrongPassword)).toMatchObject({
      success: false,
      errorCode: 'login.failed',
      value: { captcha: false },
    });
    expect(envelope(wrongPassword).message).toBeTruthy();
    const unknownUser = await sandbox.login({ username: 'nobody', password: 'nope' }, { remoteAddress: freshIp() });
    expect(envelope(unknownUser)).toMatchObject({
      success: false,
      errorCode: 'login.failed',
      value: { captcha: false },
    });
  });

  it('LOGIN-17 demands the captcha after 3 failures of an account and takes a correct one', async () => {
    await createAccount('captcha_acc');
    const ip = freshIp();
    const fail = () => sandbox.login({ username: 'captcha_acc', password: 'wrong' }, { remoteAddress: ip });
    expect(envelope(await fail()).value).toEqual({ captcha: false });
    expect(envelope(await fail()).value).toEqual({ captcha: false });
    expect(envelope(await fail()).value).toEqual({ captcha: true });

    // The right password without a captcha is still refused.
    const noCaptcha = await sandbox.login({ username: 'captcha_acc', password: 'Secret123' }, { remoteAddress: ip });
    expect(envelope(noCaptcha)).toMatchObject({
      success: false,
      errorCode: 'captcha.invalid',
      value: { captcha: true },
    });

    const wrongCaptcha = await fetchCaptcha(ip);
    const wrong = await sandbox.login(
      { username: 'captcha_acc', password: 'Secret123', captcha: wrongCaptcha.code === '0000' ? '1111' : '0000' },
      { remoteAddress: ip, cookies: { captchaId: wrongCaptcha.cookie } },
    );
    expect(envelope(wrong).errorCode).toBe('captcha.invalid');
    // Single use: the right code of a consumed captcha no longer works.
    const reused = await sandbox.login(
      { username: 'captcha_acc', password: 'Secret123', captcha: wrongCaptcha.code },
      { remoteAddress: ip, cookies: { captchaId: wrongCaptcha.cookie } },
    );
    expect(envelope(reused).errorCode).toBe('captcha.invalid');

    const captcha = await fetchCaptcha(ip);
    const ok = await sandbox.login(
      { username: 'captcha_acc', password: 'Secret123', captcha: captcha.code },
      { remoteAddress: ip, cookies: { captchaId: captcha.cookie } },
    );
    expect(envelope(ok).success).toBe(true);
    // A solved captcha and a success clear the counters.
    expect(
      envelope(await sandbox.login({ username: 'captcha_acc', password: 'Secret123' }, { remoteAddress: ip })).success,
    ).toBe(true);
  });

  it('counts failures per IP across accounts', async () => {
    const ip = freshIp();
    for (const username of ['ip_a', 'ip_b', 'ip_c']) {
      await sandbox.login({ username, password: 'wrong' }, { remoteAddress: ip });
    }
    const next = await sandbox.login({ username: 'player1', password: 'Player123' }, { remoteAddress: ip });
    expect(envelope(next)).toMatchObject({ success: false, errorCode: 'captcha.invalid' });
    // Another IP is not affected.
    expect(
      envelope(await sandbox.login({ username: 'player1', password: 'Player123' }, { remoteAddress: freshIp() }))
        .success,
    ).toBe(true);
  });

  it('refuses a captcha past its expiry', async () => {
    await createAccount('expiry_acc');
    const ip = freshIp();
    for (let attempt = 0; attempt < 3; attempt += 1)
      await sandbox.login({ username: 'expiry_acc', password: 'wrong' }, { remoteAddress: ip });
    const captcha = await fetchCaptcha(ip);
    await sandbox.control('POST', 'clock', { offsetMs: 6 * 60 * 1000 });
    const late = await sandbox.login(
      { username: 'expiry_acc', password: 'Secret123', captcha: captcha.code },
      { remoteAddress: ip, cookies: { captchaId: captcha.cookie } },
    );
    await sandbox.control('POST', 'clock', { offsetMs: 0 });
    expect(envelope(late).errorCode).toBe('captcha.invalid');
  });
});

describe('captcha (CALL-07, contract §1.3)', () => {
  it('CALL-07 answers a real PNG of 4-5 digits in base64, bound to a captchaId cookie', async () => {
    const { png, code, cookie } = await fetchCaptcha(freshIp());
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const image = PNG.sync.read(png);
    expect(image.width).toBe(120);
    expect(image.height).toBe(40);
    expect(code).toMatch(/^\d{4,5}$/);
    expect(cookie).toMatch(/^[0-9a-f]{32}$/);
  });

  it('is never cached', async () => {
    const response = await sandbox.call({ url: '/wps/captcha?t=1' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('logout (CALL-02)', () => {
  it('CALL-02 SESSION-14 DELETE ends the token: member info then answers 401', async () => {
    const token = await sandbox.token();
    const logout = await sandbox.call({
      url: '/wps/session/logout',
      method: 'DELETE',
      headers: { authorization: token, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(envelope(logout).success).toBe(true);
    const after = await sandbox.call({ url: '/wps/member/info', headers: { authorization: token } });
    expect(after.statusCode).toBe(401);
    expect(envelope(after)).toMatchObject({ success: false, errorCode: 'login.not.session' });
  });

  it('accepts POST too (contract §4.1)', async () => {
    const token = await sandbox.token();
    const logout = await sandbox.call({
      url: '/wps/session/logout',
      method: 'POST',
      headers: { authorization: token },
    });
    expect(envelope(logout).success).toBe(true);
    expect((await sandbox.call({ url: '/wps/member/info', headers: { authorization: token } })).statusCode).toBe(401);
  });

  it('answers 401 without a token', async () => {
    const logout = await sandbox.call({ url: '/wps/session/logout', method: 'DELETE' });
    expect(logout.statusCode).toBe(401);
    expect(envelope(logout).errorCode).toBe('login.not.session');
  });
});
