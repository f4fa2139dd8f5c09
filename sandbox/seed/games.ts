import { hashOf } from '../../src/lib/hash.ts';

/**
 * The sandbox's game catalogue (001 §3): generated deterministically, the same
 * on every start, so no rows are seeded. Favourites and recent games are per
 * member in the database (migration 010). Icons are drawn from the game's
 * vendor, type and title (sandbox/art) and served as PNG, /m/cdn/games/<nodeId>.png.
 */

export const GAME_CATEGORIES = [
  'RNG',
  'FISH',
  'LIVE',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'ELOTT',
  'INHOUSE',
  'COCKFIGHT',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

interface Vendor {
  readonly vassalage: string;
  /** The vendor's brand colour: its badge and the ground of its games' art. */
  readonly colour: string;
  readonly displayName: string;
  readonly categories: readonly GameCategory[];
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
}

export const VENDORS: readonly Vendor[] = [
  { vassalage: 'BGS', colour: '#1f6feb', displayName: 'BG Soft', categories: ['RNG', 'FISH', 'INHOUSE'] },
  { vassalage: 'PGS', colour: '#d6336c', displayName: 'PG Star', categories: ['RNG'] },
  { vassalage: 'JLI', colour: '#e8590c', displayName: 'Jili Lite', categories: ['RNG', 'FISH', 'PVP'] },
  { vassalage: 'PPL', colour: '#7048e8', displayName: 'Prime Play', categories: ['RNG', 'LIVE'] },
  { vassalage: 'EVO', colour: '#0b7285', displayName: 'Evo Live', categories: ['LIVE'] },
  { vassalage: 'SXB', colour: '#2b8a3e', displayName: 'SX Bet', categories: ['SPORTS', 'ESPORTS'] },
  { vassalage: 'CMD', colour: '#1864ab', displayName: 'CMD Sports', categories: ['SPORTS'] },
  { vassalage: 'TFG', colour: '#862e9c', displayName: 'TF Gaming', categories: ['ESPORTS'] },
  { vassalage: 'KYC', colour: '#c92a2a', displayName: 'KY Cards', categories: ['PVP'] },
  { vassalage: 'VRL', colour: '#e67700', displayName: 'VR Lottery', categories: ['LOTT', 'ELOTT'] },
  { vassalage: 'GPI', colour: '#5c940d', displayName: 'GPI Lotto', categories: ['LOTT'] },
  { vassalage: 'SVA', colour: '#a61e4d', displayName: 'SV388', categories: ['COCKFIGHT'] },
  { vassalage: 'FCG', colour: '#0c8599', displayName: 'FC Games', categories: ['RNG', 'FISH'] },
  { vassalage: 'SPB', colour: '#c2255c', displayName: 'Spribe', categories: ['INHOUSE', 'RNG'] },
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
const WORDS_A = [
  'Golden',
  'Lucky',
  'Mega',
  'Wild',
  'Dragon',
  'Fortune',
  'Royal',
  'Magic',
  'Super',
  'Crystal',
  'Thunder',
  'Jungle',
  'Ocean',
  'Fire',
  'Star',
  'Neon',
];
const WORDS_B = [
  'Fruits',
  'Tiger',
  'Empire',
  'Gems',
  'Riches',
  'Quest',
  'Party',
  'Treasure',
  'Spins',
  'Panda',
  'Legends',
  'Sevens',
  'Koi',
  'Pharaoh',
  'Rush',
  'Bonanza',
];
const CATEGORY_NOUN: Readonly<Record<GameCategory, string>> = {
  RNG: '',
  FISH: 'Fishing',
  LIVE: 'Table',
  PVP: 'Cards',
  SPORTS: 'Sportsbook',
  ESPORTS: 'Esports',
  LOTT: 'Lotto',
  ELOTT: 'E-Lotto',
  INHOUSE: 'Crash',
  COCKFIGHT: 'Derby',
};

export { hashOf };

function buildCatalogue(): CatalogueGame[] {
  const games: CatalogueGame[] = [];
  for (const vendor of VENDORS) {
    for (const category of vendor.categories) {
      const classes = CLASSIFICATIONS[category];
      for (let index = 1; index <= COUNTS[category]; index += 1) {
        const nodeId = `${vendor.vassalage}-${category}-${String(index).padStart(3, '0')}`;
        const hash = hashOf(nodeId);
        const noun = CATEGORY_NOUN[category];
        const name = `${WORDS_A[hash % WORDS_A.length] ?? 'Lucky'} ${WORDS_B[(hash >>> 8) % WORDS_B.length] ?? 'Spins'}${noun ? ` ${noun}` : ''} ${index}`;
        games.push({
          nodeId,
          gameId: `${category.toLowerCase()}${index}`,
          roomId: `${vendor.vassalage.toLowerCase()}_${category.toLowerCase()}_${index}`,
          gameName: name,
          vassalage: vendor.vassalage,
          gameType: category,
          gameClassify: classes ? (classes[index % classes.length]?.key ?? '') : category,
          isNew: index % 9 === 1,
          isHot: index % 7 === 3,
          minBet: MIN_BETS[index % MIN_BETS.length] ?? 0.01,
          iconUrl: `/m/cdn/games/${nodeId}.png`,
          supportPlay: category === 'RNG' || category === 'FISH',
        });
      }
    }
  }
  return games;
}

export const GAME_CATALOGUE: readonly CatalogueGame[] = buildCatalogue();
export const GAMES_BY_NODE: ReadonlyMap<string, CatalogueGame> = new Map(
  GAME_CATALOGUE.map((game) => [game.nodeId, game]),
);
