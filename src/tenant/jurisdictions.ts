/**
 * Jurisdiction profiles (issue 33): what a licence asks of a site, as data.
 * A tenant names one (`jurisdiction` in its file, "none" when absent); the
 * app, the CLI and the sandbox read this one table. Each row decides which
 * identity fields registration collects, whether accounts are verified
 * (document and selfie), which gates an unverified account cannot pass,
 * whether payments must be in the player's own name, whether play needs a
 * location inside the jurisdiction, whether demo play is offered and which
 * privacy law the member's rights follow. docs/jurisdictions.md lists the
 * rules with their sources.
 */

export const JURISDICTION_IDS = ['none', 'BR', 'verify-before-withdrawal'] as const;
export type JurisdictionId = (typeof JURISDICTION_IDS)[number];

/**
 * What a member may be held back from until verified. Each is named by the
 * endpoint-table rows it covers (`gate`), and the sandbox enforces it there:
 * deposit (creating a deposit order), play (launching a game or a lottery),
 * withdraw (requesting a withdrawal).
 */
export const GATES = ['deposit', 'play', 'withdraw'] as const;
export type Gate = (typeof GATES)[number];

/** What an endpoint-table row may be subject to: a verification gate, or `demo` (play money, free-play accounts). */
export type EndpointGate = Gate | 'demo';

/** The identity documents a verification asks for, in the order the page takes them. */
export const VERIFICATION_DOCUMENTS = ['front', 'back', 'selfie'] as const;
export type VerificationDocument = (typeof VERIFICATION_DOCUMENTS)[number];

/** A member's verification: none until submitted, then pending, then verified or rejected (with a reason). */
export const VERIFICATION_STATUSES = ['none', 'pending', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** Why a vendor rejects a verification (the app words each; anything else shows the vendor's own words). */
export const REJECTION_REASONS = ['documentUnreadable', 'documentExpired', 'selfieMismatch', 'dataMismatch'] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

/**
 * Why a deposit is held for refund where payments must be the player's own
 * (PAY-02, PAY-03): the provider named another payer, or none. The sandbox
 * sends the code, the app words it in the deposit record.
 */
export const DEPOSIT_HOLD_REASONS = ['payerMismatch', 'payerMissing'] as const;
export type DepositHoldReason = (typeof DEPOSIT_HOLD_REASONS)[number];

export type PrivacyLaw = 'LGPD' | 'GDPR';

/** A polygon the sandbox holds (sandbox/domain/boundaries.ts), named by the profile. */
export type BoundaryId = 'BR';

export interface JurisdictionProfile {
  /** Identity fields registration collects (all required when listed), through the register field configuration. */
  readonly registration: {
    /** The tax id: the Brazilian CPF (000.000.000-00 with its check digits), unique per merchant. */
    readonly taxId: 'cpf' | null;
    readonly fullName: boolean;
    readonly birthDate: boolean;
  };
  /** Younger players are refused at registration; null when the age is not asked. */
  readonly minimumAge: number | null;
  /** Whether accounts are verified: document front and back, then a selfie, decided by a vendor. */
  readonly verification: boolean;
  /** The gates an account passes only once verified. */
  readonly verifiedFor: readonly Gate[];
  /**
   * Money only from and to the player's own accounts: a deposit paid from
   * another tax id is held for refund; a payout account must be the player's.
   */
  readonly ownNamePayments: boolean;
  /** Play only from inside the boundary, checked before a session's first launch and every `recheckMinutes`. */
  readonly location: { readonly boundary: BoundaryId; readonly recheckMinutes: number } | null;
  /** Whether games may be opened in demo (play-money) mode, and free-play (trial) accounts made. */
  readonly demoPlay: boolean;
  /** The member's data rights (download, closure) and the law they follow; null: not offered (today's site). */
  readonly privacyLaw: PrivacyLaw | null;
  /** How long a closed account's records are kept, in years (what the law asks); null without privacy rights. */
  readonly retentionYears: number | null;
  /** Where each rule comes from (docs/jurisdictions.md). */
  readonly sources: readonly string[];
}

const NO_IDENTITY = { taxId: null, fullName: false, birthDate: false } as const;

export const JURISDICTIONS = {
  /** Today's behaviour exactly: no identity fields, no verification, no gates, no location, demo play on. */
  none: {
    registration: NO_IDENTITY,
    minimumAge: null,
    verification: false,
    verifiedFor: [],
    ownNamePayments: false,
    location: null,
    demoPlay: true,
    privacyLaw: null,
    retentionYears: null,
    sources: [],
  },
  /** Brazil's fixed-odds betting and online games licence. */
  BR: {
    registration: { taxId: 'cpf', fullName: true, birthDate: true },
    minimumAge: 18,
    verification: true,
    verifiedFor: ['deposit', 'play', 'withdraw'],
    ownNamePayments: true,
    location: { boundary: 'BR', recheckMinutes: 30 },
    demoPlay: false,
    privacyLaw: 'LGPD',
    retentionYears: 5,
    sources: [
      'Lei 14.790/2023 (fixed-odds betting and online games)',
      'Portaria SPA/MF 615/2024 (payments: own-name accounts, PIX)',
      'Portaria SPA/MF 722/2024 (technical and security requirements: identity, facial check, location)',
      'Portaria SPA/MF 1.231/2024 (responsible gaming: adults only, identified bettors)',
      'Lei 13.709/2018 (LGPD: access, portability, deletion) and Lei 9.613/1998 (records kept 5 years)',
    ],
  },
  /** Markets that let a player deposit and play at once and verify only before money leaves. */
  'verify-before-withdrawal': {
    registration: { taxId: null, fullName: true, birthDate: true },
    minimumAge: 18,
    verification: true,
    verifiedFor: ['withdraw'],
    ownNamePayments: false,
    location: null,
    demoPlay: true,
    privacyLaw: 'GDPR',
    retentionYears: 5,
    sources: [
      'Directive (EU) 2015/849 (AMLD: customer due diligence before a payout; records kept 5 years)',
      'Regulation (EU) 2016/679 (GDPR arts. 15, 17, 20: access, erasure, portability)',
    ],
  },
} as const satisfies Record<JurisdictionId, JurisdictionProfile>;

export const jurisdictionProfile = (id: JurisdictionId): JurisdictionProfile => JURISDICTIONS[id];

/** Whether a member of this status may pass the gate under the profile. */
export function gatePasses(profile: JurisdictionProfile, gate: Gate, status: VerificationStatus): boolean {
  return !profile.verifiedFor.includes(gate) || status === 'verified';
}

/** Whether registration under the profile collects any identity field. */
export const collectsIdentity = (profile: JurisdictionProfile): boolean =>
  profile.registration.taxId !== null || profile.registration.fullName || profile.registration.birthDate;
