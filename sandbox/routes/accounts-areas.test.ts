import { describe, expect, it } from 'vitest';
import { encryptBody } from '../../src/platform/crypto/index.ts';
import { envelope, sandboxForFile } from '../test-support.ts';

const sandbox = sandboxForFile();

async function encryptedLogin(payload: Record<string, unknown>) {
  const modulus = (await sandbox.call({ url: '/wps/session/key/rsa' })).body;
  const encrypted = encryptBody(payload, modulus);
  return sandbox.call({
    url: '/wps/session/login',
    method: 'POST',
    headers: { ...encrypted.headers, 'content-type': 'application/json' },
    payload: JSON.stringify(encrypted.body),
    remoteAddress: '10.9.0.1',
  });
}

describe('verification, trial and password areas', () => {
  it('SMS-05 LOGIN-14 sends a code readable through the control API, and the code logs the mobile member in once', async () => {
    await sandbox.control('POST', 'accounts', {
      username: 'smsunit',
      password: 'Secret123',
      type: 0,
      mobile: '5511977770001',
    });
    const sent = await sandbox.call({
      url: '/wps/verification/sms/noLogin',
      method: 'POST',
      payload: { mobileNum: '5511977770001' },
    });
    expect(envelope(sent)).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    const code = envelope<{ code: string }>(await sandbox.control('GET', 'sms?mobile=5511977770001')).value.code;
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await encryptedLogin({
      username: '5511977770001',
      password: code === '000000' ? '111111' : '000000',
      captcha: null,
      type: 'sms',
    });
    expect(envelope(wrong).success).toBe(false);
    const right = await encryptedLogin({ username: '5511977770001', password: code, captcha: null, type: 'sms' });
    expect(envelope(right)).toMatchObject({ success: true, value: { userName: 'smsunit' } });
    const again = await encryptedLogin({ username: '5511977770001', password: code, captcha: null, type: 'sms' });
    expect(envelope(again).success).toBe(false);
  });

  it('TRIAL-02 TRIAL-03 creates a trial member and logs it in with its key only', async () => {
    const created = envelope<{ userName: string; password: string }>(
      await sandbox.call({ url: '/wps/member/trialuser', merchant: 'demotrial' }),
    ).value;
    const bad = await sandbox.call({
      url: '/wps/session/login/freeplay',
      method: 'POST',
      merchant: 'demotrial',
      payload: { username: created.userName, password: 'nope' },
    });
    expect(envelope(bad).success).toBe(false);
    const good = await sandbox.call({
      url: '/wps/session/login/freeplay',
      method: 'POST',
      merchant: 'demotrial',
      payload: { username: created.userName, password: created.password },
    });
    expect(envelope(good)).toMatchObject({ success: true, value: { customerType: 4 } });
    // A seeded real account cannot be used through the free-play login.
    const player = await sandbox.call({
      url: '/wps/session/login/freeplay',
      method: 'POST',
      merchant: 'demotrial',
      payload: { username: 'player1', password: 'Player123' },
    });
    expect(envelope(player).success).toBe(false);
  });
});
