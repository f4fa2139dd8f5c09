import { MEMBER_TYPES } from '@/lib/spec-constants';
import type { FlagValues, PromotionValues } from '@/tenant/flags';
import type { GateContext } from '@/tenant/menu-tables';
import { paths } from '@/tenant/paths';

/** Pure rules of the member centre (000 §2.8, §6; 001 §6). */

export interface GateInput {
  readonly flags: FlagValues;
  readonly promotions: PromotionValues;
  readonly loggedIn: boolean;
  readonly sessionType: number | null;
  readonly member: { readonly type?: number | undefined; readonly clubLabel?: { readonly labelName?: string | null | undefined } | null | undefined; readonly toUpline?: boolean | undefined } | null;
}

/** The GateContext of MENU tables: member info wins over the session for type; guests have no type. */
export function gateContextOf(input: GateInput): GateContext {
  if (!input.loggedIn) {
    return { flags: input.flags, promotions: input.promotions, loggedIn: false, memberType: null, clubLabel: null, toUpline: false };
  }
  return {
    flags: input.flags,
    promotions: input.promotions,
    loggedIn: true,
    memberType: input.member?.type ?? input.sessionType,
    clubLabel: input.member?.clubLabel?.labelName || null,
    toUpline: input.member?.toUpline ?? false,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** MINE-04: whole days since registration (never negative). */
export function daysSinceRegistration(regDate: number, now: number): number {
  return Math.max(0, Math.floor((now - regDate) / DAY_MS));
}

/** ROLE-05: types 1, 2, 41 and 42 count as agents. */
export const isAgentType = (type: number | null): boolean =>
  type !== null && (MEMBER_TYPES.agents as readonly number[]).includes(type);

/** SHARE-04: the share button is hidden for agents unless REFERRAL is on. */
export function showsShareButton(context: GateContext): boolean {
  return !isAgentType(context.memberType) || context.promotions.REFERRAL;
}

export type InviteAction = { readonly kind: 'login' } | { readonly kind: 'contactService' } | { readonly kind: 'open'; readonly path: string };

/** SHARE-03/05/06: invite friends needs a session, then the REFERRAL promotion. */
export function inviteAction(context: GateContext): InviteAction {
  if (!context.loggedIn) return { kind: 'login' };
  if (!context.promotions.REFERRAL) return { kind: 'contactService' };
  return { kind: 'open', path: paths.inviteFriends() };
}
