/** Accounts: session, member info, wallet, login and the header's account area. */
export { HeaderAccountArea } from './header-account-area';
export { LanguageSwitch } from './language-switch';
export { memberInfoQuery, walletQuery, accountKeys, type MemberInfo, type Wallet } from './api';
export { isTrialSession, rejectTrialAccount } from './guards';
export { CaptchaField, useCaptchaImage } from './captcha-field';
export { SmsCodeButton, useSmsCodeSender } from './sms-code-sender';
export { smsCountdownSeconds } from './login-rules';
export { login } from './api';
export { SocialSignIn, useSocialNetworks } from './social-sign-in';
export { useMoney } from './use-money';
export { countryListQuery, DialingCodeSelect, useDialingCode, type Country } from './dialing-code-select';
