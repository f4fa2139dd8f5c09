import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { GAME_CONSTANTS } from '@/lib/spec-constants';
import { callPlatformParsed } from '@/platform/request';
import { hasMore } from './list-logic';

/** Game catalogue calls (001 §7): list, hot, favourites, vendor types, launch. */

const text = z.catch(z.optional(z.nullable(z.string())), undefined);

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
});
export type GameItem = z.infer<typeof gameItemSchema>;

const items = z.catch(z.array(gameItemSchema), []);
const pageNumber = (fallback: number) => z.catch(z.number(), fallback);

const gamePageSchema = z.object({ games: items, pageNum: pageNumber(1), totalPages: pageNumber(1) });
const favouritePageSchema = z.object({ content: items, pageNum: pageNumber(1), totalPages: pageNumber(1) });
const vendorTypesSchema = z.catch(
  z.array(
    z.object({
      gameCategory: z.catch(z.string(), ''),
      classify: z.catch(z.array(z.object({ key: z.catch(z.string(), ''), displayName: z.catch(z.string(), '') })), []),
    }),
  ),
  [],
);
const favouriteIdsSchema = z.catch(z.array(z.union([z.string(), z.number()])), []);
const successSchema = z.object({ success: z.catch(z.boolean(), false) });
const launchSchema = z.object({ gameUrl: text });

export type ListMode = 'ALL' | 'NEW' | 'FAV' | 'HOT' | 'CLASSIFY';

export interface ListParams {
  readonly gameType: string;
  readonly mode: ListMode;
  readonly classify?: string;
  readonly gameName: string;
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
};

/** GLIST-05: the tab selects the query; pages of 26 (GLIST-10, GLIST-11). */
async function loadPage(params: ListParams, pageNo: number, signal: AbortSignal): Promise<GamePage> {
  const common = { language: params.language, pageNo, pageSize: GAME_CONSTANTS.pageSize, gameType: params.gameType };
  if (params.mode === 'FAV') {
    const page = await callPlatformParsed('favouriteList', favouritePageSchema, { query: common, signal });
    return { games: page.content, pageNum: page.pageNum, totalPages: page.totalPages };
  }
  if (params.mode === 'HOT') {
    const games = await callPlatformParsed('hotGames', items, {
      query: { isPlatform: GAME_CONSTANTS.hotGamesIsPlatform, language: params.language, platform: GAME_CONSTANTS.gamePlatform, gameType: params.gameType },
      signal,
    });
    return { games, pageNum: 1, totalPages: 1 };
  }
  return callPlatformParsed('gameList', gamePageSchema, {
    query: {
      ...common,
      platform: GAME_CONSTANTS.gamePlatform,
      gameName: params.gameName || undefined,
      isNew: params.mode === 'NEW' ? true : undefined,
      gameClassify: params.mode === 'CLASSIFY' ? params.classify : undefined,
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
  });

export const favouriteIdsQuery = (token: string | null) =>
  queryOptions({
    queryKey: gameKeys.favouriteIds(token),
    enabled: token !== null,
    queryFn: async ({ signal }) => (await callPlatformParsed('favouriteIds', favouriteIdsSchema, { signal })).map(String),
    meta: { silent: true },
  });

export const vendorTypesQuery = (language: string) =>
  queryOptions({
    queryKey: gameKeys.vendorTypes(language),
    queryFn: ({ signal }) => callPlatformParsed('vendorTypes', vendorTypesSchema, { query: { language }, signal }),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });

/** FAV-03: add or remove; resolves to the answer's success flag (FAV-04). */
export async function setFavourite(game: GameItem, favourite: boolean): Promise<boolean> {
  const body = { nodeId: String(game.nodeId), vendor: game.vassalage ?? '' };
  const answer = await callPlatformParsed(favourite ? 'addFavourite' : 'removeFavourite', successSchema, favourite ? { body } : { query: body });
  return answer.success;
}

/** LAUNCH-03: the launch call with vendor, game id (roomId) and nodeId; returns the game URL. */
export async function launchGameUrl(game: GameItem): Promise<string | null | undefined> {
  const answer = await callPlatformParsed('launchGame', launchSchema, {
    query: { vendor: game.vassalage ?? '', roomId: String(game.roomId ?? game.gameId ?? ''), nodeId: String(game.nodeId) },
  });
  return answer.gameUrl;
}

/** LAUNCH-04: the launched game joins the recent games (failures ignored). */
export function addRecentGame(game: GameItem): void {
  void callPlatformParsed('addRecentGame', z.unknown(), { query: { nodeId: String(game.nodeId), vendor: game.vassalage ?? '' } }).catch(() => undefined);
}
