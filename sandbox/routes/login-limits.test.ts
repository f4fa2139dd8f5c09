import { describe, expect, it } from 'vitest';
import { envelope, sandboxForFile } from '../test-support.ts';

/**
 * REL-12: outside test mode the control scope is not the client's to choose.
 * A `lobby_scope` cookie used to name the scope holding the login counters,
 * so a fresh cookie per attempt reset them; here the sandbox runs as in
 * production and each attempt carries a new cookie.
 */
const sandbox = sandboxForFile({ testMode: false }, 300_000);

let cookiesMade = 0;
const freshScopeCookie = () => ({ lobby_scope: `attacker-${(cookiesMade += 1)}` });

describe('login limits outside test mode (REL-12)', () => {
  it('REL-12 counts wrong passwords by merchant, account and address whatever lobby_scope says', async () => {
    const remoteAddress = '198.51.100.7';
    const answers: Array<{ errorCode?: string; value: unknown }> = [];
    for (let attempt = 0; attempt < 15; attempt += 1) {
      const response = await sandbox.login(
        { username: 'player1', password: 'wrong-password' },
        { remoteAddress, cookies: freshScopeCookie() },
      );
      answers.push(envelope(response));
    }
    // The third failure demands the captcha; past ten attempts a minute the account is rate limited.
    expect(answers[2]).toMatchObject({ errorCode: 'login.failed', value: { captcha: true } });
    expect(answers.slice(3, 10).every((answer) => answer.errorCode === 'captcha.invalid')).toBe(true);
    expect(answers.slice(10).every((answer) => answer.errorCode === 'login.rate.limited')).toBe(true);

    // The right password is refused while the account is limited, from any cookie and any address.
    for (const address of [remoteAddress, '203.0.113.9']) {
      const right = await sandbox.login(
        { username: 'player1', password: 'Player123' },
        { remoteAddress: address, cookies: freshScopeCookie() },
      );
      expect(envelope(right)).toMatchObject({ success: false, errorCode: 'login.rate.limited' });
    }
  }, 180_000);

  it('REL-12 does not open the control API outside test mode', async () => {
    const response = await sandbox.control('GET', 'health');
    expect(response.statusCode).toBe(404);
  });
});
