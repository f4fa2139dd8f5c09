import { GAME_CONSTANTS } from '@/lib/spec-constants';

/** Pure rules of the game list (001 §2 Slot / fishing game list, §4). */

export type ClassifyTabId = 'ALL' | 'NEW' | 'FAV' | 'HOT' | `C:${string}`;

export interface Classification {
  readonly key: string;
  readonly displayName: string;
}

/**
 * GLIST-01..04: All, New (RNG only), Favorites, Hot, then the type's own
 * classifications when there is more than one; no tabs for FISH.
 */
export function classifyTabs(
  gameType: string,
  classifications: readonly Classification[],
): { id: ClassifyTabId; classification?: Classification }[] {
  if (gameType === 'FISH') return [];
  const tabs: { id: ClassifyTabId; classification?: Classification }[] = [{ id: 'ALL' }];
  if (gameType === GAME_CONSTANTS.slotGameType) tabs.push({ id: 'NEW' });
  tabs.push({ id: 'FAV' }, { id: 'HOT' });
  if (classifications.length > 1)
    for (const classification of classifications) tabs.push({ id: `C:${classification.key}`, classification });
  return tabs;
}

/** GLIST-10: more pages exist exactly while pageNum < totalPages. */
export const hasMore = (pageNum: number, totalPages: number): boolean => pageNum < totalPages;

/** GLIST-12: within 500 px of the bottom. */
export const nearBottom = (scrollTop: number, viewportHeight: number, scrollHeight: number, threshold = 500): boolean =>
  scrollTop + viewportHeight >= scrollHeight - threshold;

/**
 * SPEED-12: the games the grid shows while a new page waits in a transition. Pages added to the same list (its first
 * game is the same object: React Query keeps the pages it had) may wait; a new list (the first page, another tab, a
 * search) shows at once, so the grid never shows the last list's games.
 */
export function gamesToShow<Item>(deferred: readonly Item[], current: readonly Item[]): readonly Item[] {
  return deferred.length > 0 && deferred[0] === current[0] ? deferred : current;
}

/** GLIST-13: a load may start when 1000 ms have passed since the last one. */
export const mayLoad = (now: number, lastLoadAt: number, intervalMs = 1000): boolean => now - lastLoadAt >= intervalMs;

/** LAUNCH-03: only http(s) game URLs are followed. */
export const isHttpUrl = (url: string | undefined | null): url is string =>
  typeof url === 'string' && /^https?:\/\//i.test(url.trim());
