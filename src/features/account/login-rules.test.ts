import { describe, expect, it } from 'vitest';
import { LOGIN_LIMITS, loginRules, type Rule, type RuleMessageKey } from './login-rules';
import { smsCountdownSeconds } from '@/session';

/** The inputs a rule refuses, by the message it answers, and the inputs it accepts. */
type Verdicts = Partial<Record<RuleMessageKey, readonly string[]>> & { readonly accepted: readonly string[] };

function expectVerdicts(rule: Rule, { accepted, ...refused }: Verdicts): void {
  for (const [message, inputs] of Object.entries(refused))
    for (const input of inputs) expect(rule(input), JSON.stringify(input)).toBe(message);
  for (const input of accepted) expect(rule(input), JSON.stringify(input)).toBeNull();
}

describe('login rule sets', () => {
  it('LOGIN-03 loginUsername: required, 4-16 letters/digits/underscore, trimmed', () => {
    expectVerdicts(loginRules.loginUsername, {
      'rules.usernameRequired': ['', '   '],
      'rules.usernameFormat': ['abc', 'a'.repeat(LOGIN_LIMITS.usernameMax + 1), '<script>'],
      accepted: [' player1 '],
    });
  });

  it('LOGIN-03 loginPassword: required, 6-20 printable characters without spaces or markup', () => {
    expectVerdicts(loginRules.loginPassword, {
      'rules.passwordRequired': [''],
      'rules.passwordFormat': ['12345', 'a'.repeat(21), '<script>', 'has space1'],
      accepted: ['Player123', 'P@ss#word!'],
    });
  });

  it('LOGIN-04 SMS-11 SMS-12 loginMobileNum and verificationCode: digits, mobile ≤ 20, code ≤ 10', () => {
    expectVerdicts(loginRules.loginMobileNum, {
      'rules.mobileRequired': [''],
      'rules.mobileFormat': ['12345', '1'.repeat(21), '12345abc'],
      accepted: ['1'.repeat(20)],
    });
    expectVerdicts(loginRules.verificationCode, {
      'rules.codeRequired': [''],
      'rules.codeFormat': ['12a4', '1'.repeat(11)],
      accepted: ['1'.repeat(10)],
    });
  });

  it('CAPTCHA-04 CAPTCHA-05 ERR-04 captcha: required, digits only, at most 6', () => {
    expectVerdicts(loginRules.captcha, {
      'rules.captchaRequired': [''],
      'rules.captchaFormat': ['12a', '1234567'],
      accepted: ['123456'],
    });
  });

  it('SMS-05 SMS-06 countdown is expiredMinutes × 60 s, else 60 s', () => {
    expect(smsCountdownSeconds(2)).toBe(120);
    expect(smsCountdownSeconds(0.5)).toBe(30);
    expect(smsCountdownSeconds(undefined)).toBe(60);
    expect(smsCountdownSeconds('5')).toBe(60);
    expect(smsCountdownSeconds(0)).toBe(60);
    expect(smsCountdownSeconds(Number.NaN)).toBe(60);
  });
});
