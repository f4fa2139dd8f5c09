import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { DURATIONS, GAME_CONSTANTS, type PRIZE_MODES } from '@/lib/spec-constants';
import { readStored, writeStored } from '@/lib/storage';
import { imageAddress } from '@/lib/image-cdn';
import { lenientList } from '@/platform/lenient';
import { callPlatformParsed } from '@/platform/request';
import { countdownStart, refreshDelay } from './countdown';

/** Lottery calls (001 §7): the menu of groups and the launch. */

const text = z.catch(z.optional(z.nullable(z.string())), undefined);

const lotteryGameSchema = z.object({
  gameId: z.catch(z.union([z.string(), z.number()]), ''),
  gameCode: z.catch(z.string(), ''),
  gameName: text,
  tag: text,
  remark: text,
  mobileIconUrl: imageAddress,
  numero: text,
  isSale: z.catch(z.boolean(), false),
  remainTime: z.catch(z.nullable(z.number()), null),
  lotteryTime: z.catch(z.optional(z.nullable(z.array(z.number()))), undefined),
  previousWinningNumber: text,
});

/** REL-11: a lottery is something to show when it has a code (a group may be empty). */
const games = lenientList(lotteryGameSchema, (game) => game.gameCode !== '');
const menuSchema = lenientList(z.object({ labelName: z.catch(z.string(), ''), tag: text, gameMenus: games }));

export type LotteryGame = z.infer<typeof lotteryGameSchema> & { readonly deadline: number };
export interface LotteryGroup {
  readonly labelName: string;
  readonly games: LotteryGame[];
}

export const lotteryKeys = {
  menu: (language: string) => ['lottery', 'menu', language] as const,
  list: (prizeMode: ListPrizeMode, language: string) => ['lottery', 'list', prizeMode, language] as const,
};

export type PrizeMode = (typeof PRIZE_MODES)[number];
export type ListPrizeMode = Extract<PrizeMode, 'Lott' | 'Elott'>;

const listGroupsSchema = lenientList(
  z.object({
    gameGroupId: z.catch(z.union([z.string(), z.number()]), ''),
    displayName: z.catch(z.string(), ''),
    games,
  }),
);
export type LotteryListGroup = z.output<typeof listGroupsSchema>[number];

const cacheKeyOf = (prizeMode: ListPrizeMode) => (prizeMode === 'Elott' ? 'elottList' : 'lottList');

/** SESSION-23: the cached list of a prize mode (lottList / elottList), or null. */
export function cachedLotteryList(prizeMode: ListPrizeMode): LotteryListGroup[] | null {
  const parsed = listGroupsSchema.safeParse(readStored(cacheKeyOf(prizeMode)));
  return parsed.success && parsed.data.length > 0 ? parsed.data : null;
}

/** SESSION-23: the e-lottery cache is read 1000 ms late, the lottery cache at once. */
export const cacheReadDelay = (prizeMode: ListPrizeMode): number =>
  prizeMode === 'Elott' ? DURATIONS.elottCacheReadDelay : 0;

/** CALL-35: the lottery or e-lottery groups (prizeMode Lott / Elott), kept under lottList / elottList. */
export const lotteryListQuery = (prizeMode: ListPrizeMode, language: string) =>
  queryOptions({
    queryKey: lotteryKeys.list(prizeMode, language),
    queryFn: async ({ signal }) => {
      const groups = await callPlatformParsed('lotteryList', listGroupsSchema, {
        query: { prizeMode, device: GAME_CONSTANTS.device, language },
        signal,
      });
      writeStored(cacheKeyOf(prizeMode), groups);
      return groups;
    },
    staleTime: 60_000,
    meta: { silent: true },
  });

/** LOTT-01, LOTT-10..14: the menu; each game gets its deadline (received time + start value); refetch per the refresh rule. */
export const lotteryMenuQuery = (language: string) =>
  queryOptions({
    queryKey: lotteryKeys.menu(language),
    queryFn: async ({ signal }): Promise<LotteryGroup[]> => {
      const groups = await callPlatformParsed('lotteryMenu', menuSchema, {
        query: { prizeMode: 'Lott', device: GAME_CONSTANTS.device, language },
        signal,
      });
      const receivedAt = Date.now();
      return groups.map((group) => ({
        labelName: group.labelName,
        games: group.gameMenus.map((game) => ({
          ...game,
          deadline: receivedAt + countdownStart(game.remainTime ?? 0, game.lotteryTime),
        })),
      }));
    },
    refetchInterval: (query) => refreshDelay(query.state.data?.flatMap((group) => group.games) ?? []),
  });

const launchSchema = z.object({ gameUrl: text });

/** LAUNCH-01, LAUNCH-02: launch lottery with the §7 parameters; returns value.gameUrl. */
export async function launchLotteryUrl(
  gameCode: string | null,
  language: string,
  backUrl: string,
  prizeMode: PrizeMode = 'Lott',
): Promise<string | null | undefined> {
  const answer = await callPlatformParsed('launchLottery', launchSchema, {
    query: {
      lottoArea: GAME_CONSTANTS.lottoArea,
      launchMode: GAME_CONSTANTS.lotteryLaunchMode,
      lottoPrizeMode: prizeMode,
      lottoGameCode: gameCode ?? undefined,
      lottoView: gameCode ? 'betting' : 'lobby',
      device: GAME_CONSTANTS.device,
      backUrl,
      language,
    },
  });
  return answer.gameUrl;
}

const popularSchema = lenientList(
  z.object({ ...lotteryGameSchema.shape, prizeMode: z.catch(z.enum(['Lott', 'Elott']), 'Lott') }),
  (game) => game.gameCode !== '',
);
export type PopularLottery = z.output<typeof popularSchema>[number];

/** CALL-46: the popular games call (/lgw/games/popular): hot lotteries of both kinds. */
export const popularLotteryQuery = (language: string) =>
  queryOptions({
    queryKey: ['lottery', 'popular', language] as const,
    queryFn: ({ signal }) => callPlatformParsed('popularLottery', popularSchema, { query: { language }, signal }),
    staleTime: 60_000,
    meta: { silent: true },
  });
