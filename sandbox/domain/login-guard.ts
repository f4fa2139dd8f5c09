import type { ControlStore } from '../control-state.ts';

/**
 * Failed logins counted per account and per client address, both within a
 * merchant (REL-12). From the third failure on,
 * the platform demands the captcha (value.captcha, contract §1.3). Counters
 * live in the control scope so parallel tests never lock each other out
 * (outside test mode there is one scope: server.ts scopeOf); a failure older than the window no longer counts.
 */

const CAPTCHA_AFTER_FAILURES = 3;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Rate limits (issue 16): attempts, failed or not, per account and per
 * address in a fixed one-minute window. Past them the platform answers
 * `login.rate.limited` with `value.retryAfterSeconds` before any password
 * is hashed, so a flood of logins cannot take the server's CPU from reads.
 */
const RATE_WINDOW_MS = 60 * 1000;
const MAX_ATTEMPTS_PER_ACCOUNT = 10;
const MAX_ATTEMPTS_PER_ADDRESS = 60;

const accountKey = (merchant: string, username: string) => `account:${merchant}:${username.trim().toLowerCase()}`;
const ipKey = (merchant: string, ip: string) => `ip:${merchant}:${ip}`;

export class LoginGuard {
  constructor(
    private readonly control: ControlStore,
    private readonly scope: string,
    private readonly now: number,
  ) {}

  private count(key: string): number {
    const failures = this.control.loginFailures(this.scope);
    const entry = failures.get(key);
    if (!entry) return 0;
    if (this.now - entry.lastAt > FAILURE_WINDOW_MS) {
      failures.delete(key);
      return 0;
    }
    return entry.count;
  }

  private bump(key: string): number {
    const count = this.count(key) + 1;
    this.control.loginFailures(this.scope).set(key, { count, lastAt: this.now });
    return count;
  }

  /** Counts this attempt; answers the seconds to wait when the account or the address is over its limit, else null. */
  admitAttempt(merchant: string, username: string, ip: string): number | null {
    const attempts = this.control.loginAttempts(this.scope);
    let wait = 0;
    for (const [key, limit] of [
      [accountKey(merchant, username), MAX_ATTEMPTS_PER_ACCOUNT],
      [ipKey(merchant, ip), MAX_ATTEMPTS_PER_ADDRESS],
    ] as const) {
      const entry = attempts.get(key);
      const current =
        entry && this.now - entry.windowStart < RATE_WINDOW_MS ? entry : { count: 0, windowStart: this.now };
      current.count += 1;
      attempts.set(key, current);
      if (current.count > limit)
        wait = Math.max(wait, Math.ceil((current.windowStart + RATE_WINDOW_MS - this.now) / 1000));
    }
    return wait > 0 ? wait : null;
  }

  captchaRequired(merchant: string, username: string, ip: string): boolean {
    return (
      Math.max(this.count(accountKey(merchant, username)), this.count(ipKey(merchant, ip))) >= CAPTCHA_AFTER_FAILURES
    );
  }

  /** Records a failure; returns whether the next attempt needs the captcha. */
  recordFailure(merchant: string, username: string, ip: string): boolean {
    return (
      Math.max(this.bump(accountKey(merchant, username)), this.bump(ipKey(merchant, ip))) >= CAPTCHA_AFTER_FAILURES
    );
  }

  /** A success clears the account; the IP too when a captcha was solved on the way. */
  recordSuccess(merchant: string, username: string, ip: string, solvedCaptcha: boolean): void {
    const failures = this.control.loginFailures(this.scope);
    failures.delete(accountKey(merchant, username));
    if (solvedCaptcha) failures.delete(ipKey(merchant, ip));
  }
}
