import type { GameItem } from '../api';
import type { GameSearch, VendorHit } from '../discovery-api';

/**
 * What the search panel lists, as sections of choices (FIND-01..05): the
 * recent searches before anything is typed; the matching providers and the
 * games by type (with "see all" where a type has more) for a query that
 * found something; what the query may have meant and popular games for one
 * that found nothing. One flat order of choices is what the arrow keys walk.
 */

export type Choice =
  | { readonly kind: 'recent' | 'keyword'; readonly id: string; readonly term: string }
  | { readonly kind: 'game' | 'popular'; readonly id: string; readonly game: GameItem }
  | { readonly kind: 'vendor'; readonly id: string; readonly vendor: VendorHit & { readonly gameType: string } }
  | { readonly kind: 'more'; readonly id: string; readonly gameType: string; readonly count: number };

export interface Section {
  readonly id: string;
  /** What the section's title says: a catalogue key's meaning, the panel turns it into text. */
  readonly title:
    | { readonly kind: 'recent' | 'providers' | 'didYouMean' | 'popular' }
    | { readonly kind: 'type'; readonly gameType: string; readonly count: number };
  readonly choices: readonly Choice[];
}

const gameId = (prefix: string, game: GameItem) => `${prefix}-${String(game.nodeId)}`;

export function recentSections(recent: readonly string[]): Section[] {
  if (recent.length === 0) return [];
  return [
    {
      id: 'recent',
      title: { kind: 'recent' },
      choices: recent.map((term, index) => ({ kind: 'recent', id: `recent-${String(index)}`, term })),
    },
  ];
}

/** Whether an answer found nothing at all: no game and no provider. */
export const foundNothing = (answer: GameSearch): boolean => answer.groups.length === 0 && answer.vendors.length === 0;

export function resultSections(answer: GameSearch): Section[] {
  if (foundNothing(answer)) {
    const sections: Section[] = [];
    if (answer.suggestions.keywords.length > 0)
      sections.push({
        id: 'did-you-mean',
        title: { kind: 'didYouMean' },
        choices: answer.suggestions.keywords.map((term, index) => ({
          kind: 'keyword',
          id: `keyword-${String(index)}`,
          term,
        })),
      });
    if (answer.suggestions.games.length > 0)
      sections.push({
        id: 'popular',
        title: { kind: 'popular' },
        choices: answer.suggestions.games.map((game) => ({ kind: 'popular', id: gameId('popular', game), game })),
      });
    return sections;
  }
  const sections: Section[] = [];
  if (answer.vendors.length > 0)
    sections.push({
      id: 'providers',
      title: { kind: 'providers' },
      choices: answer.vendors.map((vendor) => ({
        kind: 'vendor',
        id: `vendor-${vendor.vassalage}`,
        vendor: { ...vendor, gameType: vendor.gameTypes[0] ?? 'RNG' },
      })),
    });
  for (const group of answer.groups) {
    const choices: Choice[] = group.games.map((game) => ({ kind: 'game', id: gameId(group.gameType, game), game }));
    if (group.totalCount > group.games.length)
      choices.push({ kind: 'more', id: `more-${group.gameType}`, gameType: group.gameType, count: group.totalCount });
    sections.push({
      id: `type-${group.gameType}`,
      title: { kind: 'type', gameType: group.gameType, count: group.totalCount },
      choices,
    });
  }
  return sections;
}
