/** Accounts: the login, trial and recovery pages, social sign-in, and the header's account area (the session and the sign-in form pieces are src/session). */
export { HeaderAccountArea } from './header-account-area';
export { LanguageSwitch } from './language-switch';
export { SocialSignIn, useSocialNetworks } from './social-sign-in';
export { forgetRememberedLoginsOf } from './remembered-login';
