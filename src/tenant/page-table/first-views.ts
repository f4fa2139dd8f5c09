import type { PageId } from '../page-ids';
import { LANGUAGE_QUERY_VALUE, type FirstView } from './first-view';

/**
 * The pages' first views (issue 35, SPEED-20; the vocabulary in
 * first-view.ts), by page. A table of its own, beside the page table rather
 * than in its entries: only the CLI stamps them, and in the entries they
 * were part of the app's entry chunk on every first route (about 0.6 KiB
 * gzip). A page without one gets the shell's generic skeleton.
 */

/** The fields the registration's first view draws still loading; the app's loading form draws as many (SPEED-21). */
export const REGISTER_PENDING_FIELDS = 8;

export const FIRST_VIEWS: Readonly<Partial<Record<PageId, FirstView>>> = {
  login: {
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
  // Issue 35: the agreement is the page's largest text; it paints with the HTML, the fields the platform names after.
  register: {
    heading: 'register:title',
    blocks: [
      {
        kind: 'form',
        fields: [],
        pendingFields: REGISTER_PENDING_FIELDS,
        check: { text: 'register:agreement', link: 'register:agreementLink' },
        submit: 'register:submit',
        links: ['register:loginNow', 'register:service'],
      },
    ],
  },
  mine: {
    bar: { kind: 'titled', title: 'member:title', icons: ['menu', 'settings'] },
    blocks: [
      { kind: 'guestCard', title: 'member:guestTitle', text: 'member:guestPrompt' },
      { kind: 'menu', table: 'memberCentre', namespace: 'member', layout: 'list' },
    ],
  },
  agent: {
    bar: { kind: 'pending', buttons: ['agent:withdraw', 'agent:deposit'] },
    blocks: [
      { kind: 'tiles', columns: 4, rows: 1, height: 52 },
      { kind: 'menu', table: 'agentTiles', namespace: 'agent', layout: 'tiles' },
    ],
  },
  lottery: {
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
  gameList: {
    // The app's first page of gameListQuery (src/features/games/api.ts) for the address without a query.
    answer: {
      call: 'gameList',
      query: { language: LANGUAGE_QUERY_VALUE, pageNo: 1, pageSize: 26, gameType: '{gameType}', platform: 'html5' },
      // listQueryOf (src/features/games/game-list-query.ts): the type from the address, RNG without one.
      address: { gameType: 'RNG' },
      draw: 'gameTiles',
      texts: {},
    },
    blocks: [
      { kind: 'tabs', labels: ['games:tabs.ALL', 'games:tabs.NEW', 'games:tabs.FAV', 'games:tabs.HOT'], pending: 1 },
      { kind: 'search', placeholder: 'games:search.placeholder', button: 'games:filter.open' },
      { kind: 'tiles', columns: 3, rows: 3, height: 150, answer: true },
    ],
  },
  voucherCenter: {
    heading: 'cashier:deposit.title',
    blocks: [
      { kind: 'card', height: 88 },
      { kind: 'card', height: 320 },
    ],
  },
  withdraw: {
    heading: 'cashier:withdraw.title',
    blocks: [
      { kind: 'card', height: 120 },
      { kind: 'card', height: 280 },
    ],
  },
};
