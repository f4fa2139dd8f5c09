import { describe, expect, it } from 'vitest';
import { PlatformError } from '@/platform/errors';
import { fieldClearedAfterResetFailure, resetMobileRule } from './forgot-phone-form';

describe('phone reset rules', () => {
  it('FORGOT-11 an empty mobile gets the minimum-length message; a bad one the format message', () => {
    expect(resetMobileRule('')).toBe('forgot.mobileMin');
    expect(resetMobileRule('   ')).toBe('forgot.mobileMin');
    expect(resetMobileRule(undefined)).toBe('forgot.mobileMin');
    expect(resetMobileRule('12ab')).toBe('rules.mobileFormat');
    expect(resetMobileRule('1'.repeat(21))).toBe('rules.mobileFormat');
    expect(resetMobileRule(' 5511987654321 ')).toBeNull();
  });

  it('ERR-10 ERR-11 modify.new.old.same clears the password, any other failure the code', () => {
    expect(
      fieldClearedAfterResetFailure(new PlatformError({ kind: 'business', errorCode: 'modify.new.old.same' })),
    ).toBe('newPassword');
    expect(
      fieldClearedAfterResetFailure(new PlatformError({ kind: 'business', errorCode: 'verification.code.invalid' })),
    ).toBe('verificationCode');
    expect(fieldClearedAfterResetFailure(new PlatformError({ kind: 'timeout' }))).toBe('verificationCode');
    expect(fieldClearedAfterResetFailure(new Error('boom'))).toBe('verificationCode');
  });
});
