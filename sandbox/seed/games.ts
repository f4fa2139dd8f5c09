import { hashOf } from '../../src/lib/hash.ts';
import type { MotifName } from '../art/motif-names.ts';
import { GAME_CATEGORIES, GameNamer, type GameCategory } from './game-names.ts';

/**
 * The sandbox's game catalogue (001 §3): generated deterministically, the same
 * on every start, so no rows are seeded. Favourites and recent games are per
 * member in the database (migration 010). Names, motifs and hues come from
 * seed/game-names.ts; icons are drawn from them and the vendor's colour
 * (sandbox/art) and served as PNG, /m/cdn/games/<nodeId>.png. Issue 34 added
 * what players look for on a tile: RTP, volatility, demo mode and jackpots.
 */

export { GAME_CATEGORIES, type GameCategory };

interface Vendor {
  readonly vassalage: string;
  /** The vendor's brand colour: its badge and the frame of its games' art. */
  readonly colour: string;
  readonly displayName: string;
  readonly categories: readonly GameCategory[];
  /** FIND-10: the vendor offers demo (play-money) mode for its slots, fishing, in-house and card games. */
  readonly demo: boolean;
}

export interface CatalogueGame {
  readonly nodeId: string;
  readonly gameId: string;
  readonly roomId: string;
  readonly gameName: string;
  readonly vassalage: string;
  readonly gameType: GameCategory;
  readonly gameClassify: string;
  readonly isNew: boolean;
  readonly isHot: boolean;
  readonly minBet: number;
  readonly iconUrl: string;
  readonly supportPlay: boolean;
  /** FIND-07: return to player, percent with two decimals; null where a type has none (sports, lottery). */
  readonly rtp: number | null;
  readonly volatility: Volatility | null;
  /** FIND-10: the game opens in demo mode (its vendor offers it for its type). */
  readonly demo: boolean;
  /** FIND-13: the jackpot pool the game feeds (its vendor's), for jackpot slots. */
  readonly jackpotId: string | null;
  /** How its tile is drawn (seed/game-names.ts): the theme's motif and the game's hue. */
  readonly motif: MotifName;
  readonly hue: number;
}

export type Volatility = 'LOW' | 'MEDIUM' | 'HIGH';

export const VENDORS: readonly Vendor[] = [
  { vassalage: 'BGS', colour: '#1f6feb', displayName: 'BG Soft', categories: ['RNG', 'FISH', 'INHOUSE'], demo: true },
  { vassalage: 'PGS', colour: '#d6336c', displayName: 'PG Star', categories: ['RNG'], demo: true },
  { vassalage: 'JLI', colour: '#e8590c', displayName: 'Jili Lite', categories: ['RNG', 'FISH', 'PVP'], demo: true },
  { vassalage: 'PPL', colour: '#7048e8', displayName: 'Prime Play', categories: ['RNG', 'LIVE'], demo: true },
  { vassalage: 'EVO', colour: '#0b7285', displayName: 'Evo Live', categories: ['LIVE'], demo: false },
  { vassalage: 'SXB', colour: '#2b8a3e', displayName: 'SX Bet', categories: ['SPORTS', 'ESPORTS'], demo: false },
  { vassalage: 'CMD', colour: '#1864ab', displayName: 'CMD Sports', categories: ['SPORTS'], demo: false },
  { vassalage: 'TFG', colour: '#862e9c', displayName: 'TF Gaming', categories: ['ESPORTS'], demo: false },
  { vassalage: 'KYC', colour: '#c92a2a', displayName: 'KY Cards', categories: ['PVP'], demo: false },
  { vassalage: 'VRL', colour: '#e67700', displayName: 'VR Lottery', categories: ['LOTT', 'ELOTT'], demo: false },
  { vassalage: 'GPI', colour: '#5c940d', displayName: 'GPI Lotto', categories: ['LOTT'], demo: false },
  { vassalage: 'SVA', colour: '#a61e4d', displayName: 'SV388', categories: ['COCKFIGHT'], demo: false },
  { vassalage: 'FCG', colour: '#0c8599', displayName: 'FC Games', categories: ['RNG', 'FISH'], demo: true },
  { vassalage: 'SPB', colour: '#c2255c', displayName: 'Spribe', categories: ['INHOUSE', 'RNG'], demo: true },
];

/** Classifications per category (key, displayName); only RNG and LIVE have more than one. */
export const CLASSIFICATIONS: Readonly<Partial<Record<GameCategory, readonly { key: string; displayName: string }[]>>> =
  {
    RNG: [
      { key: 'SLOT', displayName: 'Slots' },
      { key: 'MEGAWAYS', displayName: 'Megaways' },
      { key: 'JACKPOT', displayName: 'Jackpot' },
      { key: 'CLASSIC', displayName: 'Classic' },
    ],
    LIVE: [
      { key: 'BACCARAT', displayName: 'Baccarat' },
      { key: 'ROULETTE', displayName: 'Roulette' },
      { key: 'BLACKJACK', displayName: 'Blackjack' },
    ],
  };

/** Games per vendor and category. */
const COUNTS: Readonly<Record<GameCategory, number>> = {
  RNG: 80,
  FISH: 12,
  LIVE: 18,
  PVP: 20,
  SPORTS: 2,
  ESPORTS: 2,
  LOTT: 8,
  ELOTT: 6,
  INHOUSE: 10,
  COCKFIGHT: 3,
};

const MIN_BETS = [0.01, 0.05, 0.1, 0.5, 0.75] as const;
/** FIND-10: the types a vendor's demo mode covers (live tables, sports and lotteries have none). */
const DEMO_TYPES: ReadonlySet<GameCategory> = new Set(['RNG', 'FISH', 'INHOUSE', 'PVP']);
/** FIND-07: types whose games state a return to player and a volatility. */
const RTP_TYPES: ReadonlySet<GameCategory> = new Set(['RNG', 'FISH', 'INHOUSE', 'PVP', 'LIVE']);
const VOLATILITIES: readonly Volatility[] = ['LOW', 'MEDIUM', 'HIGH'];

/** 94.00–97.99 %, as slot studios publish; live tables a little higher. */
const rtpOf = (category: GameCategory, hash: number): number | null =>
  RTP_TYPES.has(category)
    ? // eslint-disable-next-line no-restricted-syntax -- hundredths of a percent, not money
      (category === 'LIVE' ? 97 : 94) + ((hash >>> 4) % (category === 'LIVE' ? 150 : 400)) / 100
    : null;

export { hashOf };

function buildCatalogue(): CatalogueGame[] {
  const games: CatalogueGame[] = [];
  const namer = new GameNamer();
  for (const vendor of VENDORS) {
    for (const category of vendor.categories) {
      const classes = CLASSIFICATIONS[category];
      for (let index = 1; index <= COUNTS[category]; index += 1) {
        const nodeId = `${vendor.vassalage}-${category}-${String(index).padStart(3, '0')}`;
        const hash = hashOf(nodeId);
        const gameClassify = classes ? (classes[index % classes.length]?.key ?? '') : category;
        const look = namer.look(nodeId, category, gameClassify, index);
        const rtp = rtpOf(category, hash);
        games.push({
          nodeId,
          gameId: `${category.toLowerCase()}${index}`,
          roomId: `${vendor.vassalage.toLowerCase()}_${category.toLowerCase()}_${index}`,
          gameName: look.name,
          vassalage: vendor.vassalage,
          gameType: category,
          gameClassify,
          isNew: index % 9 === 1,
          isHot: index % 7 === 3,
          minBet: MIN_BETS[index % MIN_BETS.length] ?? 0.01,
          iconUrl: `/m/cdn/games/${nodeId}.png`,
          supportPlay: category === 'RNG' || category === 'FISH',
          rtp,
          volatility: rtp === null ? null : (VOLATILITIES[(hash >>> 10) % VOLATILITIES.length] ?? 'MEDIUM'),
          demo: vendor.demo && DEMO_TYPES.has(category),
          jackpotId: gameClassify === 'JACKPOT' ? jackpotIdOf(vendor.vassalage) : null,
          motif: look.motif,
          hue: look.hue,
        });
      }
    }
  }
  return games;
}

/** FIND-13: each slot vendor runs one jackpot pool, fed by its jackpot slots (domain/jackpots.ts). */
export const jackpotIdOf = (vassalage: string): string => `JP-${vassalage}`;

export const GAME_CATALOGUE: readonly CatalogueGame[] = buildCatalogue();
export const GAMES_BY_NODE: ReadonlyMap<string, CatalogueGame> = new Map(
  GAME_CATALOGUE.map((game) => [game.nodeId, game]),
);
