import { describe, expect, it } from 'vitest';
import { FLAG_CODES, type FlagCode } from '@/tenant/flags';
import { MEMBER_CENTRE_MENU, visibleRows, type GateContext } from '@/tenant/menu-tables';
import { gateContextOf, inviteAction, showsShareButton, type GateInput } from '@/tenant/feature-gates';
import { daysSinceRegistration } from './member-centre';

const flagsWith = (...on: FlagCode[]) =>
  Object.fromEntries(FLAG_CODES.map((code) => [code, on.includes(code)])) as GateContext['flags'];
const input = (overrides: Partial<GateInput> = {}): GateInput => ({
  flags: flagsWith(),
  promotions: { REFERRAL: false, MISSION: false },
  loggedIn: true,
  sessionType: 0,
  member: { type: 0, clubLabel: { labelName: 'VIP1' }, toUpline: true },
  ...overrides,
});
const ids = (context: GateContext) => visibleRows(MEMBER_CENTRE_MENU, context).map((row) => row.id);

describe('member centre context (000 §2.8)', () => {
  it('MINE-05 MINE-11 MINE-16 a guest has no type, no label and sees the benefits entry but not agency', () => {
    const context = gateContextOf(input({ loggedIn: false, member: null, sessionType: null }));
    expect(context).toMatchObject({ loggedIn: false, memberType: null, clubLabel: null, toUpline: false });
    expect(ids(context)).toEqual(['settings', 'download', 'benefits', 'deposit', 'withdraw', 'security']);
  });

  it('MINE-11 MINE-16 MINE-22 member info wins over the session type; label and toUpline come from member info', () => {
    const all = flagsWith(...FLAG_CODES);
    const player = gateContextOf(input({ flags: all }));
    expect(ids(player)).toContain('benefits');
    expect(ids(player)).toContain('superiorTransfer');
    expect(ids(player)).not.toContain('agency');
    const agent = gateContextOf(
      input({ flags: all, sessionType: 0, member: { type: 1, clubLabel: null, toUpline: true } }),
    );
    expect(ids(agent)).toContain('agency');
    expect(ids(agent)).not.toContain('benefits');
    const type2 = gateContextOf(
      input({ flags: all, member: { type: 2, clubLabel: { labelName: 'VIP3' }, toUpline: true } }),
    );
    expect(ids(type2)).not.toContain('superiorTransfer');
    const noInfo = gateContextOf(input({ sessionType: 41, member: null }));
    expect(noInfo.memberType).toBe(41);
  });

  it.each([0, 4, 40])('MINE-16 type %i has no agency entry', (type) => {
    expect(ids(gateContextOf(input({ member: { type } })))).not.toContain('agency');
  });

  it.each([1, 2, 41, 42])('MINE-16 type %i has the agency entry', (type) => {
    expect(ids(gateContextOf(input({ member: { type } })))).toContain('agency');
  });

  it('MINE-04 counts whole days since regDate', () => {
    const day = 86_400_000;
    expect(daysSinceRegistration(1_000, 1_000)).toBe(0);
    expect(daysSinceRegistration(0, day - 1)).toBe(0);
    expect(daysSinceRegistration(0, 3 * day)).toBe(3);
    expect(daysSinceRegistration(5 * day, 0)).toBe(0);
  });

  it.each([
    [0, false, true],
    [4, false, true],
    [40, false, true],
    [1, false, false],
    [2, false, false],
    [41, false, false],
    [42, false, false],
    [1, true, true],
    [42, true, true],
  ] as const)('SHARE-04 ROLE-05 type %i with REFERRAL %s shows the share button: %s', (type, referral, shown) => {
    expect(
      showsShareButton(gateContextOf(input({ promotions: { REFERRAL: referral, MISSION: false }, member: { type } }))),
    ).toBe(shown);
  });

  it('SHARE-03 SHARE-05 SHARE-06 invite friends needs a session, then REFERRAL', () => {
    expect(inviteAction(gateContextOf(input({ loggedIn: false, member: null })))).toEqual({ kind: 'login' });
    expect(inviteAction(gateContextOf(input()))).toEqual({ kind: 'contactService' });
    expect(inviteAction(gateContextOf(input({ promotions: { REFERRAL: true, MISSION: false } })))).toEqual({
      kind: 'open',
      path: '/m/inviteFriends',
    });
  });
});
