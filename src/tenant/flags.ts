/**
 * The flag registry: every whitelabel flag code of both spec documents, once.
 * Keys form the FlagCode union, so a misspelled flag does not compile.
 * Life cycle and precedence: docs/flags.md (generated from this table).
 */

type FlagArea = 'header' | 'login' | 'register' | 'account' | 'member' | 'agent';

interface FlagDefinition {
  /** Value when neither the tenant file nor the platform says otherwise. */
  readonly default: boolean;
  /** What the flag switches, in one line (shown by `lobby flags`). */
  readonly gates: string;
  readonly area: FlagArea;
  /** Where the spec names it; "decision" when the code is ours (docs/decisions.md). */
  readonly source: string;
}

export const FLAG_REGISTRY = {
  DIRECTREG3: {
    default: true,
    area: 'header',
    gates: 'Register button in the logged-out home header',
    source: '000 §2.2',
  },
  MOBILEVERCODELOGIN3: {
    default: false,
    area: 'login',
    gates: 'Mobile number + SMS code tab on the login screen',
    source: '000 §2.3',
  },
  FACEBOOKLOGIN3: {
    default: false,
    area: 'login',
    gates: 'Facebook sign-in on login and registration',
    source: '000 §2.3',
  },
  GOOGLELOGIN3: {
    default: false,
    area: 'login',
    gates: 'Google sign-in on login and registration',
    source: '000 §2.3',
  },
  CHNGPASSVERIF3: {
    default: false,
    area: 'account',
    gates: 'Phone/e-mail toggle on forgot password (phone default)',
    source: '000 §2.5',
  },
  DEPRECM3: { default: false, area: 'member', gates: 'Member centre: load (deposit) record', source: '000 §2.8' },
  WITHREC3: { default: false, area: 'member', gates: 'Member centre: withdrawal record', source: '000 §2.8' },
  TRANSREC3: { default: false, area: 'member', gates: 'Member centre: account record', source: '000 §2.8' },
  TRANSBETREPMEM3: { default: false, area: 'member', gates: 'Member centre: betting record', source: '000 §2.8' },
  PERSREP: { default: false, area: 'member', gates: 'Member centre: profit and loss', source: '000 §2.8' },
  AGETRANSFERUP3: {
    default: false,
    area: 'member',
    gates: 'Member centre: superior transfer (with toUpline, type not 2)',
    source: '000 §2.8',
  },
  REWCEN3: {
    default: false,
    area: 'member',
    gates: 'Member centre: reward center; available promotions',
    source: '000 §2.8',
  },
  MANPLAYREB3: { default: false, area: 'member', gates: 'Member centre: manual rebate', source: '000 §2.8' },
  PLYRBT: { default: false, area: 'member', gates: 'Member centre: my rebate', source: '000 §2.8' },
  MAILCEN: { default: false, area: 'member', gates: 'Member centre: news / messages', source: '000 §2.8' },
  FEEDBACK3: { default: false, area: 'member', gates: 'Member centre: feedback', source: '000 §2.8' },
  MEMCLUB3: { default: false, area: 'member', gates: 'Level benefits page (club benefit call)', source: '000 §7' },
  PROFPIC3: {
    default: false,
    area: 'member',
    gates: 'Head icon in the member panel, changeable by upload',
    source: '000 §7',
  },
  AGETEAMOVW3: {
    default: false,
    area: 'agent',
    gates: 'Agent tile: team overview',
    source: 'decision (001 §2 names no code)',
  },
  AGETRANSREC3: {
    default: false,
    area: 'agent',
    gates: 'Agent tile: transaction record (types=A)',
    source: 'decision (001 §2 names no code)',
  },
  AGEDOWNMAN3: {
    default: false,
    area: 'agent',
    gates: 'Agent tile: member team (agent downline module id)',
    source: 'decision (module id of 001 §3)',
  },
  REDRAIN3: { default: false, area: 'agent', gates: 'Agent tile: red rain', source: 'decision (001 §2 names no code)' },
  AGETEAMPNL3: {
    default: false,
    area: 'agent',
    gates: 'Agent tile: team profit and loss',
    source: 'decision (001 §2 names no code)',
  },
  AGETEAMBET3: {
    default: false,
    area: 'agent',
    gates: 'Agent tile: team betting',
    source: 'decision (001 §2 names no code)',
  },
  AGEREBATE3: {
    default: false,
    area: 'agent',
    gates: 'Agent tile: agent rebate',
    source: 'decision (001 §2 names no code)',
  },
  AGETEAMREB3: {
    default: false,
    area: 'agent',
    gates: 'Agent tile: team rebate',
    source: 'decision (001 §2 names no code)',
  },
  AGESECCEN3: {
    default: false,
    area: 'agent',
    gates: 'Agent tile: security centre',
    source: 'decision (001 §2 names no code)',
  },
  AGEDIVIDEND3: {
    default: false,
    area: 'agent',
    gates: 'Agent footer: dividend ("dividends enabled")',
    source: 'decision (001 §2 names no code)',
  },
} as const satisfies Record<string, FlagDefinition>;

export type FlagCode = keyof typeof FLAG_REGISTRY;
export const FLAG_CODES = Object.keys(FLAG_REGISTRY) as FlagCode[];

/** Promotions that gate menu entries (000 §2.8), switched like flags. */
export const PROMOTION_REGISTRY = {
  REFERRAL: {
    default: false,
    gates: 'Invite friends entry, share button for agents; otherwise contact_service',
    source: '000 §2.8',
  },
  MISSION: { default: false, gates: 'Member centre: mission activity', source: '000 §2.8' },
} as const satisfies Record<string, Omit<FlagDefinition, 'area'>>;

export type PromotionCode = keyof typeof PROMOTION_REGISTRY;
export const PROMOTION_CODES = Object.keys(PROMOTION_REGISTRY) as PromotionCode[];

export type FlagValues = Readonly<Record<FlagCode, boolean>>;
export type PromotionValues = Readonly<Record<PromotionCode, boolean>>;

export function isFlagCode(code: string): code is FlagCode {
  return Object.hasOwn(FLAG_REGISTRY, code);
}

export function isPromotionCode(code: string): code is PromotionCode {
  return Object.hasOwn(PROMOTION_REGISTRY, code);
}
