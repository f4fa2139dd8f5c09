import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { foldForSearch, matchesTerms, searchTerms } from '../../src/lib/search-text.ts';
import type { AreaOptions } from '../context.ts';
import { addFavourite, favouriteNodes, recentNodes, recordRecentGame, removeFavourite } from '../domain/game-lists.ts';
import { gameItem } from '../domain/game-items.ts';
import { checkPlayAllowed } from '../domain/responsible-gaming.ts';
import { ok, sendSerialised, serialisedOk } from '../http.ts';
import { parseInput } from '../request.ts';
import { route } from '../route.ts';
import {
  CLASSIFICATIONS,
  GAME_CATALOGUE,
  GAME_CATEGORIES,
  GAMES_BY_NODE,
  VENDORS,
  type CatalogueGame,
} from '../seed/games.ts';

/**
 * Games area (001 §3, §7): list with paging and filters, vendors, vendor types,
 * hot games, favourites and recent games per member, launch, and the
 * game page a launch leads to (their art is in routes/cdn.ts).
 */

const PAGE_SIZE = 26;

const text = z.optional(z.string());
const listQuery = z.object({
  gameType: text,
  gameClassify: text,
  isNew: text,
  pageNo: text,
  pageSize: text,
  vassalage: text,
  gameName: text,
  minBet: text,
});

const nodeInput = z.object({ nodeId: z.string().check(z.minLength(1)), vendor: text });

const positive = (raw: string | undefined, fallback: number, max = 1000): number => {
  const value = Number.parseInt(raw ?? '', 10);
  return Number.isFinite(value) && value >= 1 ? Math.min(value, max) : fallback;
};

function pageOf<T>(items: readonly T[], pageNo: number, pageSize: number) {
  const totalPages = Math.max(1, Math.ceil(items.length / pageSize));
  return {
    items: items.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    pageNum: pageNo,
    totalPages,
    totalCount: items.length,
  };
}

/** Filters of the game list; `all`/empty values mean no filter. vassalage may be a comma list. */
const HOT_LIST_CACHE_LIMIT = 100;

function filterGames(query: z.output<typeof listQuery>): CatalogueGame[] {
  const set = (raw: string | undefined) => (raw && raw.toUpperCase() !== 'ALL' ? raw : undefined);
  const type = set(query.gameType)?.toUpperCase();
  const classify = set(query.gameClassify)?.toUpperCase();
  const vendors = set(query.vassalage)
    ?.split(',')
    .map((vendor) => vendor.trim().toUpperCase())
    .filter(Boolean);
  // FIND-02: the list's name search ignores case and accents, as the header's search does.
  const terms = searchTerms(query.gameName ?? '');
  const minBet = set(query.minBet) ? Number(query.minBet) : undefined;
  const onlyNew = query.isNew === 'true' || query.isNew === '1';
  return GAME_CATALOGUE.filter(
    (game) =>
      (!type || game.gameType === type) &&
      (!classify || game.gameClassify === classify) &&
      (!vendors?.length || vendors.includes(game.vassalage)) &&
      (terms.length === 0 || matchesTerms(FOLDED_NAMES.get(game.nodeId) ?? '', terms)) &&
      (minBet === undefined || !Number.isFinite(minBet) || game.minBet === minBet) &&
      (!onlyNew || game.isNew),
  );
}

const FOLDED_NAMES = new Map(GAME_CATALOGUE.map((game) => [game.nodeId, foldForSearch(game.gameName)]));

const pageQuery = z.object({ gameType: text, pageNo: text, pageSize: text });

const inputOf = (request: FastifyRequest): unknown => ({ ...(request.query as object), ...(request.body ?? {}) });

const htmlEscape = (value: string): string => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export const gamesRoutes: FastifyPluginCallback<AreaOptions> = (app, { ctx }, done) => {
  route(app, ctx, 'gameList', { query: listQuery }, ({ query }) => {
    // The spec's default vendor is BGS (001 §9); the sandbox lists every vendor when none is named.
    const page = pageOf(filterGames(query), positive(query.pageNo, 1), positive(query.pageSize, PAGE_SIZE, 200));
    return Promise.resolve(
      ok({
        games: page.items.map(gameItem),
        pageNum: page.pageNum,
        totalPages: page.totalPages,
        totalCount: page.totalCount,
      }),
    );
  });

  // Vendors of a type (getVassalage; 001 §3 Vendor): vassalage, displayName, mobileSmallIcon, plus the list-item fields.
  route(app, ctx, 'vendors', { query: z.object({ gameType: text }) }, ({ query }) => {
    const type = query.gameType?.toUpperCase();
    const vendors = VENDORS.filter(
      (vendor) => !type || type === 'ALL' || vendor.categories.some((category) => category === type),
    );
    return Promise.resolve(
      ok(
        vendors.map((vendor) => ({
          vassalage: vendor.vassalage,
          displayName: vendor.displayName,
          mobileSmallIcon: `/m/cdn/vendors/${vendor.vassalage}.png`,
          mobileLargeIcon: `/m/cdn/vendors/${vendor.vassalage}.png`,
          gameType: type && type !== 'ALL' ? type : (vendor.categories[0] ?? 'RNG'),
          gameTypes: vendor.categories,
        })),
      ),
    );
  });

  // Vendor types (001 §3 Game vendor data): one entry per category with its vendors and classifications.
  route(app, ctx, 'vendorTypes', () =>
    Promise.resolve(
      ok(
        GAME_CATEGORIES.map((category) => ({
          gameCategory: category,
          vendorNames: VENDORS.filter((vendor) => vendor.categories.includes(category)).map((vendor) => ({
            vassalage: vendor.vassalage,
            accountTypeName: vendor.displayName,
            mobileSmallIcon: `/m/cdn/vendors/${vendor.vassalage}.png`,
          })),
          classify: CLASSIFICATIONS[category] ?? [],
        })),
      ),
    ),
  );

  // The catalogue never changes while the sandbox runs: each hot list is built and serialised once (bounded), as a platform caches it (REL-06).
  const hotLists = new Map<string, string>();
  route(app, ctx, 'hotGames', { query: z.object({ gameType: text, vassalage: text }) }, ({ query, reply }) => {
    const key = `${query.gameType ?? ''}|${query.vassalage ?? ''}`;
    let answer = hotLists.get(key);
    if (answer === undefined) {
      answer = serialisedOk(
        filterGames({ gameType: query.gameType, vassalage: query.vassalage })
          .filter((game) => game.isHot)
          .map(gameItem),
      );
      if (hotLists.size < HOT_LIST_CACHE_LIMIT) hotLists.set(key, answer);
    }
    return sendSerialised(reply, answer);
  });

  route(app, ctx, 'favouriteIds', async ({ session }) => ok(await favouriteNodes(ctx.db, session.memberId)));

  route(app, ctx, 'favouriteList', { query: pageQuery }, async ({ query, session }) => {
    const type = query.gameType?.toUpperCase();
    const games = (await favouriteNodes(ctx.db, session.memberId))
      .map((nodeId) => GAMES_BY_NODE.get(nodeId))
      .filter(
        (game): game is CatalogueGame => game !== undefined && (!type || type === 'ALL' || game.gameType === type),
      );
    const page = pageOf(games, positive(query.pageNo, 1), positive(query.pageSize, PAGE_SIZE, 200));
    return ok({
      content: page.items.map(gameItem),
      pageNum: page.pageNum,
      totalPages: page.totalPages,
      totalCount: page.totalCount,
    });
  });

  // Add / remove answer value.success (001 §7 "data.success"); unknown games are refused with success false.
  route(app, ctx, 'addFavourite', async ({ request, session, now }) => {
    const { nodeId } = parseInput(nodeInput, inputOf(request));
    if (!GAMES_BY_NODE.has(nodeId)) return ok({ success: false });
    await addFavourite(ctx.db, session.memberId, nodeId, now);
    return ok({ success: true });
  });

  route(app, ctx, 'removeFavourite', async ({ request, session }) => {
    const { nodeId } = parseInput(nodeInput, inputOf(request));
    return ok({ success: await removeFavourite(ctx.db, session.memberId, nodeId) });
  });

  route(app, ctx, 'addRecentGame', async ({ request, session, now }) => {
    const { nodeId } = parseInput(nodeInput, inputOf(request));
    if (!GAMES_BY_NODE.has(nodeId)) return ok({ success: false });
    await recordRecentGame(ctx.db, session.memberId, nodeId, now);
    return ok({ success: true });
  });

  route(app, ctx, 'recentGames', async ({ session }) => {
    const nodes = await recentNodes(ctx.db, session.memberId);
    return ok({
      content: nodes
        .map((nodeId) => GAMES_BY_NODE.get(nodeId))
        .filter((game) => game !== undefined)
        .map(gameItem),
    });
  });

  // One path for games and lotteries (launchGame / launchLottery): value.gameUrl, an absolute sandbox page.
  // RG: a cool-off, the daily loss limit or the session time limit stops play on the server.
  route(app, ctx, 'launchGame', async ({ request, session, now }) => {
    await checkPlayAllowed(ctx.db, session.memberId, session.startedAt, now);
    const query = parseInput(
      z.object({
        nodeId: text,
        roomId: text,
        vendor: text,
        gameId: text,
        lottoGameCode: text,
        lottoView: text,
        launchMode: text,
        backUrl: text,
      }),
      request.query,
    );
    const game = query.nodeId ? GAMES_BY_NODE.get(query.nodeId) : undefined;
    const title =
      query.launchMode === 'LOTT'
        ? `Lottery ${query.lottoGameCode ?? 'lobby'} (${query.lottoView ?? 'lobby'})`
        : (game?.gameName ?? query.roomId ?? query.gameId ?? 'Game');
    const host = request.headers.host ?? '127.0.0.1';
    const params = new URLSearchParams({ title, ...(query.backUrl ? { back: query.backUrl } : {}) });
    return ok({ gameUrl: `${request.protocol}://${host}/sandbox-game/play?${params.toString()}` });
  });

  // The page a launch leads to: a plain HTML page naming the game, with a back link; a demo launch says it plays for fun.
  app.get<{ Querystring: { title?: string; back?: string; mode?: string } }>(
    '/sandbox-game/play',
    async (request, reply) => {
      const title = htmlEscape((request.query.title ?? 'Game').slice(0, 200));
      const back =
        request.query.back && /^https?:\/\//.test(request.query.back) ? htmlEscape(request.query.back) : '/m/home';
      const demo = request.query.mode === 'demo' ? '<p><strong>DEMO</strong> play money</p>' : '';
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          `<!doctype html><meta name="viewport" content="width=device-width"><title>${title}</title><h1>${title}</h1>${demo}<p>Sandbox game page</p><a href="${back}">Back</a>`,
        );
    },
  );

  done();
};
