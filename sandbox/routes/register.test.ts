import { describe, expect, it } from 'vitest';
import { encryptBody } from '../../src/platform/crypto/index.ts';
import { envelope, sandboxForFile } from '../test-support.ts';

const sandbox = sandboxForFile();

async function encrypted(
  url: string,
  method: 'PUT' | 'POST',
  payload: Record<string, unknown>,
  cookies: Record<string, string> = {},
) {
  const modulus = (await sandbox.call({ url: '/wps/session/key/rsa' })).body;
  const body = encryptBody(payload, modulus);
  return sandbox.call({
    url,
    method,
    cookies,
    headers: { ...body.headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body.body),
  });
}

/** A fresh captcha: its cookie and its code (control API). */
async function captcha(): Promise<{ cookies: Record<string, string>; code: string }> {
  const response = await sandbox.call({ url: '/wps/captcha' });
  const cookie = response.cookies.find((item) => item.name === 'captchaId');
  const code = envelope<{ code: string }>(await sandbox.control('GET', 'captcha')).value.code;
  return { cookies: cookie ? { captchaId: cookie.value } : {}, code };
}

const EMPTY = {
  countryDialingCode: '',
  registerUrl: 'demo.localhost',
  registerMethod: 'H5',
  username: '',
  password: '',
  confirmPassword: '',
  affiliateCode: '',
  paymentPassword: '',
  recommenderId: '',
  nickname: '',
  payeeName: '',
  email: '',
  mobileNum: '',
  idNumber: '',
  qqNum: '',
  facebook: '',
  wechat: '',
  line: '',
  whatsapp: '',
  zalo: '',
  captcha: '',
  type: 0,
  domain: '',
  verificationCode: '',
};

describe('registration area (000 §2.4, §3, §7)', () => {
  it('CALL-06 answers the field configuration, switchable per scope', async () => {
    const settings = envelope<{
      methods: { username: boolean };
      fields: Record<string, { enabled: boolean; acceptedPattern: string }>;
    }>(await sandbox.call({ url: '/wps/system/setting/register' })).value;
    expect(settings.methods.username).toBe(true);
    expect(settings.fields.username).toMatchObject({ enabled: true, acceptedPattern: expect.any(String) as unknown });
    await sandbox.control('POST', 'register-settings', { fields: { zalo: { enabled: true } } }, 'other');
    const scoped = envelope<{ fields: Record<string, { enabled: boolean }> }>(
      await sandbox.call({ url: '/wps/system/setting/register', cookies: { lobby_scope: 'other' } }),
    ).value;
    expect(scoped.fields.zalo?.enabled).toBe(true);
    const plain = envelope<{ fields: Record<string, { enabled: boolean }> }>(
      await sandbox.call({ url: '/wps/system/setting/register' }),
    ).value;
    expect(plain.fields.zalo?.enabled).toBe(false);
  });

  it('checks affiliate codes: valid, inactive, unknown', async () => {
    expect(envelope(await sandbox.call({ url: '/wps/affiliate/check?code=AFF2024&domain=' })).success).toBe(true);
    expect(envelope(await sandbox.call({ url: '/wps/affiliate/check?code=OLDCODE1&domain=' }))).toMatchObject({
      success: false,
      errorCode: 'affiliate.invalid',
    });
    expect(envelope(await sandbox.call({ url: '/wps/affiliate/check?code=NOPE&domain=' })).success).toBe(false);
  });

  it('CALL-05 registers a member with a hashed password and a session; a second try is username.exists', async () => {
    const first = await captcha();
    const payload = {
      ...EMPTY,
      username: 'unitreg1',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      captcha: first.code,
    };
    const created = envelope<{ token: string; userName: string }>(
      await encrypted('/wps/member/register', 'PUT', payload, first.cookies),
    );
    expect(created.success).toBe(true);
    expect(created.value.token).toMatch(/^[0-9a-f]{32}$/);
    expect(await sandbox.token('unitreg1', 'Secret123')).toMatch(/^[0-9a-f]{32}$/);
    const second = await captcha();
    const again = envelope(
      await encrypted('/wps/member/register', 'PUT', { ...payload, captcha: second.code }, second.cookies),
    );
    expect(again).toMatchObject({ success: false, errorCode: 'username.exists' });
  });

  it('refuses a mismatched confirmation, a bad pattern, a wrong captcha and an invalid affiliate code', async () => {
    const base = { ...EMPTY, username: 'unitreg2', password: 'Secret123', confirmPassword: 'Secret123' };
    let c = await captcha();
    expect(
      envelope(
        await encrypted(
          '/wps/member/register',
          'PUT',
          { ...base, confirmPassword: 'Other123', captcha: c.code },
          c.cookies,
        ),
      ).errorCode,
    ).toBe('password.confirm.mismatch');
    c = await captcha();
    expect(
      envelope(
        await encrypted('/wps/member/register', 'PUT', { ...base, username: '<script>', captcha: c.code }, c.cookies),
      ).errorCode,
    ).toBe('account.format.invalid');
    c = await captcha();
    expect(
      envelope(
        await encrypted('/wps/member/register', 'PUT', { ...base, captcha: c.code === '1' ? '2' : '1' }, c.cookies),
      ).errorCode,
    ).toBe('captcha.invalid');
    c = await captcha();
    expect(
      envelope(
        await encrypted(
          '/wps/member/register',
          'PUT',
          { ...base, affiliateCode: 'OLDCODE1', captcha: c.code },
          c.cookies,
        ),
      ).errorCode,
    ).toBe('affiliate.invalid');
    const missing = await encrypted('/wps/member/register', 'PUT', { username: 'x' });
    expect(missing.statusCode).toBe(400);
  });

  it('LOGIN-15 the test identity provider verifies a phone and its id token logs the member in once', async () => {
    await sandbox.control('POST', 'accounts', {
      username: 'phoneunit',
      password: 'Secret123',
      type: 0,
      mobile: '11977770002',
    });
    const sent = envelope<{ verificationId: string }>(
      await sandbox.call({
        url: '/__identity/phone/send',
        method: 'POST',
        payload: { mobile: '11977770002', countryDialingCode: '55' },
      }),
    );
    const code = envelope<{ code: string }>(await sandbox.control('GET', 'identity/code?mobile=11977770002')).value
      .code;
    const wrong = await sandbox.call({
      url: '/__identity/phone/verify',
      method: 'POST',
      payload: { verificationId: sent.value.verificationId, code: code === '000000' ? '111111' : '000000' },
    });
    expect(envelope(wrong).success).toBe(false);
    const verified = envelope<{ idToken: string }>(
      await sandbox.call({
        url: '/__identity/phone/verify',
        method: 'POST',
        payload: { verificationId: sent.value.verificationId, code },
      }),
    );
    const login = {
      type: 'sandboxIdentity',
      channel: 'sms',
      idToken: verified.value.idToken,
      mobileNum: '11977770002',
      countryDialingCode: '55',
    };
    expect(envelope(await encrypted('/wps/session/login/verification', 'POST', login))).toMatchObject({
      success: true,
      value: { userName: 'phoneunit' },
    });
    expect(envelope(await encrypted('/wps/session/login/verification', 'POST', login)).success).toBe(false);
  });
});
