import { LANGUAGE_QUERY_VALUE } from './first-view';
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
    firstView: {
      bar: { kind: 'brand', links: ['account:login.register', 'account:login.customerService'] },
      heading: 'account:login.title',
      blocks: [
        {
          kind: 'form',
          tabs: { labels: ['account:login.byUsername', 'account:login.bySms'], feature: 'smsLogin' },
          fields: ['account:login.username', 'account:login.password'],
          check: { text: 'account:login.remember' },
          submit: 'account:login.submit',
          links: ['account:login.forgot', 'account:login.testPlay'],
        },
      ],
    },
  },
  // ROUTE-03
  register: {
    path: '/m/register',
    aliases: ['/m/register.html', '/register.html'],
    module: 'features/register/register-page',
    header: 'none',
    bottomMenu: false,
    back: 'home',
    // Issue 35: the agreement is the page's largest text; it paints with the HTML, the fields the platform names after.
    firstView: {
      heading: 'register:title',
      blocks: [
        {
          kind: 'form',
          fields: [],
          pendingFields: 8,
          check: { text: 'register:agreement', link: 'register:agreementLink' },
          submit: 'register:submit',
          links: ['register:loginNow', 'register:service'],
        },
      ],
    },
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
    firstView: {
      bar: { kind: 'titled', title: 'member:title', icons: ['menu', 'settings'] },
      blocks: [
        { kind: 'guestCard', title: 'member:guestTitle', text: 'member:guestPrompt' },
        { kind: 'menu', table: 'memberCentre', namespace: 'member', layout: 'list' },
      ],
    },
  },
  // AGENT-01
  agent: {
    path: '/m/agent',
    access: 'agent',
    module: 'features/agent/agent-home-page',
    header: 'none',
    bottomMenu: false,
    firstView: {
      bar: { kind: 'pending', buttons: ['agent:withdraw', 'agent:deposit'] },
      blocks: [
        { kind: 'tiles', columns: 4, rows: 1, height: 52 },
        { kind: 'menu', table: 'agentTiles', namespace: 'agent', layout: 'tiles' },
      ],
    },
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
    firstView: {
      // The app's lotteryMenuQuery (src/features/lottery/api.ts; a test holds the two to one address), drawn as LotteryRow draws it.
      answer: {
        call: 'lotteryMenu',
        query: { prizeMode: 'Lott', device: 'MOBILE', language: LANGUAGE_QUERY_VALUE },
        draw: 'lotteryRows',
        texts: { issue: 'lottery:item.issue', previous: 'lottery:item.previous' },
      },
      blocks: [
        { kind: 'tabs', labels: ['lottery:menu.hot', 'lottery:menu.favourites'], pending: 2 },
        { kind: 'rows', count: 6, height: 88, answer: true },
      ],
    },
  },
  // CHROME-15: the RNG game list.
  gameList: {
    path: '/m/gameList',
    module: 'features/games/game-list-page',
    title: { whenQuery: { gameType: 'RNG' }, title: 'titles.rng' },
    firstView: {
      // The app's first page of gameListQuery (src/features/games/api.ts) for the address without a query.
      answer: {
        call: 'gameList',
        query: { language: LANGUAGE_QUERY_VALUE, pageNo: 1, pageSize: 26, gameType: 'RNG', platform: 'html5' },
        draw: 'gameTiles',
        texts: {},
      },
      blocks: [
        { kind: 'tabs', labels: ['games:tabs.ALL', 'games:tabs.NEW', 'games:tabs.FAV', 'games:tabs.HOT'], pending: 1 },
        { kind: 'search', placeholder: 'games:search.placeholder', button: 'games:filter.open' },
        { kind: 'tiles', columns: 3, rows: 3, height: 150, answer: true },
      ],
    },
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
    firstView: {
      heading: 'cashier:deposit.title',
      blocks: [
        { kind: 'card', height: 88 },
        { kind: 'card', height: 320 },
      ],
    },
  },
  withdraw: {
    path: '/m/withdraw',
    access: 'realMember',
    module: 'features/cashier/withdraw-page',
    firstView: {
      heading: 'cashier:withdraw.title',
      blocks: [
        { kind: 'card', height: 120 },
        { kind: 'card', height: 280 },
      ],
    },
  },
  inviteFriends: { path: '/m/inviteFriends', access: 'realMember', module: 'features/engage/invite-friends-page' },
  securityCenter: { path: '/m/securityCenter', access: 'realMember', module: 'features/security/security-centre-page' },
});
