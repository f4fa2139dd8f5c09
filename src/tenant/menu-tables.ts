import { MEMBER_TYPES } from '@/lib/spec-constants';
import type { FlagCode, FlagValues, PromotionCode, PromotionValues } from './flags';
import { jurisdictionProfile, type JurisdictionId } from './jurisdictions';
import { paths } from './paths';

/**
 * Menus as data: each row mirrors one row of a spec table, and one pure
 * function decides which rows a given visitor sees.
 */

type Gate =
  | { readonly kind: 'always' }
  | { readonly kind: 'flag'; readonly flag: FlagCode }
  | { readonly kind: 'promotion'; readonly promotion: PromotionCode }
  /** 000 §2.8: shown when the member has a club label, or when logged out. */
  | { readonly kind: 'clubLabelOrGuest' }
  /** 000 §2.8 / §6: logged in and type not 0, 4 or 40. */
  | { readonly kind: 'agencyType' }
  /** 000 §2.8: AGETRANSFERUP3 on, member has toUpline, type not 2. */
  | { readonly kind: 'superiorTransfer' }
  /** Issue 33: what the tenant's jurisdiction profile offers (identity verification, the privacy rights). */
  | { readonly kind: 'jurisdiction'; readonly offers: 'verification' | 'privacy' };

export interface GateContext {
  readonly flags: FlagValues;
  readonly promotions: PromotionValues;
  readonly loggedIn: boolean;
  /** Session or member type; null for guests. */
  readonly memberType: number | null;
  readonly clubLabel: string | null;
  readonly toUpline: boolean;
  /** Issue 33: the tenant's jurisdiction profile; "none" when absent. */
  readonly jurisdiction?: JurisdictionId;
}

interface MenuRow {
  readonly id: string;
  readonly route: string;
  readonly labelKey: string;
  readonly gate: Gate;
}

const includesType = (types: readonly number[], type: number | null): boolean => type !== null && types.includes(type);

function gateOpen(gate: Gate, context: GateContext): boolean {
  switch (gate.kind) {
    case 'always':
      return true;
    case 'flag':
      return context.flags[gate.flag];
    case 'promotion':
      return context.promotions[gate.promotion];
    case 'clubLabelOrGuest':
      return !context.loggedIn || Boolean(context.clubLabel);
    case 'agencyType':
      return (
        context.loggedIn &&
        context.memberType !== null &&
        !includesType(MEMBER_TYPES.noAgencyCentre, context.memberType)
      );
    case 'superiorTransfer':
      return context.flags.AGETRANSFERUP3 && context.toUpline && context.memberType !== MEMBER_TYPES.noSuperiorTransfer;
    case 'jurisdiction': {
      const profile = jurisdictionProfile(context.jurisdiction ?? 'none');
      return gate.offers === 'verification' ? profile.verification : profile.privacyLaw !== null;
    }
  }
}

/** The rows of a table this visitor sees, in table order. */
export function visibleRows<Row extends MenuRow>(table: readonly Row[], context: GateContext): Row[] {
  return table.filter((row) => gateOpen(row.gate, context));
}

/** 000 §2.8, row for row, then the rows of the jurisdiction profiles (issue 33). */
export const MEMBER_CENTRE_MENU = [
  { id: 'settings', route: paths.settings(), labelKey: 'menu.settings', gate: { kind: 'always' } },
  { id: 'download', route: paths.download(), labelKey: 'menu.download', gate: { kind: 'always' } },
  { id: 'benefits', route: paths.benefits(), labelKey: 'menu.benefits', gate: { kind: 'clubLabelOrGuest' } },
  { id: 'deposit', route: paths.voucherCenter(), labelKey: 'menu.deposit', gate: { kind: 'always' } },
  { id: 'withdraw', route: paths.withdraw(), labelKey: 'menu.withdraw', gate: { kind: 'always' } },
  {
    id: 'invite',
    route: paths.inviteFriends(),
    labelKey: 'menu.invite',
    gate: { kind: 'promotion', promotion: 'REFERRAL' },
  },
  { id: 'security', route: paths.securityCenter(), labelKey: 'menu.security', gate: { kind: 'always' } },
  { id: 'agency', route: paths.agent(), labelKey: 'menu.agency', gate: { kind: 'agencyType' } },
  {
    id: 'loadRecord',
    route: paths.depositRecord(),
    labelKey: 'menu.loadRecord',
    gate: { kind: 'flag', flag: 'DEPRECM3' },
  },
  {
    id: 'withdrawRecord',
    route: paths.withdrawRecord(),
    labelKey: 'menu.withdrawRecord',
    gate: { kind: 'flag', flag: 'WITHREC3' },
  },
  {
    id: 'accountRecord',
    route: paths.transactionRecord(),
    labelKey: 'menu.accountRecord',
    gate: { kind: 'flag', flag: 'TRANSREC3' },
  },
  {
    id: 'bettingRecord',
    route: paths.gameRecord(),
    labelKey: 'menu.bettingRecord',
    gate: { kind: 'flag', flag: 'TRANSBETREPMEM3' },
  },
  {
    id: 'profitLoss',
    route: paths.profitAndLoss(),
    labelKey: 'menu.profitLoss',
    gate: { kind: 'flag', flag: 'PERSREP' },
  },
  {
    id: 'superiorTransfer',
    route: paths.superiorTransfer(),
    labelKey: 'menu.superiorTransfer',
    gate: { kind: 'superiorTransfer' },
  },
  {
    id: 'rewardCenter',
    route: paths.rewardCenter(),
    labelKey: 'menu.rewardCenter',
    gate: { kind: 'flag', flag: 'REWCEN3' },
  },
  {
    id: 'manualRebate',
    route: paths.manualRebate(),
    labelKey: 'menu.manualRebate',
    gate: { kind: 'flag', flag: 'MANPLAYREB3' },
  },
  {
    id: 'mission',
    route: paths.leaderBoard(),
    labelKey: 'menu.mission',
    gate: { kind: 'promotion', promotion: 'MISSION' },
  },
  { id: 'myRebate', route: paths.rebateReport(), labelKey: 'menu.myRebate', gate: { kind: 'flag', flag: 'PLYRBT' } },
  { id: 'messages', route: paths.messages(), labelKey: 'menu.messages', gate: { kind: 'flag', flag: 'MAILCEN' } },
  { id: 'feedback', route: paths.feedback(), labelKey: 'menu.feedback', gate: { kind: 'flag', flag: 'FEEDBACK3' } },
  // Issue 33, after the spec's rows (KYC-17): where the profile verifies identities; the entry shows the member's status.
  {
    id: 'verification',
    route: paths.verification(),
    labelKey: 'menu.verification',
    gate: { kind: 'jurisdiction', offers: 'verification' },
  },
  // Issue 33 (PRIV-07): not a row of 000 §2.8; shown only where the tenant's profile gives privacy rights.
  {
    id: 'privacy',
    route: paths.privacy(),
    labelKey: 'menu.privacy',
    gate: { kind: 'jurisdiction', offers: 'privacy' },
  },
] as const satisfies readonly MenuRow[];

/**
 * 001 §2 Agent home: the navigation tiles. The spec gives no flag codes; the
 * codes chosen are in the flag registry and docs/decisions.md. The online
 * service tile is always shown; the mail tile follows MAILCEN.
 */
export const AGENT_TILES = [
  {
    id: 'teamOverview',
    route: paths.agentTeamOverview(),
    labelKey: 'agentTiles.teamOverview',
    gate: { kind: 'flag', flag: 'AGETEAMOVW3' },
  },
  {
    id: 'transactionRecord',
    route: paths.transactionRecord({ types: 'A' }),
    labelKey: 'agentTiles.transactionRecord',
    gate: { kind: 'flag', flag: 'AGETRANSREC3' },
  },
  {
    id: 'memberTeam',
    route: paths.memberTeam(),
    labelKey: 'agentTiles.memberTeam',
    gate: { kind: 'flag', flag: 'AGEDOWNMAN3' },
  },
  { id: 'redRain', route: paths.redRain(), labelKey: 'agentTiles.redRain', gate: { kind: 'flag', flag: 'REDRAIN3' } },
  {
    id: 'teamPnl',
    route: paths.agentTeamPnl(),
    labelKey: 'agentTiles.teamPnl',
    gate: { kind: 'flag', flag: 'AGETEAMPNL3' },
  },
  {
    id: 'teamBetting',
    route: paths.teamBetting(),
    labelKey: 'agentTiles.teamBetting',
    gate: { kind: 'flag', flag: 'AGETEAMBET3' },
  },
  {
    id: 'agentRebate',
    route: paths.agentRebate(),
    labelKey: 'agentTiles.agentRebate',
    gate: { kind: 'flag', flag: 'AGEREBATE3' },
  },
  {
    id: 'teamRebate',
    route: paths.teamRebate(),
    labelKey: 'agentTiles.teamRebate',
    gate: { kind: 'flag', flag: 'AGETEAMREB3' },
  },
  {
    id: 'securityCenter',
    route: paths.securityCenter(),
    labelKey: 'agentTiles.securityCenter',
    gate: { kind: 'flag', flag: 'AGESECCEN3' },
  },
  { id: 'onlineService', route: paths.service(), labelKey: 'agentTiles.onlineService', gate: { kind: 'always' } },
  { id: 'mail', route: paths.messages(), labelKey: 'agentTiles.mail', gate: { kind: 'flag', flag: 'MAILCEN' } },
] as const satisfies readonly MenuRow[];
