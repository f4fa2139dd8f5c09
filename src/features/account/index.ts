/** Accounts: session, member info, wallet, login and the header's account area. */
export { HeaderAccountArea } from './header-account-area';
export { LanguageSwitch } from './language-switch';
export { memberInfoQuery, walletQuery, accountKeys, type MemberInfo, type Wallet } from './api';
export { isTrialSession, rejectTrialAccount } from './guards';
