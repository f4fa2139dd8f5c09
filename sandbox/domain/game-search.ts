import { distance } from 'fastest-levenshtein';
import { foldForSearch, matchesTerms, searchTerms } from '../../src/lib/search-text.ts';
import { GAME_CATALOGUE, GAME_CATEGORIES, VENDORS, type CatalogueGame, type GameCategory } from '../seed/games.ts';

/**
 * The search across every game type and vendor (issue 34, FIND-01..05): the
 * rules of the proposed `searchGames` call. The catalogue is generated, not
 * stored, so this is rules without SQL: names and vendors are folded once
 * (case and accents do not count), a query's words must all occur, the best
 * matches come first, and games come grouped by type. A query that finds
 * nothing answers what it might have meant and some popular games instead.
 */

interface IndexedGame {
  readonly game: CatalogueGame;
  readonly name: string;
  /** The name with the vendor's name and code: a query may name the vendor too ("jili tigre"). */
  readonly withVendor: string;
}

const VENDOR_NAME = new Map(VENDORS.map((vendor) => [vendor.vassalage, vendor.displayName]));

const INDEX: readonly IndexedGame[] = GAME_CATALOGUE.map((game) => {
  const name = foldForSearch(game.gameName);
  return {
    game,
    name,
    withVendor: `${name} ${foldForSearch(VENDOR_NAME.get(game.vassalage) ?? '')} ${game.vassalage.toLowerCase()}`,
  };
});

/** Every word of every name and vendor, folded: what a misspelt word is compared with. */
const VOCABULARY: readonly string[] = [
  ...new Set(INDEX.flatMap((entry) => searchTerms(entry.withVendor)).filter((word) => word.length >= 3)),
];

/** Lower ranks first: the name starts with the query, its words start with the query's, the name holds them, only with the vendor's name. */
function rankOf(entry: IndexedGame, folded: string, terms: readonly string[]): number | null {
  if (entry.name.startsWith(folded)) return 0;
  const words = entry.name.split(/[^\p{L}\p{N}]+/u);
  if (terms.every((term) => words.some((word) => word.startsWith(term)))) return 1;
  if (matchesTerms(entry.name, terms)) return 2;
  if (matchesTerms(entry.withVendor, terms)) return 3;
  return null;
}

export interface SearchGroup {
  readonly gameType: GameCategory;
  /** How many games of the type match, of which `games` are the first. */
  readonly totalCount: number;
  readonly games: readonly CatalogueGame[];
}

export interface VendorHit {
  readonly vassalage: string;
  readonly displayName: string;
  readonly gameTypes: readonly GameCategory[];
  readonly gameCount: number;
}

export interface SearchResult {
  readonly totalCount: number;
  readonly groups: readonly SearchGroup[];
  readonly vendors: readonly VendorHit[];
  /** Only when nothing matched: queries it might have meant, and popular games to start from. */
  readonly suggestions: { readonly keywords: readonly string[]; readonly games: readonly CatalogueGame[] };
}

const SUGGESTED_GAMES = 6;
const SUGGESTED_KEYWORDS = 3;

/** The closest words of the catalogue to a misspelt word: one edit in a short word, two in a longer one. */
function nearestWords(term: string): string[] {
  if (term.length < 3) return [];
  const allowed = term.length >= 6 ? 2 : 1;
  return VOCABULARY.map((word) => ({ word, far: distance(term, word) }))
    .filter(({ word, far }) => far <= allowed && word !== term)
    .sort((a, b) => a.far - b.far || a.word.localeCompare(b.word))
    .slice(0, SUGGESTED_KEYWORDS)
    .map(({ word }) => word);
}

/** Queries with one misspelt word put right that would find something. */
function keywordSuggestions(terms: readonly string[]): string[] {
  const found = new Set<string>();
  terms.forEach((term, position) => {
    for (const word of nearestWords(term)) {
      const corrected = terms.map((other, index) => (index === position ? word : other));
      if (INDEX.some((entry) => matchesTerms(entry.withVendor, corrected))) found.add(corrected.join(' '));
    }
  });
  return [...found].slice(0, SUGGESTED_KEYWORDS);
}

/** Popular games, one of each type in turn, for an empty result to start from. */
function popularGames(): CatalogueGame[] {
  const hot = GAME_CATALOGUE.filter((game) => game.isHot);
  const picked: CatalogueGame[] = [];
  for (const type of GAME_CATEGORIES) {
    const game = hot.find((candidate) => candidate.gameType === type);
    if (game) picked.push(game);
    if (picked.length === SUGGESTED_GAMES) break;
  }
  return picked;
}

const POPULAR = popularGames();

export function searchCatalogue(query: string, perGroup: number): SearchResult {
  const folded = foldForSearch(query);
  const terms = searchTerms(query);
  const hits: Array<{ readonly entry: IndexedGame; readonly rank: number }> = [];
  for (const entry of INDEX) {
    const rank = rankOf(entry, folded, terms);
    if (rank !== null) hits.push({ entry, rank });
  }
  hits.sort(
    (a, b) =>
      a.rank - b.rank ||
      Number(b.entry.game.isHot) - Number(a.entry.game.isHot) ||
      a.entry.game.gameName.localeCompare(b.entry.game.gameName),
  );
  // Groups in the order of their best match: the type the query most likely means comes first.
  const groups = new Map<GameCategory, CatalogueGame[]>();
  for (const { entry } of hits) {
    const list = groups.get(entry.game.gameType) ?? [];
    list.push(entry.game);
    groups.set(entry.game.gameType, list);
  }
  const vendors = VENDORS.filter((vendor) =>
    matchesTerms(`${foldForSearch(vendor.displayName)} ${vendor.vassalage.toLowerCase()}`, terms),
  ).map((vendor) => ({
    vassalage: vendor.vassalage,
    displayName: vendor.displayName,
    gameTypes: vendor.categories,
    gameCount: GAME_CATALOGUE.filter((game) => game.vassalage === vendor.vassalage).length,
  }));
  const empty = hits.length === 0 && vendors.length === 0;
  return {
    totalCount: hits.length,
    groups: [...groups].map(([gameType, games]) => ({
      gameType,
      totalCount: games.length,
      games: games.slice(0, perGroup),
    })),
    vendors,
    suggestions: empty ? { keywords: keywordSuggestions(terms), games: POPULAR } : { keywords: [], games: [] },
  };
}
