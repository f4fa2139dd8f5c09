import type { FastifyPluginCallback, FastifyReply } from 'fastify';
import type { AreaOptions } from '../context.ts';
import { gameArtSvg, teamBadgeSvg, vendorBadgeSvg } from '../art/art.ts';
import { GAMES_BY_NODE, VENDORS } from '../seed/games.ts';
import { LOTTERIES } from './lottery.ts';

/**
 * The platform's image CDN as the sandbox plays it (issue 17): every game,
 * team and vendor has art of its own (sandbox/art), and the generic banners
 * stand in for a merchant that has no built banners of its own.
 */

const CACHE = 'public, max-age=86400';
const LOTTERY_COLOUR = '#e67700';
const svgReply = (reply: FastifyReply, svg: string) => reply.type('image/svg+xml').header('cache-control', CACHE).send(svg);
const idOf = (raw: string) => decodeURIComponent(raw).replace(/\.svg$/, '').slice(0, 80);
const VENDOR_BY_CODE = new Map(VENDORS.map((vendor) => [vendor.vassalage, vendor]));
const LOTTERY_BY_CODE = new Map(LOTTERIES.map((game) => [game.gameCode, game]));

function gameSvg(id: string): string {
  const game = GAMES_BY_NODE.get(id);
  if (game) {
    const vendor = VENDOR_BY_CODE.get(game.vassalage);
    return gameArtSvg({ id, title: game.gameName.replace(/\s\d+$/, ''), category: game.gameType, vendorCode: game.vassalage, vendorColour: vendor?.colour ?? '#556' });
  }
  const lottery = LOTTERY_BY_CODE.get(id);
  return gameArtSvg({ id, title: lottery?.gameName ?? id, category: 'LOTT', vendorCode: lottery?.gameGroupCode ?? 'LOT', vendorColour: LOTTERY_COLOUR });
}

/** A flat labelled banner: the platform's own stock art, for a merchant whose build has none. */
function stockBannerSvg(label: string): string {
  const hue = Array.from(label, (char) => char.charCodeAt(0)).reduce((sum, code) => (sum * 31 + code) % 360, 7);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300"><rect width="750" height="300" fill="hsl(${hue},65%,45%)"/><text x="375" y="162" font-family="sans-serif" font-size="60" font-weight="700" text-anchor="middle" fill="#fff">${label}</text></svg>`;
}

export const cdnRoutes: FastifyPluginCallback<AreaOptions> = (app, _options, done) => {
  app.get<{ Params: { id: string } }>('/m/cdn/games/:id', async (request, reply) => svgReply(reply, gameSvg(idOf(request.params.id))));
  app.get<{ Params: { id: string } }>('/m/cdn/vendors/:id', async (request, reply) => {
    const code = idOf(request.params.id);
    const vendor = VENDOR_BY_CODE.get(code);
    return svgReply(reply, vendorBadgeSvg(code, vendor?.displayName ?? code, vendor?.colour ?? '#556'));
  });
  app.get<{ Params: { id: string } }>('/m/cdn/teams/:id', async (request, reply) => svgReply(reply, teamBadgeSvg(idOf(request.params.id).replace(/-/g, ' '))));
  app.get<{ Params: { id: string } }>('/m/cdn/banners/:id', async (request, reply) =>
    svgReply(reply, stockBannerSvg(idOf(request.params.id).replace(/[^A-Za-z0-9 -]/g, '').slice(0, 30).toUpperCase())),
  );
  done();
};
