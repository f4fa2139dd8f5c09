import { definePages } from './page-entry';

/**
 * The pages of 000 §2.1 (ROUTE-01..ROUTE-31), in the spec's route order, with
 * their chrome of 000 §2.2. Absent fields take the defaults of page-entry.ts:
 * public, standard header, bottom menu shown (CHROME-04), back through
 * history (CHROME-12), no header title.
 *
 * Chrome codes: `header: 'logo'` CHROME-10; `header: 'none'` CHROME-02;
 * `bottomMenu: false` CHROME-03 (exactly its list); `back: 'home'` CHROME-11;
 * `title` CHROME-14/15.
 */
export const SPEC_PAGES = definePages({
  // ROUTE-01: the home aliases come first; /m is a home alias missing from CHROME-10's list, so it has the logo too.
  home: {
    path: '/m/home',
    aliases: ['/', '/m', '/m/', '/m/index', '/m/index.html'],
    aliasesFirst: true,
    module: 'features/home/home-page',
    header: 'logo',
  },
  login: {
    path: '/m/login',
    module: 'features/account/login-page',
    header: 'none',
    bottomMenu: false,
    back: 'home',
  },
  // ROUTE-03
  register: {
    path: '/m/register',
    aliases: ['/m/register.html', '/register.html'],
    module: 'features/register/register-page',
    header: 'none',
    bottomMenu: false,
    back: 'home',
  },
  forget: {
    path: '/m/forget',
    module: 'features/account/forgot-page',
    bottomMenu: false,
    back: 'home',
    title: 'titles.forget',
  },
  changePassword: {
    path: '/m/changePsw',
    access: 'memberOrHome',
    module: 'features/account/change-password-page',
    bottomMenu: false,
    // The first-login password page (CHROME-15; its path is not shown): /m/changePsw?first=1.
    title: { whenQuery: { first: '1' }, title: 'titles.firstPassword' },
  },
  notice: {
    path: '/m/notice',
    module: 'features/notice/notice-page',
    bottomMenu: false,
    back: 'home',
    title: 'titles.notice',
  },
  settings: {
    path: '/m/set',
    access: 'memberOrHome',
    module: 'features/account/settings-page',
    title: 'titles.settings',
  },
  // ROUTE-08; the member centre draws its own header.
  mine: {
    path: '/m/mine',
    aliases: ['/m/member/home'],
    module: 'features/member/member-centre-page',
    header: 'none',
  },
  // AGENT-01
  agent: {
    path: '/m/agent',
    access: 'agent',
    module: 'features/agent/agent-home-page',
    header: 'none',
    bottomMenu: false,
  },
  download: { path: '/m/download', module: 'features/download/download-page', header: 'none', bottomMenu: false },
  // ROUTE-11; CHROME-10 names /m/help only: /m/helpDetail has a back header.
  help: {
    path: '/m/help',
    aliases: ['/m/helpDetail'],
    module: 'features/help/help-page',
    header: 'logo',
    aliasHeader: 'standard',
  },
  service: { path: '/m/service', module: 'features/service/service-page', bottomMenu: false },
  activity: {
    path: '/m/activity',
    module: 'features/promotions/activity-page',
    bottomMenu: false,
    title: 'titles.activity',
  },
  activityInfo: { path: '/m/activityInfo', module: 'features/promotions/activity-info-page' },
  moreLottery: { path: '/m/moreLottery', module: 'features/lottery/more-lottery-page', bottomMenu: false },
  startLottery: { path: '/m/startLottery', module: 'features/lottery/start-lottery-page' },
  gameLobby: { path: '/m/gameLobby', module: 'features/lottery/game-lobby-page' },
  lottery: {
    path: '/m/lottery',
    module: 'features/lottery/lottery-page',
  },
  // CHROME-15: the RNG game list.
  gameList: {
    path: '/m/gameList',
    module: 'features/games/game-list-page',
    title: { whenQuery: { gameType: 'RNG' }, title: 'titles.rng' },
  },
  launchGame: { path: '/m/launchGame', module: 'features/lottery/launch-game-page', bottomMenu: false },
  userAgreement: { path: '/m/useragreement', module: 'features/register/user-agreement-page', bottomMenu: false },
  trial: {
    path: '/m/trail',
    module: 'features/account/trial-page',
    bottomMenu: false,
    back: 'home',
    title: 'titles.trial',
  },
  maintenance: { path: '/m/maintenance', module: 'features/system/maintenance-page', bottomMenu: false },
  // Pages whose content the spec names but does not show (issues 13 and 14); money pages are for real accounts (MONEY-23).
  voucherCenter: {
    path: '/m/voucherCenter',
    access: 'realMember',
    module: 'features/cashier/deposit-page',
  },
  withdraw: {
    path: '/m/withdraw',
    access: 'realMember',
    module: 'features/cashier/withdraw-page',
  },
  inviteFriends: { path: '/m/inviteFriends', access: 'realMember', module: 'features/engage/invite-friends-page' },
  securityCenter: { path: '/m/securityCenter', access: 'realMember', module: 'features/security/security-centre-page' },
});
