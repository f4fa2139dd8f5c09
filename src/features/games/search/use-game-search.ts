import { hashKey, keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLanguage } from '@/i18n';
import { isSearchable } from '@/lib/search-text';
import { discoveryKeys, gameSearchQuery } from '../discovery-api';

/** How long typing must pause before a search starts (FIND-01). */
export const SEARCH_DEBOUNCE_MS = 250;

/** `value` once it has stood still for `delayMs`. */
function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** The query as it is sent: trimmed, single spaces (so "tigre " and "tigre" are one search). */
export const keywordOf = (term: string): string => term.trim().replace(/\s+/g, ' ');

/**
 * FIND-01: results as the player types. The search starts once typing has
 * paused, and at most one is in flight: a newer query aborts the request of
 * the one before (its signal is the request's). A query too short to search
 * sends nothing. While a newer search runs, the last results stay on screen
 * (`stale`), so the list does not flash empty between keys.
 */
export function useGameSearch(term: string) {
  const language = useLanguage();
  const keyword = keywordOf(useSettledValue(term, SEARCH_DEBOUNCE_MS));
  const searchable = isSearchable(keyword);
  const options = gameSearchQuery(keyword, language);
  const queryClient = useQueryClient();
  const current = hashKey(options.queryKey);

  useEffect(() => {
    void queryClient.cancelQueries({
      queryKey: discoveryKeys.search,
      predicate: (query) => query.queryHash !== current && query.state.fetchStatus === 'fetching',
    });
  }, [queryClient, current]);

  const search = useQuery({ ...options, enabled: searchable, placeholderData: keepPreviousData });
  // Read here, in the render: React Query then renders again whenever one of them changes (tracked results).
  const { data, isError, isFetching, isPlaceholderData, refetch } = search;
  return {
    /** The query the results answer ('' while nothing is searched). */
    keyword: searchable ? keyword : '',
    /** The answer on screen (an older query's while `stale`). */
    data: searchable ? data : undefined,
    failed: searchable && isError && !isFetching,
    /** Nothing to show yet for a query that is searched. */
    loading: searchable && data === undefined && !isError,
    /** Typing has not paused yet, or the results on screen are an older query's. */
    stale: keywordOf(term) !== keyword || isPlaceholderData,
    retry: refetch,
  };
}
