import { percentOf } from '../money.ts';

/**
 * What a payment platform holds per merchant and currency (issue 13): deposit
 * channels, bonus offers, withdrawal rules and responsible-gambling defaults.
 * Amounts here are in minor units. The figures are the sandbox's; a real
 * platform configures them per merchant (docs/decisions.md "Money").
 */

type ChannelKind = 'pix' | 'bank' | 'ewallet' | 'crypto';

export interface DepositChannel {
  readonly code: string;
  readonly kind: ChannelKind;
  readonly name: string;
  readonly minMinor: number;
  readonly maxMinor: number;
  readonly quickMinor: readonly number[];
  /** How long a pending order waits for the payment. */
  readonly expiresMinutes: number;
  /** Shown to the player: how long the provider usually takes. */
  readonly processing: 'instant' | 'minutes' | 'hours';
}

const BRL_CHANNELS: readonly DepositChannel[] = [
  {
    code: 'PIX',
    kind: 'pix',
    name: 'PIX',
    minMinor: 10_00,
    maxMinor: 50_000_00,
    quickMinor: [20_00, 50_00, 100_00, 200_00, 500_00, 1_000_00],
    expiresMinutes: 15,
    processing: 'instant',
  },
  {
    code: 'TED',
    kind: 'bank',
    name: 'TED / Transferência bancária',
    minMinor: 50_00,
    maxMinor: 100_000_00,
    quickMinor: [100_00, 500_00, 1_000_00, 5_000_00],
    expiresMinutes: 120,
    processing: 'hours',
  },
  {
    code: 'PICPAY',
    kind: 'ewallet',
    name: 'PicPay',
    minMinor: 20_00,
    maxMinor: 20_000_00,
    quickMinor: [50_00, 100_00, 200_00, 500_00],
    expiresMinutes: 30,
    processing: 'minutes',
  },
  {
    code: 'USDT',
    kind: 'crypto',
    name: 'USDT (TRC20)',
    minMinor: 100_00,
    maxMinor: 200_000_00,
    quickMinor: [200_00, 500_00, 1_000_00, 5_000_00],
    expiresMinutes: 60,
    processing: 'minutes',
  },
];

const USD_CHANNELS: readonly DepositChannel[] = [
  {
    code: 'BANK',
    kind: 'bank',
    name: 'Bank transfer',
    minMinor: 20_00,
    maxMinor: 20_000_00,
    quickMinor: [50_00, 100_00, 250_00, 500_00],
    expiresMinutes: 120,
    processing: 'hours',
  },
  {
    code: 'SKRILL',
    kind: 'ewallet',
    name: 'Skrill',
    minMinor: 10_00,
    maxMinor: 5_000_00,
    quickMinor: [20_00, 50_00, 100_00, 200_00],
    expiresMinutes: 30,
    processing: 'minutes',
  },
  {
    code: 'USDT',
    kind: 'crypto',
    name: 'USDT (TRC20)',
    minMinor: 20_00,
    maxMinor: 50_000_00,
    quickMinor: [50_00, 100_00, 500_00, 1_000_00],
    expiresMinutes: 60,
    processing: 'minutes',
  },
];

export const depositChannelsFor = (currency: string): readonly DepositChannel[] =>
  currency === 'BRL' ? BRL_CHANNELS : USD_CHANNELS;

interface BonusOffer {
  readonly id: string;
  readonly name: string;
  readonly percent: number;
  readonly maxBonusMinor: number;
  readonly minDepositMinor: number;
  /** Turnover required before a withdrawal: (deposit + bonus) × this. */
  readonly turnoverMultiplier: number;
}

export const BONUS_OFFERS: readonly BonusOffer[] = [
  {
    id: 'WELCOME100',
    name: 'Welcome bonus 100%',
    percent: 100,
    maxBonusMinor: 500_00,
    minDepositMinor: 50_00,
    turnoverMultiplier: 10,
  },
  {
    id: 'RELOAD20',
    name: 'Reload bonus 20%',
    percent: 20,
    maxBonusMinor: 200_00,
    minDepositMinor: 20_00,
    turnoverMultiplier: 5,
  },
];

export function bonusFor(offer: BonusOffer, amountMinor: number): { bonusMinor: number; turnoverMinor: number } {
  if (amountMinor < offer.minDepositMinor) return { bonusMinor: 0, turnoverMinor: 0 };
  const bonusMinor = Math.min(percentOf(amountMinor, offer.percent), offer.maxBonusMinor);
  return { bonusMinor, turnoverMinor: (amountMinor + bonusMinor) * offer.turnoverMultiplier };
}

interface WithdrawRules {
  readonly minMinor: number;
  readonly maxMinor: number;
  readonly dailyCount: number;
}

/** Daily withdrawals by club level, as the member's level benefits say (MEMCLUB3). */
const DAILY_COUNT_BY_LABEL: Readonly<Record<string, number>> = { VIP1: 3, VIP2: 5, VIP3: 10 };

export const withdrawRulesFor = (currency: string, clubLabel: string | null): WithdrawRules => ({
  minMinor: currency === 'BRL' ? 50_00 : 10_00,
  maxMinor: currency === 'BRL' ? 50_000_00 : 10_000_00,
  dailyCount: (clubLabel && DAILY_COUNT_BY_LABEL[clubLabel]) || 3,
});

/** Responsible gambling: how long an increase of a limit waits, and the bounds of cool-off and self-exclusion. */
export const RG_RULES = {
  increaseDelayMs: 24 * 3_600_000,
  coolOffMinMs: 24 * 3_600_000,
  coolOffMaxMs: 42 * 24 * 3_600_000,
  selfExclusionMinMs: 182 * 24 * 3_600_000,
  realityCheckMinutes: [15, 30, 60, 120] as const,
} as const;

/** Wrong payment passwords before a lock, and the lock. */
export const PAYMENT_PASSWORD_RULES = { maxFailures: 5, lockMs: 15 * 60_000 } as const;
