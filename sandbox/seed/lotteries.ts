import { hashOf } from './games.ts';

/**
 * The sandbox's lotteries (001 §3): the catalogue the lottery area answers
 * (sandbox/routes/lottery.ts) and the image CDN draws (sandbox/routes/cdn.ts).
 */

export interface SandboxLottery {
  readonly gameId: string;
  readonly gameCode: string;
  readonly gameName: string;
  readonly gameGroupCode: string;
  readonly groupName: string;
  readonly periodMs: number;
  readonly lockMs: number;
  readonly hot: boolean;
  readonly isSale: boolean;
  readonly prizeMode: 'Lott' | 'Elott';
  /** digits: "12345"; groups: "12,34,56" (comma list). */
  readonly numberStyle: 'digits' | 'groups';
}

export const MINUTE = 60_000;
const lottery = (
  gameCode: string,
  gameName: string,
  group: [code: string, name: string],
  periodMs: number,
  extra: Partial<Pick<SandboxLottery, 'hot' | 'isSale' | 'prizeMode' | 'numberStyle' | 'lockMs'>> = {},
): SandboxLottery => ({
  gameId: `L${hashOf(gameCode) % 100000}`,
  gameCode,
  gameName,
  gameGroupCode: group[0],
  groupName: group[1],
  periodMs,
  lockMs: extra.lockMs ?? 5000,
  hot: extra.hot ?? false,
  isSale: extra.isSale ?? true,
  prizeMode: extra.prizeMode ?? 'Lott',
  numberStyle: extra.numberStyle ?? 'digits',
});

const FAST: [string, string] = ['FAST', 'Fast lottery'];
const VN: [string, string] = ['VN', 'Vietnam lottery'];
const KENO: [string, string] = ['KENO', 'Keno'];

export const LOTTERIES: readonly SandboxLottery[] = [
  lottery('FAST1', 'Fast 1 minute', FAST, MINUTE, { hot: true }),
  lottery('FAST3', 'Fast 3 minutes', FAST, 3 * MINUTE, { hot: true }),
  lottery('FAST5', 'Fast 5 minutes', FAST, 5 * MINUTE),
  lottery('FAST10', 'Fast 10 minutes', FAST, 10 * MINUTE),
  lottery('HANOI', 'Hanoi VIP', VN, 15 * MINUTE, { hot: true }),
  lottery('SAIGON', 'Saigon VIP', VN, 30 * MINUTE),
  lottery('NORTH', 'Northern daily', VN, 24 * 60 * MINUTE, { numberStyle: 'groups' }),
  lottery('SOUTH', 'Southern daily', VN, 24 * 60 * MINUTE, { isSale: false, numberStyle: 'groups' }),
  lottery('KENO1', 'Keno 1 minute', KENO, MINUTE, { numberStyle: 'groups' }),
  lottery('KENO5', 'Keno 5 minutes', KENO, 5 * MINUTE, { hot: true, numberStyle: 'groups' }),
  lottery('ELOT1', 'E-Lotto 1 minute', ['ELOTT', 'E-lottery'], MINUTE, { prizeMode: 'Elott' }),
  lottery('ELOT3', 'E-Lotto 3 minutes', ['ELOTT', 'E-lottery'], 3 * MINUTE, { prizeMode: 'Elott', hot: true }),
];
