import { percentOf } from '../money.ts';

/**
 * The bonus terms a platform holds per merchant (issue 34): deposit offers,
 * promo codes and mission bonuses, each with its amount, wagering
 * requirement, contribution by game type, maximum stake while wagering and
 * validity. Amounts in minor units; the figures are the sandbox's (a real
 * platform configures them per merchant; docs/decisions.md "Bonus wallet").
 */

/** The game types of the catalogue (sandbox/seed/games.ts). */
type GameType = 'RNG' | 'FISH' | 'LIVE' | 'PVP' | 'SPORTS' | 'LOTT';

/** Percent of a stake that counts towards wagering, by game type; a type not listed counts 0. */
export type Contributions = Readonly<Partial<Record<GameType, number>>>;

/** What most operators publish: slots and fishing in full, cards and sports half, live casino a tenth, lottery nothing. */
const STANDARD_CONTRIBUTIONS: Contributions = { RNG: 100, FISH: 100, PVP: 50, SPORTS: 50, LIVE: 10, LOTT: 0 };

interface WageringTerms {
  /** bonus: multiplier × bonus; bonus_deposit: multiplier × (bonus + deposit). */
  readonly base: 'bonus' | 'bonus_deposit';
  readonly multiplier: number;
  readonly contributions: Contributions;
  /** The largest single stake while the bonus is active. */
  readonly maxStakeMinor: number;
  /** How long the bonus lasts once active. */
  readonly validityMs: number;
}

const DAY_MS = 86_400_000;

/** A deposit offer: percent of the deposit up to a maximum, from a minimum deposit. */
export interface DepositOffer extends WageringTerms {
  readonly id: string;
  readonly name: string;
  readonly percent: number;
  readonly maxBonusMinor: number;
  readonly minDepositMinor: number;
}

/** Offers picked on the deposit page. */
export const BONUS_OFFERS: readonly DepositOffer[] = [
  {
    id: 'WELCOME100',
    name: 'Welcome bonus 100%',
    percent: 100,
    maxBonusMinor: 500_00,
    minDepositMinor: 50_00,
    base: 'bonus_deposit',
    multiplier: 10,
    contributions: STANDARD_CONTRIBUTIONS,
    maxStakeMinor: 25_00,
    validityMs: 30 * DAY_MS,
  },
  {
    id: 'RELOAD20',
    name: 'Reload bonus 20%',
    percent: 20,
    maxBonusMinor: 200_00,
    minDepositMinor: 20_00,
    base: 'bonus',
    multiplier: 5,
    contributions: STANDARD_CONTRIBUTIONS,
    maxStakeMinor: 10_00,
    validityMs: 7 * DAY_MS,
  },
];

/** A fixed bonus without a deposit (a code redeemed on the promotions page, a mission's reward). */
export interface FixedBonus extends WageringTerms {
  readonly id: string;
  readonly name: string;
  readonly amountMinor: number;
}

/** Promo codes: a deposit code brings its offer at deposit; a free code grants at once. Codes are matched without regard to case. */
type PromoCode =
  | { readonly code: string; readonly kind: 'deposit'; readonly offer: DepositOffer }
  | (FixedBonus & { readonly code: string; readonly kind: 'free' });

const PROMO_CODES: readonly PromoCode[] = [
  {
    code: 'SAMBA50',
    kind: 'deposit',
    offer: {
      id: 'SAMBA50',
      name: 'Promo code SAMBA50: 50%',
      percent: 50,
      maxBonusMinor: 250_00,
      minDepositMinor: 20_00,
      base: 'bonus_deposit',
      multiplier: 8,
      contributions: STANDARD_CONTRIBUTIONS,
      maxStakeMinor: 20_00,
      validityMs: 14 * DAY_MS,
    },
  },
  {
    code: 'FREE10',
    kind: 'free',
    id: 'FREE10',
    name: 'Promo code FREE10',
    amountMinor: 10_00,
    base: 'bonus',
    multiplier: 20,
    contributions: STANDARD_CONTRIBUTIONS,
    maxStakeMinor: 2_00,
    validityMs: 3 * DAY_MS,
  },
];

export const promoCodeOf = (code: string): PromoCode | undefined =>
  PROMO_CODES.find((candidate) => candidate.code === code.trim().toUpperCase());

/** Bonuses that missions pay (missions.ts names them by id). */
export const MISSION_BONUSES: Readonly<Record<string, FixedBonus>> = {
  'slots-week-bonus': {
    id: 'slots-week-bonus',
    name: 'Weekly slots mission bonus',
    amountMinor: 20_00,
    base: 'bonus',
    multiplier: 10,
    contributions: STANDARD_CONTRIBUTIONS,
    maxStakeMinor: 5_00,
    validityMs: 7 * DAY_MS,
  },
};

/** The bonus of a deposit under an offer, and the wagering it brings (0 when the deposit is under the offer's minimum). */
export function bonusFor(offer: DepositOffer, depositMinor: number): { bonusMinor: number; requiredMinor: number } {
  if (depositMinor < offer.minDepositMinor) return { bonusMinor: 0, requiredMinor: 0 };
  const bonusMinor = Math.min(percentOf(depositMinor, offer.percent), offer.maxBonusMinor);
  return { bonusMinor, requiredMinor: wageringRequired(offer, bonusMinor, depositMinor) };
}

export function wageringRequired(terms: WageringTerms, bonusMinor: number, depositMinor: number): number {
  return (terms.base === 'bonus' ? bonusMinor : bonusMinor + depositMinor) * terms.multiplier;
}

/** The part of a stake that counts towards wagering: integer minor units, rounded down. */
export function contributionOf(contributions: Contributions, gameType: string, stakeMinor: number): number {
  const percent = contributions[gameType as GameType] ?? 0;
  return percentOf(stakeMinor, percent);
}

/** The terms as the platform answers them (percentages by game type, amounts in major units by the caller). */
export const termsView = (terms: WageringTerms) => ({
  wageringBase: terms.base,
  multiplier: terms.multiplier,
  contributions: terms.contributions,
  maxStakeMinor: terms.maxStakeMinor,
  validityDays: Math.round(terms.validityMs / DAY_MS),
});

export type { WageringTerms };
