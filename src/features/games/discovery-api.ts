import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { lenientList, moneyAmount, shownCount as count } from '@/platform/lenient';
import { callPlatformParsed } from '@/platform/request';
import { gameItemList } from './api';

/**
 * Finding games (issue 34): the search across every type and vendor, the
 * jackpot pools and the demo launch. Every answer is read leniently
 * (REL-11): a broken group, vendor or pool is dropped; an answer with
 * nothing readable fails its read, and the reader shows an error with a
 * retry, never an empty result it could not read.
 */

const text = z.catch(z.string(), '');

const searchGroupSchema = z.object({ gameType: text, totalCount: count, games: gameItemList });
const vendorHitSchema = z.object({
  vassalage: text,
  displayName: text,
  mobileSmallIcon: z.catch(z.optional(z.nullable(z.string())), undefined),
  gameTypes: z.catch(z.array(z.string()), []),
  gameCount: count,
});
const searchSchema = z.object({
  totalCount: count,
  groups: lenientList(searchGroupSchema, (group) => group.gameType !== '' && group.games.length > 0),
  vendors: z.catch(
    lenientList(vendorHitSchema, (vendor) => vendor.vassalage !== ''),
    [],
  ),
  // Suggestions are a courtesy: unreadable ones are left out, never a failed search.
  suggestions: z.catch(
    z.object({
      keywords: z.catch(z.array(z.string()), []),
      games: z.catch(gameItemList, []),
    }),
    { keywords: [], games: [] },
  ),
});
export type GameSearch = z.infer<typeof searchSchema>;
export type SearchGroup = GameSearch['groups'][number];
export type VendorHit = GameSearch['vendors'][number];

const jackpotSchema = z.object({
  jackpotId: text,
  name: text,
  vassalage: z.catch(z.optional(z.nullable(z.string())), undefined),
  // Money is never made up (REL-11): a pool whose amount cannot be read is dropped.
  amount: moneyAmount,
  // Growth a second is money too: read into minor units, a pool without it dropped.
  growthPerSecond: moneyAmount,
  gameCount: count,
});
const jackpotsSchema = z.object({
  currency: z.catch(z.optional(z.nullable(z.string())), undefined),
  pools: lenientList(
    jackpotSchema,
    (pool) => pool.jackpotId !== '' && pool.name !== '' && Number.isSafeInteger(pool.amount) && pool.amount >= 0,
  ),
});
export type JackpotPool = z.infer<typeof jackpotSchema>;
export type Jackpots = z.infer<typeof jackpotsSchema>;

/** How many games of a type the search answers (the rest are counted). */
const PER_TYPE = 6;

export const discoveryKeys = {
  search: ['games', 'search'] as const,
  searchFor: (keyword: string, language: string) => ['games', 'search', language, keyword] as const,
  jackpots: ['games', 'jackpots'] as const,
};

/** FIND-01: one search; the query's signal aborts it when a newer one replaces it. */
export const gameSearchQuery = (keyword: string, language: string) =>
  queryOptions({
    queryKey: discoveryKeys.searchFor(keyword, language),
    queryFn: ({ signal }) =>
      callPlatformParsed('searchGames', searchSchema, { query: { keyword, language, limit: PER_TYPE }, signal }),
    staleTime: 60_000,
    // The panel shows its own error with a retry (FIND-05): no toast on top of it.
    meta: { silent: true },
  });

/** How often the pools are read again while a ticker is on screen; between reads the ticker extrapolates. */
export const JACKPOT_REFRESH_MS = 60_000;

/**
 * FIND-13: the jackpot pools. One reader of a page (home's strip, the game
 * list) refreshes them while the tab is in front (`refresh`: React Query
 * pauses its interval in the background); the tiles only read what is there,
 * so twenty tiles never make twenty timers or a read each as they scroll in.
 */
export const jackpotsQuery = ({ refresh }: { readonly refresh: boolean }) =>
  queryOptions({
    queryKey: discoveryKeys.jackpots,
    queryFn: ({ signal }) => callPlatformParsed('jackpots', jackpotsSchema, { signal }),
    staleTime: JACKPOT_REFRESH_MS / 2,
    ...(refresh
      ? { refetchInterval: JACKPOT_REFRESH_MS }
      : { refetchOnMount: false, retryOnMount: false, refetchOnWindowFocus: false, refetchOnReconnect: false }),
    meta: { silent: true },
  });

const demoLaunchSchema = z.object({ gameUrl: z.catch(z.optional(z.nullable(z.string())), undefined) });

/** FIND-10: the contract's trial launch: a demo needs no session, and no money moves. */
export const demoLaunchQuery = (nodeId: string, vendor: string, language: string, backUrl: string) =>
  queryOptions({
    queryKey: ['games', 'demo', nodeId, vendor, language] as const,
    queryFn: async ({ signal }) =>
      (
        await callPlatformParsed('trialLaunchGame', demoLaunchSchema, {
          query: { nodeId, vendor, language, backUrl },
          signal,
        })
      ).gameUrl ?? null,
    // A launch address is used once: never reused from the cache, never refetched behind the page.
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    meta: { silent: true },
  });
