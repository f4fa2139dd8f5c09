/**
 * The sandbox's game catalogue (001 §3): generated deterministically, the same
 * on every start, so no rows are seeded. Favourites and recent games are per
 * member in the database (migration 010). Icons are SVGs generated from the
 * game id (routes/games.ts, /m/cdn/games/<nodeId>.svg).
 */

export const GAME_CATEGORIES = ['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'INHOUSE', 'COCKFIGHT'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

export interface Vendor {
  readonly vassalage: string;
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
  { vassalage: 'BGS', displayName: 'BG Soft', categories: ['RNG', 'FISH', 'INHOUSE'] },
  { vassalage: 'PGS', displayName: 'PG Star', categories: ['RNG'] },
  { vassalage: 'JLI', displayName: 'Jili Lite', categories: ['RNG', 'FISH', 'PVP'] },
  { vassalage: 'PPL', displayName: 'Prime Play', categories: ['RNG', 'LIVE'] },
  { vassalage: 'EVO', displayName: 'Evo Live', categories: ['LIVE'] },
  { vassalage: 'SXB', displayName: 'SX Bet', categories: ['SPORTS', 'ESPORTS'] },
  { vassalage: 'CMD', displayName: 'CMD Sports', categories: ['SPORTS'] },
  { vassalage: 'TFG', displayName: 'TF Gaming', categories: ['ESPORTS'] },
  { vassalage: 'KYC', displayName: 'KY Cards', categories: ['PVP'] },
  { vassalage: 'VRL', displayName: 'VR Lottery', categories: ['LOTT', 'ELOTT'] },
  { vassalage: 'GPI', displayName: 'GPI Lotto', categories: ['LOTT'] },
  { vassalage: 'SVA', displayName: 'SV388', categories: ['COCKFIGHT'] },
  { vassalage: 'FCG', displayName: 'FC Games', categories: ['RNG', 'FISH'] },
  { vassalage: 'SPB', displayName: 'Spribe', categories: ['INHOUSE', 'RNG'] },
];

/** Classifications per category (key, displayName); only RNG and LIVE have more than one. */
export const CLASSIFICATIONS: Readonly<Partial<Record<GameCategory, readonly { key: string; displayName: string }[]>>> = {
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
const WORDS_A = ['Golden', 'Lucky', 'Mega', 'Wild', 'Dragon', 'Fortune', 'Royal', 'Magic', 'Super', 'Crystal', 'Thunder', 'Jungle', 'Ocean', 'Fire', 'Star', 'Neon'];
const WORDS_B = ['Fruits', 'Tiger', 'Empire', 'Gems', 'Riches', 'Quest', 'Party', 'Treasure', 'Spins', 'Panda', 'Legends', 'Sevens', 'Koi', 'Pharaoh', 'Rush', 'Bonanza'];
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

/** A small deterministic hash (FNV-1a) for names, markers and icon colours. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

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
          iconUrl: `/m/cdn/games/${nodeId}.svg`,
          supportPlay: category === 'RNG' || category === 'FISH',
        });
      }
    }
  }
  return games;
}

export const GAME_CATALOGUE: readonly CatalogueGame[] = buildCatalogue();
export const GAMES_BY_NODE: ReadonlyMap<string, CatalogueGame> = new Map(GAME_CATALOGUE.map((game) => [game.nodeId, game]));

/** Deterministic SVG icon of a game (or any id): a gradient tile with initials. */
export function gameIconSvg(id: string): string {
  const game = GAMES_BY_NODE.get(id);
  const hash = hashOf(id);
  const hueA = hash % 360;
  const hueB = (hueA + 40 + ((hash >>> 9) % 80)) % 360;
  const label = (game?.gameName ?? id)
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
  const sub = game ? game.vassalage : '';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hueA},70%,52%)"/><stop offset="1" stop-color="hsl(${hueB},70%,36%)"/></linearGradient></defs>`,
    '<rect width="160" height="160" rx="24" fill="url(#g)"/>',
    `<circle cx="${30 + (hash % 100)}" cy="${30 + ((hash >>> 7) % 100)}" r="${20 + ((hash >>> 3) % 30)}" fill="rgba(255,255,255,0.15)"/>`,
    `<text x="80" y="96" font-family="sans-serif" font-size="52" font-weight="700" text-anchor="middle" fill="#fff">${label}</text>`,
    `<text x="80" y="138" font-family="sans-serif" font-size="18" text-anchor="middle" fill="rgba(255,255,255,0.85)">${sub}</text>`,
    '</svg>',
  ].join('');
}
