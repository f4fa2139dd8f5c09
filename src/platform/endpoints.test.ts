import { describe, expect, it } from 'vitest';
import { MODULE_IDS } from '@/lib/spec-constants';
import { ENDPOINTS, mayRetry, type Operation } from './endpoints';
import { ACCOUNT_ENDPOINTS } from './endpoint-table/account';
import { AGENT_ENDPOINTS } from './endpoint-table/agent';
import { BONUS_ENDPOINTS } from './endpoint-table/bonus';
import { CONTENT_ENDPOINTS } from './endpoint-table/content';
import { DISCOVERY_ENDPOINTS } from './endpoint-table/discovery';
import { MONEY_ENDPOINTS } from './endpoint-table/money';
import { REGULATED_ENDPOINTS } from './endpoint-table/regulated';

const pathOf = (operation: Operation) => ENDPOINTS[operation].path;
const allPaths = Object.values(ENDPOINTS).map((endpoint) => endpoint.path);

describe('endpoint table (CALL-51)', () => {
  it('CALL-51 names each operation in one area table only (a spread would let a second row win silently)', () => {
    const areas = [
      ACCOUNT_ENDPOINTS,
      MONEY_ENDPOINTS,
      CONTENT_ENDPOINTS,
      DISCOVERY_ENDPOINTS,
      AGENT_ENDPOINTS,
      REGULATED_ENDPOINTS,
      BONUS_ENDPOINTS,
    ];
    const names = areas.flatMap((area) => Object.keys(area));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(ENDPOINTS)).toHaveLength(names.length);
  });

  it('CALL-50 every module id is one the app knows', () => {
    for (const endpoint of Object.values(ENDPOINTS))
      if (endpoint.moduleId) expect(MODULE_IDS).toContain(endpoint.moduleId);
  });

  it('CALL-01 CALL-02 CALL-03 CALL-04 CALL-05 session and registration calls use the spec methods, paths and modules', () => {
    expect(ENDPOINTS.login).toMatchObject({ method: 'POST', path: '/wps/session/login', encrypted: true });
    expect(ENDPOINTS.logout).toMatchObject({ method: 'DELETE', path: '/wps/session/logout', token: 'required' });
    expect(ENDPOINTS.trialUser).toMatchObject({
      method: 'GET',
      path: '/wps/member/trialuser',
      moduleId: 'FREEPLAY3',
      trialMerchant: true,
    });
    expect(ENDPOINTS.freePlayLogin).toMatchObject({
      method: 'POST',
      path: '/wps/session/login/freeplay',
      moduleId: 'FREEPLAY3',
      trialMerchant: true,
    });
    expect(ENDPOINTS.register).toMatchObject({
      method: 'PUT',
      path: '/wps/member/register',
      moduleId: 'REGISTER_REE3',
      encrypted: true,
    });
    expect(ENDPOINTS.registerMobile).toMatchObject({
      method: 'PUT',
      path: '/wps/member/register/mobile',
      encrypted: true,
    });
  });

  it('CALL-06 CALL-07 CALL-09 CALL-12 CALL-13 CALL-18 CALL-19 CALL-20 CALL-21 CALL-22 account and system calls', () => {
    expect(ENDPOINTS.registerSettings).toMatchObject({ method: 'GET', path: '/wps/system/setting/register' });
    expect(ENDPOINTS.captcha).toMatchObject({ method: 'GET', path: '/wps/captcha', moduleId: 'VALID_CAPTCHA3' });
    expect(ENDPOINTS.smsRegister).toMatchObject({
      method: 'POST',
      path: '/wps/verification/sms/register',
      moduleId: 'VERIFICATION3',
    });
    expect(ENDPOINTS.smsPasswordReset).toMatchObject({
      method: 'POST',
      path: '/wps/verification/sms/noLogin',
      moduleId: 'PWRESETSMS3',
    });
    expect(ENDPOINTS.forgotPasswordEmail).toMatchObject({ method: 'POST', body: 'form' });
    expect(ENDPOINTS.memberInfo).toMatchObject({ method: 'GET', path: '/wps/member/info' });
    expect(ENDPOINTS.countryList).toMatchObject({ method: 'GET', path: '/wps/system/country' });
    expect(ENDPOINTS.systemStatus).toMatchObject({ method: 'GET', path: '/wps/system/status' });
    expect(ENDPOINTS.consolidatedSettings).toMatchObject({ method: 'GET', path: '/wps/system/settings/consolidated' });
    expect(ENDPOINTS.whitelabel).toMatchObject({ method: 'GET', path: '/wps/system/whitelabel' });
    expect(ENDPOINTS.feedback).toMatchObject({ method: 'PUT', path: '/wps/feedback', moduleId: 'FEEDBACK3' });
    expect(ENDPOINTS.headIcon.moduleId).toBe('PROFPIC3');
    expect(ENDPOINTS.unreadCount).toMatchObject({ path: '/wps/relay/CSP_unreadCount', moduleId: 'INBOX3' });
    expect(ENDPOINTS.mailList).toMatchObject({ path: '/wps/relay/CSP_getInbox', moduleId: 'INBOX3' });
    expect(ENDPOINTS.clubBenefit.moduleId).toBe('MEMCLUB3');
    expect(ENDPOINTS.availablePromotions.moduleId).toBe('REWCEN3');
    expect(ENDPOINTS.affiliateCheck.moduleId).toBe('AFFMAN3');
  });

  it('CALL-16 the mail list is a GET of CSP_getInbox under module INBOX3', () => {
    expect(ENDPOINTS.mailList).toMatchObject({
      method: 'GET',
      path: '/wps/relay/CSP_getInbox',
      moduleId: 'INBOX3',
      token: 'required',
    });
  });

  it('CALL-26 CALL-29 CALL-30 CALL-32 CALL-33 CALL-34 CALL-43 CALL-48 game, lottery, help and wallet calls', () => {
    expect(ENDPOINTS.gameList).toMatchObject({ method: 'GET', path: '/wps/relay/GCSGAME_gameList' });
    expect(ENDPOINTS.addFavourite).toMatchObject({ method: 'POST', path: '/wps/relay/MCSFE_addFavoriteGameV2' });
    expect(ENDPOINTS.removeFavourite).toMatchObject({
      method: 'DELETE',
      path: '/wps/relay/MCSFE_removeFavoriteGameV2',
    });
    expect(pathOf('vendorTypes')).toBe('/wps/relay/GCSGAME_getVassGameType');
    expect(pathOf('gameMenus')).toBe('/lgw/games/mobile_game_menus');
    expect(pathOf('lotteryMenu')).toBe('/lgw/vn/games/game_menu');
    expect(pathOf('helpCenter')).toBe('/wps/system/helpCenter');
    expect(pathOf('walletBalance')).toBe('/wps/wallets/balance');
    expect(ENDPOINTS.launchGame.path).toBe('/wps/game/launchGame');
  });

  it('CALL-52 CALL-53 CALL-54 CALL-55 CALL-56 CALL-57 CALL-58 the table holds every listed path', () => {
    const listed = [
      '/lgw/games/mobile',
      '/lgw/vn/numeros/opened/game',
      '/lgw/vn/games/game_menu/recent',
      '/moreLottery',
      '/lgw/orders',
      '/lgw/orders/detail',
      '/lgw/orders/suborders/cancel',
      '/wps/system/domainRoute',
      '/wps/member/info/icon',
      '/wps/member/info/nickname',
      '/wps/member/info/email',
      '/wps/member/info/payeename',
      '/wps/member/password',
      '/wps/member/paymentPassword',
      '/wps/member/paymentPassword/reset',
      '/wps/member/hasWithdrawalPassword',
      '/wps/member/securityConfig',
      '/wps/member/securityQuestions',
      '/wps/member/customerSecurityQuestions',
      '/wps/member/bankCard',
      '/wps/relay/GLS2_WalletTransfer',
      '/wps/relay/ODS2_MemberTransaction',
      '/wps/relay/GLS2_TxCodeList',
      '/wps/transaction/withdraw',
      '/wps/check/username',
      '/wps/relay/GLS2_lobbyNews',
      '/lgw/games/popular',
    ];
    for (const path of listed) expect(allPaths, path).toContain(path);
  });

  it('writes and GETs with effects never retry on their own; reads may', () => {
    expect(mayRetry('gameList')).toBe(true);
    for (const operation of [
      'login',
      'register',
      'addFavourite',
      'removeFavourite',
      'changePassword',
      'launchGame',
      'captcha',
    ] as const) {
      expect(mayRetry(operation), operation).toBe(false);
    }
  });

  it('MONEY-28 each row carries its account rule, encryption and idempotency rule, and they hold together', () => {
    for (const [operation, endpoint] of Object.entries(ENDPOINTS)) {
      // A session is asked of exactly the calls that are not for guests.
      expect(endpoint.account === 'guest', operation).toBe(endpoint.token !== 'required');
      // A keyed write is a member's write.
      if (endpoint.idempotency === 'requestId') {
        expect(endpoint.method, operation).not.toBe('GET');
        expect(endpoint.account, operation).not.toBe('guest');
      }
    }
    expect(ENDPOINTS.depositCreate).toMatchObject({
      account: 'realMember',
      idempotency: 'requestId',
      encrypted: false,
    });
    expect(ENDPOINTS.withdraw).toMatchObject({ account: 'realMember', idempotency: 'requestId', encrypted: true });
    expect(ENDPOINTS.teamOverview).toMatchObject({ account: 'agent' });
    expect(ENDPOINTS.memberInfo).toMatchObject({ account: 'member' });
    expect(ENDPOINTS.gameList).toMatchObject({ account: 'guest' });
  });
});
