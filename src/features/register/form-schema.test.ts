import { describe, expect, it } from 'vitest';
import {
  buildRegisterSchema,
  checkFieldValue,
  validateRegisterValues,
  visibleFields,
  type VisibleField,
} from './form-schema';
import { parseRegisterSettings } from '@/tenant/register-settings';

const rule = (over: Record<string, unknown> = {}) => ({
  enabled: true,
  required: false,
  acceptedPattern: '^[A-Za-z0-9]{4,8}$',
  minLength: 4,
  maxLength: 8,
  patternId: 4,
  ...over,
});

const settings = parseRegisterSettings({
  methods: { username: true, mobile: true },
  phoneVerification: 'platform',
  fields: {
    username: rule({ required: true, acceptedPattern: '^[A-Za-z][A-Za-z0-9]{3,7}$', patternId: 1 }),
    mobileNum: rule({ acceptedPattern: '^[0-9]{6,20}$', minLength: 6, maxLength: 20 }),
    verificationCode: rule({ enabled: false }),
    password: rule({ required: true }),
    confirmPassword: rule({ required: true }),
    nickname: rule(),
    email: 'broken entry',
    captcha: rule({ required: true, acceptedPattern: '^[0-9]{1,6}$', minLength: 1, maxLength: 6 }),
    affiliateCode: rule(),
  },
});

describe('register settings and the run-time schema', () => {
  it('REG-05 REG-07 parses the field configuration; a broken entry is a disabled field', () => {
    expect(settings.fields.username).toMatchObject({
      enabled: true,
      required: true,
      pattern: '^[A-Za-z][A-Za-z0-9]{3,7}$',
    });
    expect(settings.fields.email.enabled).toBe(false);
    expect(settings.fields.zalo.enabled).toBe(false);
    expect(parseRegisterSettings(null).methods).toEqual({ username: true, mobile: false });
  });

  it('REG-05 AFF-02 AFF-03 shows enabled fields per tab; the mobile tab has no username and always number and code', () => {
    const names = (fields: VisibleField[]) => fields.map((field) => field.name);
    expect(names(visibleFields({ settings, tab: 'username', urlAffiliateValid: false }))).toEqual([
      'username',
      'mobileNum',
      'password',
      'confirmPassword',
      'nickname',
      'affiliateCode',
      'captcha',
    ]);
    const mobile = visibleFields({ settings, tab: 'mobile', urlAffiliateValid: true });
    expect(names(mobile)).toEqual([
      'mobileNum',
      'verificationCode',
      'password',
      'confirmPassword',
      'nickname',
      'captcha',
    ]);
    expect(mobile.find((field) => field.name === 'mobileNum')?.required).toBe(true);
  });

  it('REG-14 REG-15 checks each field by its server pattern; an empty optional value passes', () => {
    const nickname = visibleFields({ settings, tab: 'username', urlAffiliateValid: false }).find(
      (field) => field.name === 'nickname',
    );
    if (!nickname) throw new Error('nickname not shown');
    expect(checkFieldValue(nickname, '')).toBeNull();
    expect(checkFieldValue(nickname, 'abc1')).toBeNull();
    expect(checkFieldValue(nickname, '<script>')).toBe('format');
    expect(checkFieldValue(nickname, 'abc')).toBe('format');
    expect(checkFieldValue({ ...nickname, required: true }, '  ')).toBe('required');
    // A pattern this engine cannot compile still applies the length bounds.
    expect(checkFieldValue({ ...nickname, pattern: '([' }, 'abcd')).toBeNull();
  });

  it('REG-16 ERR-02 ERR-03 confirm password is required and must equal the password', () => {
    const fields = visibleFields({ settings, tab: 'username', urlAffiliateValid: false });
    const base = { username: 'abcd1', password: 'secret1', confirmPassword: 'secret1', captcha: '12' };
    expect(validateRegisterValues(fields, base)).toEqual({});
    expect(validateRegisterValues(fields, { ...base, confirmPassword: '' })).toEqual({
      confirmPassword: 'confirmRequired',
    });
    expect(validateRegisterValues(fields, { ...base, confirmPassword: 'other12' })).toEqual({
      confirmPassword: 'confirmMismatch',
    });
  });

  it('REG-18 lists the failures in form order, captcha with its own message', () => {
    const fields = visibleFields({ settings, tab: 'username', urlAffiliateValid: false });
    const errors = validateRegisterValues(fields, { username: '1bad', nickname: 'x' });
    expect(Object.entries(errors)).toEqual([
      ['username', 'format'],
      ['password', 'required'],
      ['confirmPassword', 'confirmRequired'],
      ['nickname', 'format'],
      ['captcha', 'captchaRequired'],
    ]);
    const filled = {
      username: 'abcd1',
      mobileNum: '',
      password: 'secret1',
      confirmPassword: 'secret1',
      nickname: '',
      affiliateCode: '',
      captcha: '1',
    };
    expect(buildRegisterSchema(fields).safeParse(filled).success).toBe(true);
  });
});
