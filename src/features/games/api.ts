import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { GAME_CONSTANTS } from '@/lib/spec-constants';
import { readStored, writeStored } from '@/lib/storage';
import { lenientList } from '@/platform/lenient';
import { callPlatformParsed } from '@/platform/request';
import { hasMore } from './list-logic';
import { startFromStore, storedAs } from '@/lib/cached-read';

/** Game catalogue calls (001 §7): list, hot, favourites, vendor types, launch. */

const text = z.catch(z.optional(z.nullable(z.string())), undefined);
const flag = z.catch(z.optional(z.nullable(z.boolean())), undefined);

export const gameItemSchema = z.object({
  nodeId: z.catch(z.union([z.string(), z.number()]), ''),
  gameName: text,
  nodeName: text,
  vassalage: text,
  iconUrl: text,
  showIcon: text,
  gameType: text,
  roomId: z.catch(z.optional(z.nullable(z.union([z.string(), z.number()]))), undefined),
  gameId: z.catch(z.optional(z.nullable(z.union([z.string(), z.number()]))), undefined),
  minBet: z.catch(z.optional(z.nullable(z.number())), undefined),
  // Issue 34 (FIND-07..13): what a tile and the info sheet show; each absent or unreadable field is just not shown.
  isNew: flag,
  isHot: flag,
  displayName: text,
  rtp: z.catch(z.optional(z.nullable(z.number())), undefined),
  volatility: text,
  demo: flag,
  jackpotId: text,
});
export type GameItem = z.infer<typeof gameItemSchema>;

/** REL-11: a game is something to show when it has an id and a name. */
const items = lenientList(gameItemSchema, (game) => game.nodeId !== '' && Boolean(game.gameName ?? game.nodeName));
/** The same list for the other calls that answer games (search, issue 34). */
export const gameItemList = items;
const pageNumber = (fallback: number) => z.catch(z.number(), fallback);

const gamePageSchema = z.object({ games: items, pageNum: pageNumber(1), totalPages: pageNumber(1) });
const favouritePageSchema = z.object({ content: items, pageNum: pageNumber(1), totalPages: pageNumber(1) });
const vendorNameSchema = z.object({
  vassalage: z.catch(z.string(), ''),
  accountTypeName: z.catch(z.string(), ''),
  mobileSmallIcon: text,
});
export type VendorName = z.infer<typeof vendorNameSchema>;
const vendorTypesSchema = lenientList(
  z.object({
    gameCategory: z.catch(z.string(), ''),
    vendorNames: z.catch(z.array(vendorNameSchema), []),
    classify: z.catch(z.array(z.object({ key: z.catch(z.string(), ''), displayName: z.catch(z.string(), '') })), []),
  }),
  (type) => type.gameCategory !== '',
);
export type VendorTypes = z.infer<typeof vendorTypesSchema>;
const vendorSchema = z.object({
  vassalage: z.catch(z.string(), ''),
  displayName: z.catch(z.string(), ''),
  mobileSmallIcon: text,
  mobileLargeIcon: text,
  gameType: text,
  gameTypes: z.catch(z.optional(z.array(z.string())), undefined),
});
export type Vendor = z.infer<typeof vendorSchema>;
const vendorsSchema = lenientList(vendorSchema, (vendor) => vendor.vassalage !== '');
const hotCacheSchema = z.record(z.string(), z.array(gameItemSchema));
const favouriteIdsSchema = z.catch(z.array(z.union([z.string(), z.number()])), []);
const successSchema = z.object({ success: z.catch(z.boolean(), false) });
const launchSchema = z.object({ gameUrl: text });

export type ListMode = 'ALL' | 'NEW' | 'FAV' | 'HOT' | 'CLASSIFY';

/** GLIST-24: the filter state (001 §3): classify, minimum bet, vendor, name and the vendor's icon. */
export interface GameFilter {
  readonly gameClassify: string;
  readonly minBet: string;
  readonly vassalage: string;
  readonly gameName: string;
  readonly mobileSmallIcon: string;
}
export const DEFAULT_FILTER: GameFilter = {
  gameClassify: 'all',
  minBet: 'all',
  vassalage: '',
  gameName: '',
  mobileSmallIcon: '',
};

export interface ListParams {
  readonly gameType: string;
  readonly mode: ListMode;
  readonly classify?: string;
  readonly filter: GameFilter;
  readonly language: string;
  readonly token: string | null;
}

export interface GamePage {
  readonly games: GameItem[];
  readonly pageNum: number;
  readonly totalPages: number;
}

export const gameKeys = {
  all: ['games'] as const,
  list: (params: ListParams) => ['games', 'list', params] as const,
  favouriteIds: (token: string | null) => ['games', 'favouriteIds', token] as const,
  vendorTypes: (language: string) => ['games', 'vendorTypes', language] as const,
  vendors: (language: string) => ['games', 'vendors', language] as const,
  hot: (gameType: string, vassalage: string, language: string) =>
    ['games', 'hot', gameType, vassalage, language] as const,
  recent: (token: string | null) => ['games', 'recent', token] as const,
};

const filterValue = (value: string): string | undefined => (value && value !== 'all' ? value : undefined);

/** CALL-27: hot games (isPlatform 2, language, platform html5, gameType); the last answer per type is kept under gameHot (SESSION-22). */
async function loadHotGames(
  gameType: string,
  vassalage: string,
  language: string,
  signal: AbortSignal,
): Promise<GameItem[]> {
  const games = await callPlatformParsed('hotGames', items, {
    query: {
      isPlatform: GAME_CONSTANTS.hotGamesIsPlatform,
      language,
      platform: GAME_CONSTANTS.gamePlatform,
      gameType,
      vassalage: filterValue(vassalage),
    },
    signal,
  });
  if (!vassalage) writeStored('gameHot', { ...cachedHotGames(), [gameType]: games });
  return games;
}

function cachedHotGames(): Record<string, GameItem[]> {
  const parsed = hotCacheSchema.safeParse(readStored('gameHot'));
  return parsed.success ? parsed.data : {};
}

/** SESSION-22: hot games of a type, shown from the gameHot cache at once and refreshed behind it. */
export const hotGamesQuery = (gameType: string, vassalage: string, language: string) =>
  queryOptions({
    queryKey: gameKeys.hot(gameType, vassalage, language),
    queryFn: ({ signal }) => loadHotGames(gameType, vassalage, language, signal),
    ...startFromStore(() => (vassalage ? undefined : cachedHotGames()[gameType])),
    meta: { silent: true },
  });

/**
 * SESSION-21, SESSION-24: a catalogue list of a language (vendors, vendor
 * types), shown from its local cache at once and refreshed behind it; the
 * fresh answer is kept for the next load. Fresh for five minutes; a failure
 * shows no message.
 */
function cachedCatalogueQuery<T, K extends readonly unknown[]>(
  queryKey: K,
  operation: 'vendors' | 'vendorTypes',
  storageKey: 'allVasslage' | 'vendorTypes',
  schema: z.ZodMiniType<T[]>,
  language: string,
) {
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }) => {
      const list = await callPlatformParsed(operation, schema, { query: { language }, signal });
      writeStored(storageKey, list);
      return list;
    },
    ...startFromStore(() => storedAs(storageKey, schema, { nonEmpty: true })),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
}

/** Every vendor (getVassalage without a type), cached under allVasslage. */
export const vendorsQuery = (language: string) =>
  cachedCatalogueQuery(gameKeys.vendors(language), 'vendors', 'allVasslage', vendorsSchema, language);

/** The vendors offering a game type. */
export const vendorsOfType = (vendors: readonly Vendor[], gameType: string): Vendor[] =>
  vendors.filter((vendor) =>
    (vendor.gameTypes ?? [vendor.gameType ?? '']).some((type) => type.toUpperCase() === gameType),
  );

const recentSchema = z.object({ content: items });

/** LAUNCH-04: the member's recent games (newest first). */
export const recentGamesQuery = (token: string | null) =>
  queryOptions({
    queryKey: gameKeys.recent(token),
    enabled: token !== null,
    queryFn: async ({ signal }) => (await callPlatformParsed('recentGames', recentSchema, { signal })).content,
    meta: { silent: true },
  });

/** GLIST-05: the tab selects the query; pages of 26 (GLIST-10, GLIST-11). */
async function loadPage(params: ListParams, pageNo: number, signal: AbortSignal): Promise<GamePage> {
  const common = { language: params.language, pageNo, pageSize: GAME_CONSTANTS.pageSize, gameType: params.gameType };
  if (params.mode === 'FAV') {
    const page = await callPlatformParsed('favouriteList', favouritePageSchema, { query: common, signal });
    return { games: page.content, pageNum: page.pageNum, totalPages: page.totalPages };
  }
  if (params.mode === 'HOT') {
    const games = await loadHotGames(params.gameType, params.filter.vassalage, params.language, signal);
    return { games, pageNum: 1, totalPages: 1 };
  }
  const { filter } = params;
  return callPlatformParsed('gameList', gamePageSchema, {
    query: {
      ...common,
      platform: GAME_CONSTANTS.gamePlatform,
      gameName: filter.gameName || undefined,
      isNew: params.mode === 'NEW' ? true : undefined,
      gameClassify: params.mode === 'CLASSIFY' ? params.classify : filterValue(filter.gameClassify),
      vassalage: filterValue(filter.vassalage),
      minBet: filterValue(filter.minBet),
    },
    signal,
  });
}

export const gameListQuery = (params: ListParams) =>
  infiniteQueryOptions({
    queryKey: gameKeys.list(params),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => loadPage(params, pageParam, signal),
    getNextPageParam: (last: GamePage) => (hasMore(last.pageNum, last.totalPages) ? last.pageNum + 1 : undefined),
    enabled: params.mode !== 'FAV' || params.token !== null,
    // SESSION-22: the hot tab starts from the gameHot cache and is refreshed behind it.
    ...startFromStore(() => {
      const cached = params.mode === 'HOT' && !params.filter.vassalage ? cachedHotGames()[params.gameType] : undefined;
      return cached ? { pages: [{ games: cached, pageNum: 1, totalPages: 1 }], pageParams: [1] } : undefined;
    }),
    // ERR-17: a failed load stops the pagination and shows no message.
    meta: { silent: true },
    retry: false,
  });

export const favouriteIdsQuery = (token: string | null) =>
  queryOptions({
    queryKey: gameKeys.favouriteIds(token),
    enabled: token !== null,
    queryFn: async ({ signal }) =>
      (await callPlatformParsed('favouriteIds', favouriteIdsSchema, { signal })).map(String),
    meta: { silent: true },
  });

/** The vendor types (the filter's vendors and classifications), cached under vendorTypes. */
export const vendorTypesQuery = (language: string) =>
  cachedCatalogueQuery(gameKeys.vendorTypes(language), 'vendorTypes', 'vendorTypes', vendorTypesSchema, language);

/** FAV-03: add or remove; resolves to the answer's success flag (FAV-04). */
export async function setFavourite(game: GameItem, favourite: boolean): Promise<boolean> {
  const body = { nodeId: String(game.nodeId), vendor: game.vassalage ?? '' };
  const answer = await callPlatformParsed(
    favourite ? 'addFavourite' : 'removeFavourite',
    successSchema,
    favourite ? { body } : { query: body },
  );
  return answer.success;
}

/** LAUNCH-03: the launch call with vendor, game id (roomId) and nodeId; returns the game URL. */
export async function launchGameUrl(
  game: Pick<GameItem, 'nodeId' | 'vassalage' | 'roomId' | 'gameId'>,
): Promise<string | null | undefined> {
  const answer = await callPlatformParsed('launchGame', launchSchema, {
    query: {
      vendor: game.vassalage ?? '',
      roomId: String(game.roomId ?? game.gameId ?? ''),
      nodeId: String(game.nodeId),
    },
  });
  return answer.gameUrl;
}

/** LAUNCH-04: the launched game joins the recent games (failures ignored). */
export async function addRecentGame(game: Pick<GameItem, 'nodeId' | 'vassalage'>): Promise<void> {
  await callPlatformParsed('addRecentGame', z.unknown(), {
    query: { nodeId: String(game.nodeId), vendor: game.vassalage ?? '' },
  }).catch(() => undefined);
}
