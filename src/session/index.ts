/**
 * The member's session, below the features (issue 19): member info and
 * wallet, money in the wallet's currency, the trial/real-account rule,
 * opening and ending a session, the passwords held for it, and the payout
 * accounts the cashier and the security centre share; and the pieces of
 * every sign-in and phone form that call the platform (captcha, SMS code,
 * dialing codes: login, registration, phone reset, contact binding). Features
 * and the app import it; it imports neither.
 */
export { accountKeys, memberInfoQuery, walletQuery, type MemberInfo } from './member';
export { useMoney, type Money } from './money';
export { useIdempotentSubmit } from './idempotent-submit';
export { isRealAccount, isTrialAccount, isTrialSession, rejectTrialAccount, showFreeReject } from './account-type';
export { login, loginResponseSchema, startLoginSession } from './sign-in';
export { clearSignedOutSession, logoutWhileWaiting } from './sign-out';
export { holdSessionPassword, releaseSessionPassword, useHeldSessionPassword } from './session-password';
export {
  decodeRememberedPassword,
  encodeRememberedPassword,
  isSealedPassword,
  openRememberedPassword,
  sealRememberedPassword,
  setRememberedKeyProvider,
} from './sealed-password';
export {
  hasPaymentPasswordQuery,
  payoutAccountsQuery,
  payoutKeys,
  payoutTitle,
  paymentPasswordByRequest,
  removePayoutAccount,
  savePaymentPassword,
  savePayoutAccount,
  setDefaultPayoutAccount,
  type PayoutAccount,
  type PayoutType,
} from './payout-accounts';
export { useUnreadCount } from './unread-messages';
export { CaptchaField, useCaptchaImage } from './captcha-field';
export { SmsCodeButton, SmsCodeField, smsCountdownSeconds, useSmsCodeSender } from './sms-code-sender';
export {
  countryListQuery,
  defaultCountry,
  DialingCodeSelect,
  useDialingCode,
  type Country,
} from './dialing-code-select';
export { usePhoneExample } from './phone-example';
export { useGateContext } from './gate-context';
export { useVerification, verificationKeys, verificationStatusQuery, type Verification } from './verification-status';
export {
  closeJurisdictionPrompt,
  showVerificationPrompt,
  useJurisdictionPrompt,
  type JurisdictionPrompt,
  type LocationProblem,
} from './jurisdiction-prompts';
export { showGateRefusal } from './gate-refusals';
export {
  clearToPlay,
  ensurePlayLocation,
  launchWhereAllowed,
  nextLocationCheckAt,
  onLocationFix,
  recheckPlayLocation,
} from './play-location';
