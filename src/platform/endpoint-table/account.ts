import { get, write, type Endpoint } from './endpoint-kinds';

/** Session, registration, passwords and the member: rows of the endpoint table (src/platform/endpoints.ts). */
export const ACCOUNT_ENDPOINTS = {
  // --- Session (000 §7; contract §4.1)
  rsaKey: { ...get('/wps/session/key/rsa', null, 'none', 'contract §3.1'), plainText: true },
  login: write('POST', '/wps/session/login', 'COMM3', 'none', '000 §7', { encrypted: true }),
  loginVerification: write(
    'POST',
    '/wps/session/login/verification',
    'COMM3',
    'none',
    '000 §3 phone provider; contract §4.1',
    { encrypted: true },
  ),
  logout: write('DELETE', '/wps/session/logout', 'COMM3', 'required', '000 §7'),
  trialUser: { ...get('/wps/member/trialuser', 'FREEPLAY3', 'none', '000 §7'), trialMerchant: true, gate: 'demo' },
  freePlayLogin: write('POST', '/wps/session/login/freeplay', 'FREEPLAY3', 'none', '000 §7', { trialMerchant: true }),

  // --- Registration and verification (000 §7)
  register: write('PUT', '/wps/member/register', 'REGISTER_REE3', 'none', '000 §7', { encrypted: true }),
  registerMobile: write('PUT', '/wps/member/register/mobile', 'REGISTER_REE3', 'none', '001 §7 path; 000 §7 module', {
    encrypted: true,
  }),
  registerSettings: get('/wps/system/setting/register', 'REG3', 'none', '000 §7; 001 §7'),
  captcha: get('/wps/captcha', 'VALID_CAPTCHA3', 'none', '000 §7'),
  affiliateCheck: get(
    '/wps/affiliate/check',
    'AFFMAN3',
    'none',
    'decision (000 §7 path not shown; module of 001 §7 affiliate)',
  ),
  smsRegister: write('POST', '/wps/verification/sms/register', 'VERIFICATION3', 'none', '000 §7; 001 §7'),
  smsLogin: write('POST', '/wps/verification/sms/noLogin', 'VERIFICATION3', 'none', '001 §7; contract §4.2'),
  smsPasswordReset: write('POST', '/wps/verification/sms/noLogin', 'PWRESETSMS3', 'none', '000 §7; 001 §7'),
  countryList: get('/wps/system/country', 'COMM3', 'none', '000 §7; 001 §7'),

  // --- Passwords (000 §7)
  changePassword: write('PUT', '/wps/member/password', 'PASS3', 'required', '001 §7 path; contract §4.4', {
    encrypted: true,
  }),
  setPasswordByPhone: write(
    'PUT',
    '/wps/member/password/verification',
    'CHNGPASSVERIF3',
    'none',
    'decision (contract §4.4)',
    { encrypted: true },
  ),
  forgotPasswordEmail: write('POST', '/wps/member/password/email', 'COMM3', 'none', '000 §7; contract §4.4', {
    body: 'form',
  }),

  // --- Member (000 §7; 001 §7)
  memberInfo: get('/wps/member/info', 'COMM3', 'required', '000 §7; 001 §7'),
  headIcon: get('/wps/member/info/icon', 'PROFPIC3', 'required', '000 §7; 001 §7'),
  headIconUpload: write('POST', '/wps/member/info/icon', 'PROFPIC3', 'required', '000 §7', { body: 'multipart' }),
  updateNickname: write('PUT', '/wps/member/info/nickname', 'COMM3', 'required', '001 §7'),
  updateEmail: write('PUT', '/wps/member/info/email', 'COMM3', 'required', '001 §7'),
  updatePayeeName: write('PUT', '/wps/member/info/payeename', 'COMM3', 'required', '001 §7'),
  memberLanguage: write('PUT', '/wps/member/language', 'COMM3', 'required', 'contract §4.4'),
  paymentPassword: write(
    'PUT',
    '/wps/member/paymentPassword',
    'COMM3',
    'required',
    '001 §7; contract §3.1 (encrypted in legacy code)',
    { encrypted: true },
  ),
  paymentPasswordReset: write('PUT', '/wps/member/paymentPassword/reset', 'COMM3', 'required', '001 §7'),
  hasWithdrawalPassword: get('/wps/member/hasWithdrawalPassword', 'COMM3', 'required', '001 §7'),
  securityConfig: get('/wps/member/securityConfig', 'COMM3', 'required', '001 §7'),
  securityQuestions: get('/wps/member/securityQuestions', 'COMM3', 'required', '001 §7'),
  customerSecurityQuestions: get('/wps/member/customerSecurityQuestions', 'COMM3', 'required', '001 §7'),
  bankCards: get('/wps/member/bankCard', 'COMM3', 'required', '001 §7'),
  bankCardSave: write(
    'PUT',
    '/wps/member/bankCard',
    'COMM3',
    'required',
    '001 §7; contract §3.1 (encrypted in legacy code)',
    { encrypted: true },
  ),
  bankCardRemove: write(
    'DELETE',
    '/wps/member/bankCard',
    'COMM3',
    'required',
    'decision (security centre: remove a payout account; body {id})',
  ),
  bankCardDefault: write(
    'PUT',
    '/wps/member/bankCard/default',
    'COMM3',
    'required',
    'decision (security centre: default payout account; body {id})',
  ),
  contactCodeSend: write(
    'POST',
    '/wps/member/contact/code',
    'VERIFICATION3',
    'required',
    'decision (security centre: code to bind a phone or e-mail)',
  ),
  contactVerify: write(
    'PUT',
    '/wps/member/contact',
    'VERIFICATION3',
    'required',
    'decision (security centre: bind with the code)',
  ),
  loginHistory: get('/wps/member/loginHistory', 'COMM3', 'required', 'decision (security centre: recent logins)'),
  gamblingLimits: get(
    '/wps/member/responsibleGaming',
    'COMM3',
    'required',
    'decision (responsible gambling: limits, pending increases, exclusion)',
  ),
  gamblingLimitsSave: write(
    'PUT',
    '/wps/member/responsibleGaming',
    'COMM3',
    'required',
    'decision (responsible gambling: set limits)',
  ),
  gamblingExclusion: write(
    'POST',
    '/wps/member/responsibleGaming/exclusion',
    'COMM3',
    'required',
    'decision (responsible gambling: cool-off or self-exclusion)',
  ),
  realityCheck: get(
    '/wps/member/responsibleGaming/session',
    'COMM3',
    'required',
    'decision (responsible gambling: time played and net result this session)',
  ),
  clubBenefit: get('/wps/relay/MCSFE_getClubBenefit', 'MEMCLUB3', 'required', 'decision (000 §7 path not shown)'),
  availablePromotions: get(
    '/wps/relay/PROMOFE_getAvailablePromotions',
    'REWCEN3',
    'optional',
    'decision (001 §7 path not shown)',
  ),
  feedback: write('PUT', '/wps/feedback', 'FEEDBACK3', 'required', '000 §7; 001 §7', { body: 'multipart' }),
} as const satisfies Record<string, Endpoint>;
