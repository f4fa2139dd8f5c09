import { LIMITS } from '@/lib/spec-constants';

/**
 * The shared login rule sets of 000 §5 (loginUsername, loginPassword,
 * loginMobileNum, verificationCode) and the captcha rule. The spec does not
 * show their bounds; the chosen ones are recorded in docs/decisions.md
 * ("Accounts"). Each rule answers null when the value passes, else the key of
 * its own message in the `account` catalogue (LOGIN-03, LOGIN-04).
 */

export type RuleMessageKey =
  | 'rules.usernameRequired'
  | 'rules.usernameFormat'
  | 'rules.passwordRequired'
  | 'rules.passwordFormat'
  | 'rules.mobileRequired'
  | 'rules.mobileFormat'
  | 'rules.codeRequired'
  | 'rules.codeFormat'
  | 'rules.captchaRequired'
  | 'rules.captchaFormat';

export type Rule = (value: string) => RuleMessageKey | null;

export const LOGIN_LIMITS = {
  usernameMin: 4,
  usernameMax: 16,
  passwordMin: 6,
  passwordMax: 20,
  /** SMS-12 / 000 §9: mobile at most 20 characters. */
  mobileMin: 6,
  mobileMax: LIMITS.mobileMaxLength,
  /** SMS-11 / 000 §9: SMS code digits only, at most 10. */
  codeMax: LIMITS.smsCodeMaxLength,
  /** CAPTCHA-05 / 000 §9: captcha at most 6. */
  captchaMax: LIMITS.captchaMaxLength,
} as const;

const USERNAME = new RegExp(`^[A-Za-z0-9_]{${LOGIN_LIMITS.usernameMin},${LOGIN_LIMITS.usernameMax}}$`);
/** Printable ASCII without spaces and without the markup characters < > " ' `. */
const PASSWORD = new RegExp(`^[!#-&(-;=?-_a-~]{${LOGIN_LIMITS.passwordMin},${LOGIN_LIMITS.passwordMax}}$`);
const MOBILE = new RegExp(`^[0-9]{${LOGIN_LIMITS.mobileMin},${LOGIN_LIMITS.mobileMax}}$`);
const CODE = new RegExp(`^[0-9]{1,${LOGIN_LIMITS.codeMax}}$`);
const CAPTCHA = new RegExp(`^[0-9]{1,${LOGIN_LIMITS.captchaMax}}$`);

const rule =
  (pattern: RegExp, required: RuleMessageKey, format: RuleMessageKey, trim: boolean): Rule =>
  (raw) => {
    const value = trim ? raw.trim() : raw;
    if (value === '') return required;
    return pattern.test(value) ? null : format;
  };

export const loginRules = {
  loginUsername: rule(USERNAME, 'rules.usernameRequired', 'rules.usernameFormat', true),
  loginPassword: rule(PASSWORD, 'rules.passwordRequired', 'rules.passwordFormat', false),
  loginMobileNum: rule(MOBILE, 'rules.mobileRequired', 'rules.mobileFormat', true),
  verificationCode: rule(CODE, 'rules.codeRequired', 'rules.codeFormat', true),
  captcha: rule(CAPTCHA, 'rules.captchaRequired', 'rules.captchaFormat', true),
} as const satisfies Record<string, Rule>;
