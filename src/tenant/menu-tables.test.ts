import { describe, expect, it } from 'vitest';
import { mergeSwitches } from './flag-merge';
import { FLAG_CODES, type FlagCode, type PromotionCode } from './flags';
import { MEMBER_CENTRE_MENU, visibleRows, type GateContext } from './menu-tables';

const allOff = mergeSwitches([]);
const flagsWith = (...on: FlagCode[]) =>
  Object.fromEntries(FLAG_CODES.map((code) => [code, on.includes(code)])) as GateContext['flags'];
const promotionsWith = (...on: PromotionCode[]) => ({
  REFERRAL: on.includes('REFERRAL'),
  MISSION: on.includes('MISSION'),
});

const member = (overrides: Partial<GateContext> = {}): GateContext => ({
  flags: flagsWith(),
  promotions: promotionsWith(),
  loggedIn: true,
  memberType: 0,
  clubLabel: null,
  toUpline: false,
  ...overrides,
});

const visibleIds = (context: GateContext) => visibleRows(MEMBER_CENTRE_MENU, context).map((row) => row.id);

describe('member-centre table of 000 §2.8, row by row', () => {
  it('MINE-08 mirrors the spec table: 20 entries in its order with its routes, then the rows of later issues', () => {
    expect(MEMBER_CENTRE_MENU.map((row) => row.route).slice(0, 20)).toEqual([
      '/m/set',
      '/m/download',
      '/m/member/benefits',
      '/m/voucherCenter',
      '/m/withdraw',
      '/m/inviteFriends',
      '/m/securityCenter',
      '/m/agent',
      '/m/vouReport',
      '/m/withdrawReport',
      '/m/transaction/record',
      '/m/gameRecord',
      '/m/profitandloss',
      '/m/upLine/transfer',
      '/m/rewardCenter',
      '/m/member/manualRebate',
      '/m/leaderBoard',
      '/m/member/rebateReport',
      '/m/webEmail',
      '/m/feedback',
    ]);
    expect(MEMBER_CENTRE_MENU.map((row) => row.route).slice(20)).toContain('/m/privacy');
  });

  it('PRIV-07 the privacy row shows only where the tenant’s profile gives privacy rights', () => {
    expect(visibleIds(member())).not.toContain('privacy');
    expect(visibleIds(member({ jurisdiction: 'none' }))).not.toContain('privacy');
    expect(visibleIds(member({ jurisdiction: 'BR' }))).toContain('privacy');
    expect(visibleIds(member({ jurisdiction: 'verify-before-withdrawal' }))).toContain('privacy');
  });

  it('MINE-09 MINE-10 MINE-12 MINE-13 MINE-15 settings, download, deposit, withdraw and security are always shown', () => {
    const ids = visibleIds(member());
    for (const id of ['settings', 'download', 'deposit', 'withdraw', 'security']) expect(ids).toContain(id);
    expect(visibleIds({ ...member(), loggedIn: false, memberType: null })).toEqual(
      expect.arrayContaining(['settings', 'download', 'deposit', 'withdraw', 'security']),
    );
  });

  it('MINE-11 level interests: shown with a club label or when logged out, hidden for a member without one', () => {
    expect(visibleIds(member({ clubLabel: 'VIP1' }))).toContain('benefits');
    expect(visibleIds(member({ loggedIn: false, memberType: null }))).toContain('benefits');
    expect(visibleIds(member({ clubLabel: null }))).not.toContain('benefits');
    expect(visibleIds(member({ clubLabel: '' }))).not.toContain('benefits');
  });

  it('MINE-14 invite friends only with promotion REFERRAL', () => {
    expect(visibleIds(member())).not.toContain('invite');
    expect(visibleIds(member({ promotions: promotionsWith('REFERRAL') }))).toContain('invite');
  });

  it('MINE-16 agency centre only when logged in with a type other than 0, 4 or 40', () => {
    for (const type of [0, 4, 40]) expect(visibleIds(member({ memberType: type }))).not.toContain('agency');
    for (const type of [1, 2, 41, 42]) expect(visibleIds(member({ memberType: type }))).toContain('agency');
    expect(visibleIds(member({ loggedIn: false, memberType: null }))).not.toContain('agency');
  });

  const flagRows: Array<[string, string, FlagCode]> = [
    ['MINE-17', 'loadRecord', 'DEPRECM3'],
    ['MINE-18', 'withdrawRecord', 'WITHREC3'],
    ['MINE-19', 'accountRecord', 'TRANSREC3'],
    ['MINE-20', 'bettingRecord', 'TRANSBETREPMEM3'],
    ['MINE-21', 'profitLoss', 'PERSREP'],
    ['MINE-23', 'rewardCenter', 'REWCEN3'],
    ['MINE-24', 'manualRebate', 'MANPLAYREB3'],
    ['MINE-26', 'myRebate', 'PLYRBT'],
    ['MINE-27', 'messages', 'MAILCEN'],
    ['MINE-28', 'feedback', 'FEEDBACK3'],
  ];
  it.each(flagRows)('%s %s is shown only when flag %s is on', (_id, entry, flag) => {
    expect(visibleIds(member())).not.toContain(entry);
    expect(visibleIds(member({ flags: flagsWith(flag) }))).toContain(entry);
  });

  it('MINE-22 superior transfer needs AGETRANSFERUP3, the toUpline flag and a type other than 2', () => {
    const on = flagsWith('AGETRANSFERUP3');
    expect(visibleIds(member({ flags: on, toUpline: true, memberType: 1 }))).toContain('superiorTransfer');
    expect(visibleIds(member({ flags: on, toUpline: true, memberType: 2 }))).not.toContain('superiorTransfer');
    expect(visibleIds(member({ flags: on, toUpline: false, memberType: 1 }))).not.toContain('superiorTransfer');
    expect(visibleIds(member({ flags: allOff.flags, toUpline: true, memberType: 1 }))).not.toContain(
      'superiorTransfer',
    );
  });

  it('MINE-25 mission activity only with promotion MISSION', () => {
    expect(visibleIds(member())).not.toContain('mission');
    expect(visibleIds(member({ promotions: promotionsWith('MISSION') }))).toContain('mission');
  });

  it('FLAG-06 one evaluation gives every entry in table order when everything is on', () => {
    const everything = member({
      flags: flagsWith(...FLAG_CODES),
      promotions: promotionsWith('REFERRAL', 'MISSION'),
      memberType: 1,
      clubLabel: 'VIP3',
      toUpline: true,
      // A profile that offers everything the jurisdiction rows gate.
      jurisdiction: 'BR',
    });
    expect(visibleIds(everything)).toEqual(MEMBER_CENTRE_MENU.map((row) => row.id));
  });

  it('KYC-17 identity verification is an entry only under a profile that verifies identities', () => {
    expect(visibleIds(member())).not.toContain('verification');
    expect(visibleIds(member({ jurisdiction: 'none' }))).not.toContain('verification');
    expect(visibleIds(member({ jurisdiction: 'BR' }))).toContain('verification');
    expect(visibleIds(member({ jurisdiction: 'verify-before-withdrawal' }))).toContain('verification');
    expect(MEMBER_CENTRE_MENU.find((row) => row.id === 'verification')?.route).toBe('/m/verification');
  });
});
