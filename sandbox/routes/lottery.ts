import type { FastifyPluginCallback } from 'fastify';
import * as z from 'zod/mini';
import type { AreaOptions } from '../context.ts';
import { ok } from '../http.ts';
import { route, type PlatformCall } from '../route.ts';
import { hashOf } from '../seed/games.ts';
import { LOTTERIES, MINUTE, type SandboxLottery } from '../seed/lotteries.ts';

/**
 * Lottery area (001 §3, §7): lotteries whose issue (numero) and draw time
 * advance with the scope's clock. Each lottery draws every `periodMs`;
 * sales lock `lockMs` before the draw. remainTime is the milliseconds left
 * until the lock; lotteryTime is [request received, answer built] in ms.
 */

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
const gameCodeQuery = z.object({ gameCode: z.optional(z.string()) });
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
  const menu = ({ query, now }: PlatformCall<unknown, z.output<typeof prizeQuery>>) => {
    const groups = groupsOfMode(query.prizeMode, now);
    return Promise.resolve(
      ok(groups.map(({ code, name, items }) => ({ labelName: name, tag: code, gameMenus: items }))),
    );
  };
  route(app, ctx, 'lotteryMenu', { query: prizeQuery }, menu);
  route(app, ctx, 'gameMenus', { query: prizeQuery }, menu);

  // Lottery / e-lottery groups (001 §3): [{gameGroupId, displayName, games}].
  route(app, ctx, 'lotteryList', { query: prizeQuery }, ({ query, now }) => {
    const groups = groupsOfMode(query.prizeMode, now);
    return Promise.resolve(
      ok(groups.map(({ code, name, items }) => ({ gameGroupId: code, displayName: name, games: items }))),
    );
  });

  // Popular games (CALL-46, /lgw/games/popular; answer not shown by the spec): the hot lotteries of both kinds, in list-item form.
  route(app, ctx, 'popularLottery', ({ now }) =>
    Promise.resolve(
      ok(
        LOTTERIES.filter((game) => game.hot).map((game) => ({ ...lotteryItem(game, now), prizeMode: game.prizeMode })),
      ),
    ),
  );

  route(app, ctx, 'lotteryOpenNumbers', { query: gameCodeQuery }, ({ query: { gameCode }, now }) => {
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
