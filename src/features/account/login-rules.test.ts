import { describe, expect, it } from 'vitest';
import { LOGIN_LIMITS, loginRules } from './login-rules';
import { smsCountdownSeconds } from '@/session';

describe('login rule sets', () => {
  it('LOGIN-03 loginUsername: required, 4-16 letters/digits/underscore, trimmed', () => {
    expect(loginRules.loginUsername('')).toBe('rules.usernameRequired');
    expect(loginRules.loginUsername('   ')).toBe('rules.usernameRequired');
    expect(loginRules.loginUsername('abc')).toBe('rules.usernameFormat');
    expect(loginRules.loginUsername('a'.repeat(LOGIN_LIMITS.usernameMax + 1))).toBe('rules.usernameFormat');
    expect(loginRules.loginUsername('<script>')).toBe('rules.usernameFormat');
    expect(loginRules.loginUsername(' player1 ')).toBeNull();
  });

  it('LOGIN-03 loginPassword: required, 6-20 printable characters without spaces or markup', () => {
    expect(loginRules.loginPassword('')).toBe('rules.passwordRequired');
    expect(loginRules.loginPassword('12345')).toBe('rules.passwordFormat');
    expect(loginRules.loginPassword('a'.repeat(21))).toBe('rules.passwordFormat');
    expect(loginRules.loginPassword('<script>')).toBe('rules.passwordFormat');
    expect(loginRules.loginPassword('has space1')).toBe('rules.passwordFormat');
    expect(loginRules.loginPassword('Player123')).toBeNull();
    expect(loginRules.loginPassword('P@ss#word!')).toBeNull();
  });

  it('LOGIN-04 SMS-11 SMS-12 loginMobileNum and verificationCode: digits, mobile ≤ 20, code ≤ 10', () => {
    expect(loginRules.loginMobileNum('')).toBe('rules.mobileRequired');
    expect(loginRules.loginMobileNum('12345')).toBe('rules.mobileFormat');
    expect(loginRules.loginMobileNum('1'.repeat(21))).toBe('rules.mobileFormat');
    expect(loginRules.loginMobileNum('12345abc')).toBe('rules.mobileFormat');
    expect(loginRules.loginMobileNum('1'.repeat(20))).toBeNull();
    expect(loginRules.verificationCode('')).toBe('rules.codeRequired');
    expect(loginRules.verificationCode('12a4')).toBe('rules.codeFormat');
    expect(loginRules.verificationCode('1'.repeat(11))).toBe('rules.codeFormat');
    expect(loginRules.verificationCode('1'.repeat(10))).toBeNull();
  });

  it('CAPTCHA-04 CAPTCHA-05 ERR-04 captcha: required, digits only, at most 6', () => {
    expect(loginRules.captcha('')).toBe('rules.captchaRequired');
    expect(loginRules.captcha('12a')).toBe('rules.captchaFormat');
    expect(loginRules.captcha('1234567')).toBe('rules.captchaFormat');
    expect(loginRules.captcha('123456')).toBeNull();
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
