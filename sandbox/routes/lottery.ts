import type { FastifyPluginCallback } from 'fastify';
import * as z from 'zod/mini';
import type { AreaOptions } from '../context.ts';
import { ok, parseInput, publicRoute, type PlatformCall } from '../http.ts';
import { hashOf } from '../seed/games.ts';

/**
 * Lottery area (001 §3, §7): lotteries whose issue (numero) and draw time
 * advance with the scope's clock. Each lottery draws every `periodMs`;
 * sales lock `lockMs` before the draw. remainTime is the milliseconds left
 * until the lock; lotteryTime is [request received, answer built] in ms.
 */

interface SandboxLottery {
  readonly gameId: string;
  readonly gameCode: string;
  readonly gameName: string;
  readonly gameGroupCode: string;
  readonly groupName: string;
  readonly periodMs: number;
  readonly lockMs: number;
  readonly hot: boolean;
  readonly isSale: boolean;
  readonly prizeMode: 'Lott' | 'Elott';
  /** digits: "12345"; groups: "12,34,56" (comma list). */
  readonly numberStyle: 'digits' | 'groups';
}

const MINUTE = 60_000;
const lottery = (
  gameCode: string,
  gameName: string,
  group: [code: string, name: string],
  periodMs: number,
  extra: Partial<Pick<SandboxLottery, 'hot' | 'isSale' | 'prizeMode' | 'numberStyle' | 'lockMs'>> = {},
): SandboxLottery => ({
  gameId: `L${hashOf(gameCode) % 100000}`,
  gameCode,
  gameName,
  gameGroupCode: group[0],
  groupName: group[1],
  periodMs,
  lockMs: extra.lockMs ?? 5000,
  hot: extra.hot ?? false,
  isSale: extra.isSale ?? true,
  prizeMode: extra.prizeMode ?? 'Lott',
  numberStyle: extra.numberStyle ?? 'digits',
});

const FAST: [string, string] = ['FAST', 'Fast lottery'];
const VN: [string, string] = ['VN', 'Vietnam lottery'];
const KENO: [string, string] = ['KENO', 'Keno'];

export const LOTTERIES: readonly SandboxLottery[] = [
  lottery('FAST1', 'Fast 1 minute', FAST, MINUTE, { hot: true }),
  lottery('FAST3', 'Fast 3 minutes', FAST, 3 * MINUTE, { hot: true }),
  lottery('FAST5', 'Fast 5 minutes', FAST, 5 * MINUTE),
  lottery('FAST10', 'Fast 10 minutes', FAST, 10 * MINUTE),
  lottery('HANOI', 'Hanoi VIP', VN, 15 * MINUTE, { hot: true }),
  lottery('SAIGON', 'Saigon VIP', VN, 30 * MINUTE),
  lottery('NORTH', 'Northern daily', VN, 24 * 60 * MINUTE, { numberStyle: 'groups' }),
  lottery('SOUTH', 'Southern daily', VN, 24 * 60 * MINUTE, { isSale: false, numberStyle: 'groups' }),
  lottery('KENO1', 'Keno 1 minute', KENO, MINUTE, { numberStyle: 'groups' }),
  lottery('KENO5', 'Keno 5 minutes', KENO, 5 * MINUTE, { hot: true, numberStyle: 'groups' }),
  lottery('ELOT1', 'E-Lotto 1 minute', ['ELOTT', 'E-lottery'], MINUTE, { prizeMode: 'Elott' }),
  lottery('ELOT3', 'E-Lotto 3 minutes', ['ELOTT', 'E-lottery'], 3 * MINUTE, { prizeMode: 'Elott', hot: true }),
];

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/** Issue number of the draw period containing `at`: YYYYMMDD + the period's index in the (UTC) day. */
function issueOf(game: SandboxLottery, at: number): string {
  const index = Math.floor(at / game.periodMs);
  const start = new Date(index * game.periodMs);
  const perDay = Math.max(1, Math.round(86_400_000 / game.periodMs));
  const inDay = Math.floor((start.getTime() % 86_400_000) / game.periodMs) + 1;
  return `${start.getUTCFullYear()}${pad(start.getUTCMonth() + 1, 2)}${pad(start.getUTCDate(), 2)}${pad(inDay, String(perDay).length)}`;
}

function winningNumber(game: SandboxLottery, issue: string): string {
  const hash = hashOf(`${game.gameCode}:${issue}`);
  const digits = pad(hash % 100000, 5);
  if (game.numberStyle === 'digits') return `${digits}~${issue}`;
  const groups = [0, 1, 2].map((index) => pad((hashOf(`${issue}:${index}:${game.gameCode}`) % 90) + 10, 2));
  return `${groups.join(',')}~${digits}`;
}

/** The lottery game item of 001 §3 at time `now`. */
export function lotteryItem(game: SandboxLottery, now: number, receivedAt = now) {
  const drawAt = (Math.floor(now / game.periodMs) + 1) * game.periodMs;
  const lockAt = drawAt - game.lockMs;
  const numero = issueOf(game, now);
  const previous = issueOf(game, now - game.periodMs);
  return {
    gameId: game.gameId,
    gameCode: game.gameCode,
    gameName: game.gameName,
    gameGroupCode: game.gameGroupCode,
    tag: game.hot ? 'HOT' : '',
    remark: `Draw every ${game.periodMs >= 86_400_000 ? 'day' : `${game.periodMs / MINUTE} min`}`,
    mobileIconUrl: `/m/cdn/games/${game.gameCode}.png`,
    numero: game.isSale ? numero : '',
    isSale: game.isSale,
    remainTime: game.isSale ? Math.max(0, lockAt - now) : 0,
    lockTime: lockAt,
    winningTime: drawAt,
    lotteryTime: [receivedAt, now],
    previousWinningNumber: winningNumber(game, previous),
    entPlaySwitch: true,
    tradPlaySwitch: true,
    mUi: 'default',
    css: '',
    code: game.gameCode,
  };
}

const prizeQuery = z.object({ prizeMode: z.optional(z.string()) });
const gamesOfMode = (mode: string | undefined) =>
  LOTTERIES.filter((game) =>
    mode?.toLowerCase() === 'elott' ? game.prizeMode === 'Elott' : game.prizeMode === 'Lott',
  );

/** The games of a prize mode by game group (in the order the groups first appear), as list items; the menu and the list name the fields differently. */
function groupsOfMode(mode: string | undefined, now: number) {
  const groups = new Map<string, { code: string; name: string; items: ReturnType<typeof lotteryItem>[] }>();
  for (const game of gamesOfMode(mode)) {
    const group = groups.get(game.gameGroupCode) ?? { code: game.gameGroupCode, name: game.groupName, items: [] };
    group.items.push(lotteryItem(game, now));
    groups.set(game.gameGroupCode, group);
  }
  return [...groups.values()];
}

export const lotteryRoutes: FastifyPluginCallback<AreaOptions> = (app, { ctx }, done) => {
  // Menu (001 §3 Lottery menu group): [{labelName, tag, gameMenus}] per category.
  const menu = ({ request, now }: PlatformCall) => {
    const groups = groupsOfMode(parseInput(prizeQuery, request.query).prizeMode, now);
    return Promise.resolve(
      ok(groups.map(({ code, name, items }) => ({ labelName: name, tag: code, gameMenus: items }))),
    );
  };
  publicRoute(app, ctx, 'lotteryMenu', menu);
  publicRoute(app, ctx, 'gameMenus', menu);

  // Lottery / e-lottery groups (001 §3): [{gameGroupId, displayName, games}].
  publicRoute(app, ctx, 'lotteryList', ({ request, now }) => {
    const groups = groupsOfMode(parseInput(prizeQuery, request.query).prizeMode, now);
    return Promise.resolve(
      ok(groups.map(({ code, name, items }) => ({ gameGroupId: code, displayName: name, games: items }))),
    );
  });

  // Popular games (CALL-46, /lgw/games/popular; answer not shown by the spec): the hot lotteries of both kinds, in list-item form.
  publicRoute(app, ctx, 'popularLottery', ({ now }) =>
    Promise.resolve(
      ok(
        LOTTERIES.filter((game) => game.hot).map((game) => ({ ...lotteryItem(game, now), prizeMode: game.prizeMode })),
      ),
    ),
  );

  publicRoute(app, ctx, 'lotteryOpenNumbers', ({ request, now }) => {
    const { gameCode } = parseInput(z.object({ gameCode: z.optional(z.string()) }), request.query);
    return Promise.resolve(
      ok(
        LOTTERIES.filter((game) => !gameCode || game.gameCode === gameCode).map((game) => ({
          gameCode: game.gameCode,
          numero: issueOf(game, now - game.periodMs),
          winningNumber: lotteryItem(game, now).previousWinningNumber,
        })),
      ),
    );
  });

  done();
};
