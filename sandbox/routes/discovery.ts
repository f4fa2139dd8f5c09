import type { FastifyPluginCallback } from 'fastify';
import * as z from 'zod/mini';
import { SEARCH_MAX_LENGTH, isSearchable } from '../../src/lib/search-text.ts';
import type { AreaOptions } from '../context.ts';
import { gameItem } from '../domain/game-items.ts';
import { searchCatalogue } from '../domain/game-search.ts';
import { readJackpots } from '../domain/jackpots.ts';
import { ok, refuse } from '../http.ts';
import { route } from '../route.ts';
import { GAMES_BY_NODE, VENDORS } from '../seed/games.ts';

/**
 * Finding games (issue 34): the search across every type and vendor, the
 * jackpot pools and demo play (the contract's trial launch). All three are
 * open to guests: a guest may look for a game, watch the jackpots and try a
 * game for fun (guest rows of the endpoint table, enforced by route.ts);
 * the rules live in domain/game-search.ts and domain/jackpots.ts.
 */

const text = z.optional(z.string());
const PER_GROUP_DEFAULT = 6;
const PER_GROUP_MAX = 20;

const searchQuery = z.object({
  keyword: z.string().check(z.maxLength(SEARCH_MAX_LENGTH)),
  language: text,
  limit: text,
});

const demoQuery = z.object({
  nodeId: z.string().check(z.minLength(1), z.maxLength(80)),
  vendor: text,
  language: text,
  backUrl: text,
});

const perGroup = (raw: string | undefined): number => {
  const value = Number.parseInt(raw ?? '', 10);
  return Number.isFinite(value) && value >= 1 ? Math.min(value, PER_GROUP_MAX) : PER_GROUP_DEFAULT;
};

export const discoveryRoutes: FastifyPluginCallback<AreaOptions> = (app, { ctx }, done) => {
  // FIND-01..05: groups by type (best match first), matching vendors, and suggestions when nothing matched.
  route(app, ctx, 'searchGames', { query: searchQuery }, ({ query }) => {
    if (!isSearchable(query.keyword))
      return Promise.resolve(
        ok({
          keyword: query.keyword,
          totalCount: 0,
          groups: [],
          vendors: [],
          suggestions: { keywords: [], games: [] },
        }),
      );
    const result = searchCatalogue(query.keyword, perGroup(query.limit));
    return Promise.resolve(
      ok({
        keyword: query.keyword,
        totalCount: result.totalCount,
        groups: result.groups.map((group) => ({
          gameType: group.gameType,
          totalCount: group.totalCount,
          games: group.games.map(gameItem),
        })),
        vendors: result.vendors.map((vendor) => ({
          ...vendor,
          mobileSmallIcon: `/m/cdn/vendors/${vendor.vassalage}.png`,
        })),
        suggestions: { keywords: result.suggestions.keywords, games: result.suggestions.games.map(gameItem) },
      }),
    );
  });

  // FIND-13: the pools now on the scope's clock; the client animates between reads from amount and growthPerSecond.
  route(app, ctx, 'jackpots', ({ info, now }) =>
    Promise.resolve(ok({ currency: info.tenant.currency, readAt: now, pools: readJackpots(now) })),
  );

  // FIND-10: demo (play-money) mode, for guests and members alike, where the game's vendor offers it.
  route(app, ctx, 'trialLaunchGame', { query: demoQuery }, ({ request, query }) => {
    const game = GAMES_BY_NODE.get(query.nodeId);
    if (!game?.demo) return Promise.resolve(refuse(request, 'game.demo.unavailable'));
    const host = request.headers.host ?? '127.0.0.1';
    const vendor = VENDORS.find((candidate) => candidate.vassalage === game.vassalage);
    const params = new URLSearchParams({
      title: game.gameName,
      mode: 'demo',
      ...(vendor ? { vendor: vendor.displayName } : {}),
      ...(query.backUrl ? { back: query.backUrl } : {}),
    });
    return Promise.resolve(ok({ gameUrl: `${request.protocol}://${host}/sandbox-game/play?${params.toString()}` }));
  });

  done();
};
