import { foldForSearch, SEARCH_MAX_LENGTH } from '@/lib/search-text';
import { readStored, removeStored, writeStored } from '@/lib/storage';

/**
 * FIND-04: the player's recent game searches, kept on the phone through
 * src/lib/storage.ts (key `recentGameSearches`), newest first. A search
 * counts once a result is chosen or the player submits it; the same words
 * typed with other accents or case are one entry, the latest spelling kept.
 */

export const RECENT_SEARCHES_MAX = 8;

export function recentSearches(): string[] {
  return (readStored('recentGameSearches') ?? []).slice(0, RECENT_SEARCHES_MAX);
}

/** Puts `term` first and answers the new list. */
export function rememberSearch(term: string): string[] {
  const clean = term.trim().replace(/\s+/g, ' ').slice(0, SEARCH_MAX_LENGTH);
  const folded = foldForSearch(clean);
  if (folded === '') return recentSearches();
  const next = [clean, ...recentSearches().filter((old) => foldForSearch(old) !== folded)].slice(
    0,
    RECENT_SEARCHES_MAX,
  );
  writeStored('recentGameSearches', next);
  return next;
}

export function forgetSearches(): void {
  removeStored('recentGameSearches');
}
