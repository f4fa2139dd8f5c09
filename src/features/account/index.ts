/** Accounts: the login, registration and recovery widgets, and the header's account area (the session itself is src/session). */
export { HeaderAccountArea } from './header-account-area';
export { LanguageSwitch } from './language-switch';
export { CaptchaField, useCaptchaImage } from './captcha-field';
export { SmsCodeButton, useSmsCodeSender } from './sms-code-sender';
export { smsCountdownSeconds } from './login-rules';
export { SocialSignIn, useSocialNetworks } from './social-sign-in';
export { countryListQuery, DialingCodeSelect, useDialingCode, type Country } from './dialing-code-select';
