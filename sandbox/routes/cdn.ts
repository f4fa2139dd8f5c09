import type { FastifyPluginCallback, FastifyReply } from 'fastify';
import type { AreaOptions } from '../context.ts';
import { gameArtSvg, teamBadgeSvg, vendorBadgeSvg } from '../art/art.ts';
import { PngCache, svgToPng } from '../art/raster.ts';
import { hashOf } from '../../src/lib/hash.ts';
import { GAMES_BY_NODE, VENDORS } from '../seed/games.ts';
import { LOTTERIES } from '../seed/lotteries.ts';

/**
 * The platform's image CDN as the sandbox plays it (issue 17): every game,
 * team and vendor has art of its own (sandbox/art), and the generic banners
 * stand in for a merchant that has no built banners of its own.
 *
 * `<id>.png` is what the platform's data names, as the real CDN serves PNG
 * (issue 15: an SVG <img> costs Chromium a main-thread document each);
 * `<id>.svg` and a bare `<id>` still answer the SVG, for old links.
 */

const CACHE = 'public, max-age=86400';
const LOTTERY_COLOUR = '#e67700';
const VENDOR_BY_CODE = new Map(VENDORS.map((vendor) => [vendor.vassalage, vendor]));
const LOTTERY_BY_CODE = new Map(LOTTERIES.map((game) => [game.gameCode, game]));

type Kind = 'games' | 'vendors' | 'teams' | 'banners';

/**
 * PNG widths: twice what the app shows, for 2x screens. Game and vendor
 * tiles fill a column of a three-column grid (about 120 CSS px on a 412 px
 * phone); team badges are 48 px; banners are the platform's 750 × 300 stock
 * size, about twice a phone's width already.
 */
export const PNG_WIDTH: Readonly<Record<Kind, number>> = { games: 240, vendors: 240, teams: 96, banners: 750 };

/** Rendered PNGs for this process; exported so tests can count renders. */
export const cdnPngCache = new PngCache();

interface Asset {
  readonly id: string;
  readonly png: boolean;
}

function assetOf(raw: string): Asset {
  let name = raw;
  try {
    name = decodeURIComponent(raw);
  } catch {
    // A stray "%" is a name like any other, not a server error.
  }
  const png = name.endsWith('.png');
  return { id: name.replace(/\.(svg|png)$/, '').slice(0, 80), png };
}

function gameSvg(id: string): string {
  const game = GAMES_BY_NODE.get(id);
  if (game) {
    const vendor = VENDOR_BY_CODE.get(game.vassalage);
    return gameArtSvg({
      id,
      title: game.gameName,
      motif: game.motif,
      hue: game.hue,
      vendorColour: vendor?.colour ?? '#556',
    });
  }
  // A lottery of the lottery gateway, or an id no game has: lottery balls in a hue of its own.
  const lottery = LOTTERY_BY_CODE.get(id);
  return gameArtSvg({
    id,
    title: lottery?.gameName ?? id,
    motif: 'lotto',
    hue: hashOf(id) % 360,
    vendorColour: LOTTERY_COLOUR,
  });
}

/** A flat labelled banner: the platform's own stock art, for a merchant whose build has none. */
function stockBannerSvg(label: string): string {
  const hue = Array.from(label, (char) => char.charCodeAt(0)).reduce((sum, code) => (sum * 31 + code) % 360, 7);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300"><rect width="750" height="300" fill="hsl(${hue},65%,45%)"/><text x="375" y="162" font-family="sans-serif" font-size="60" font-weight="700" text-anchor="middle" fill="#fff">${label}</text></svg>`;
}

const ART: Readonly<Record<Kind, (id: string) => string>> = {
  games: gameSvg,
  vendors: (code) => {
    const vendor = VENDOR_BY_CODE.get(code);
    return vendorBadgeSvg(code, vendor?.displayName ?? code, vendor?.colour ?? '#556');
  },
  teams: (id) => teamBadgeSvg(id.replace(/-/g, ' ')),
  banners: (id) =>
    stockBannerSvg(
      id
        .replace(/[^A-Za-z0-9 -]/g, '')
        .slice(0, 30)
        .toUpperCase(),
    ),
};

function answer(reply: FastifyReply, kind: Kind, asset: Asset) {
  reply.header('cache-control', CACHE);
  if (!asset.png) return reply.type('image/svg+xml').send(ART[kind](asset.id));
  // Keyed by the normalised id, so `a%2Db.png` and `a-b.png` share one render.
  const png = cdnPngCache.get(`${kind}/${asset.id}`, () => svgToPng(ART[kind](asset.id), PNG_WIDTH[kind]));
  return reply.type('image/png').send(png);
}

export const cdnRoutes: FastifyPluginCallback<AreaOptions> = (app, _options, done) => {
  for (const kind of Object.keys(ART) as Kind[]) {
    app.get<{ Params: { id: string } }>(`/m/cdn/${kind}/:id`, async (request, reply) =>
      answer(reply, kind, assetOf(request.params.id)),
    );
  }
  done();
};
