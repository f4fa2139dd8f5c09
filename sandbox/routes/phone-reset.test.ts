import { describe, expect, it } from 'vitest';
import { encryptBody } from '../../src/platform/crypto/index.ts';
import { envelope, sandboxForFile } from '../test-support.ts';

const sandbox = sandboxForFile();

async function encrypted(url: string, method: 'POST' | 'PUT', payload: Record<string, unknown>) {
  const modulus = (await sandbox.call({ url: '/wps/session/key/rsa' })).body;
  const body = encryptBody(payload, modulus);
  return sandbox.call({
    url,
    method,
    headers: { ...body.headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body.body),
    remoteAddress: '10.9.1.1',
  });
}

const MOBILE = '5511977770042';

async function sendCode(): Promise<string> {
  const sent = await sandbox.call({
    url: '/wps/verification/sms/noLogin',
    method: 'POST',
    payload: { mobileNum: MOBILE },
  });
  expect(envelope(sent).success).toBe(true);
  return envelope<{ code: string }>(await sandbox.control('GET', `sms?mobile=${MOBILE}`)).value.code;
}

describe('set password by phone (CALL-10)', () => {
  it('FORGOT-14 FORGOT-15 refuses a wrong code, refuses the same password without using the code, then sets it and the mobile logs in', async () => {
    await sandbox.control('POST', 'accounts', {
      username: 'phonereset',
      password: 'Secret123',
      type: 0,
      mobile: MOBILE,
    });
    const code = await sendCode();
    const wrong = await encrypted('/wps/member/password/verification', 'PUT', {
      mobileNum: MOBILE,
      verificationCode: code === '000000' ? '111111' : '000000',
      newPassword: 'Fresh4567',
    });
    expect(envelope(wrong)).toMatchObject({ success: false, errorCode: 'verification.code.invalid' });
    const same = await encrypted('/wps/member/password/verification', 'PUT', {
      mobileNum: MOBILE,
      verificationCode: code,
      newPassword: 'Secret123',
    });
    expect(envelope(same)).toMatchObject({ success: false, errorCode: 'modify.new.old.same' });
    const set = await encrypted('/wps/member/password/verification', 'PUT', {
      mobileNum: MOBILE,
      verificationCode: code,
      newPassword: 'Fresh4567',
    });
    expect(envelope(set).success).toBe(true);
    // The code is single use.
    const again = await encrypted('/wps/member/password/verification', 'PUT', {
      mobileNum: MOBILE,
      verificationCode: code,
      newPassword: 'Other4567',
    });
    expect(envelope(again).success).toBe(false);
    const login = await encrypted('/wps/session/login', 'POST', {
      username: MOBILE,
      password: 'Fresh4567',
      captcha: null,
      type: 'username',
    });
    expect(envelope(login)).toMatchObject({ success: true, value: { userName: 'phonereset' } });
  });

  it('an unknown mobile answers like a wrong code', async () => {
    const response = await encrypted('/wps/member/password/verification', 'PUT', {
      mobileNum: '5511900000999',
      verificationCode: '123456',
      newPassword: 'Fresh4567',
    });
    expect(envelope(response)).toMatchObject({ success: false, errorCode: 'verification.code.invalid' });
  });
});
