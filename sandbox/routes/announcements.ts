import type { FastifyPluginCallback } from 'fastify';
import * as z from 'zod/mini';
import type { AreaOptions } from '../context.ts';
import { requestInfo } from '../context.ts';
import { ok, parseInput, publicRoute } from '../http.ts';
import { tenantBanners } from '../tenant-banners.ts';
import { mergeIntoScope, scopeControl } from './control.ts';
import { agentNoticeUnread, agentNotices, playerNotices } from './notices.ts';

/**
 * Announcements (001 §3, §7): one call answers banners (B), marquee items
 * (player, PL), popups (PU, HTML content with execution A/B/F and
 * promotionType) and hot matches (H), filtered by `types`. Match times
 * follow the scope's clock.
 */

const HOUR = 3_600_000;

const BANNERS = [
  { id: 1, url: '/m/cdn/banners/welcome.png', title: 'Welcome bonus', link: '/m/rewardCenter', linkType: 'internal' },
  {
    id: 2,
    url: '/m/cdn/banners/slots.png',
    title: 'New slots',
    link: '/m/gameList?gameType=RNG',
    linkType: 'internal',
  },
  {
    id: 3,
    url: '/m/cdn/banners/sports.png',
    title: 'Sports week',
    link: 'https://example.com/sports',
    linkType: 'external',
  },
];

const MARQUEE = [
  { id: 101, title: 'System maintenance on Sunday 03:00–04:00 (UTC).' },
  { id: 102, title: 'New games every week: check the New tab of the slot list.' },
];

const POPUPS = [
  {
    id: 201,
    title: 'Welcome',
    content:
      '<p>Welcome to the <b>sandbox</b> lobby.</p><p><a href="https://example.com/terms">Terms</a> · <a href="/m/notice">Notices</a></p>',
    promotionType: 'PU',
    execution: 'A',
  },
  {
    id: 202,
    title: 'Daily reward',
    content: '<p>Claim your <i>daily reward</i> in the reward centre.</p>',
    promotionType: 'PR',
    execution: 'B',
  },
  {
    id: 203,
    title: 'First deposit',
    content: '<p>Double your first deposit today.</p><img src="/m/cdn/banners/welcome.png" alt="">',
    promotionType: 'PR',
    execution: 'F',
  },
];

const MATCHES = [
  { home: 'Atlas FC', away: 'Boreal United', league: 'Premier League' },
  { home: 'Cobalt City', away: 'Delta Rovers', league: 'La Liga' },
  { home: 'Ember Athletic', away: 'Falcon SC', league: 'Serie A' },
  { home: 'Granite Town', away: 'Harbor FC', league: 'Brasileirão' },
] as const;

const teamIcon = (name: string) => `/m/cdn/teams/${encodeURIComponent(name.replace(/\s+/g, '-'))}.png`;

function hotMatches(now: number) {
  const base = Math.ceil(now / HOUR) * HOUR;
  return MATCHES.map(({ home, away, league }, index) => ({
    id: 300 + index,
    homeTeam: home,
    awayTeam: away,
    homeTeamImageUrl: teamIcon(home),
    awayTeamImageUrl: teamIcon(away),
    league,
    matchTime: base + index * 2 * HOUR,
    vendor: 'SXB',
    roomId: `sxb_sports_${index + 1}`,
    nodeId: `SXB-SPORTS-00${(index % 2) + 1}`,
  }));
}

const extraPopups = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: 210 + index,
    title: `Notice ${index + 1}`,
    content: `<p>Extra notice number ${index + 1}.</p>`,
    promotionType: 'PU',
    execution: 'B',
  }));

const query = z.object({ types: z.optional(z.string()), groupName: z.optional(z.string()) });

/**
 * Per-scope announcement settings (control `POST /__sandbox/announcements`).
 * In test mode popups are off unless a scope turns them on, so a popup never
 * covers the home in other areas' tests; outside test mode they are on.
 */
const announcementSettings = z.object({
  popups: z.optional(z.boolean()),
  banners: z.optional(z.number()),
  marquee: z.optional(z.boolean()),
  /** More guest (B) popups after the standard ones, for paging and list-change tests. */
  extraPopups: z.optional(z.number().check(z.int(), z.gte(0), z.lte(20))),
  /** How many hot matches to answer (default all four). */
  hotMatches: z.optional(z.number().check(z.int(), z.gte(0), z.lte(4))),
});
type AnnouncementSettings = z.output<typeof announcementSettings>;

export const announcementRoutes: FastifyPluginCallback<AreaOptions> = (app, { ctx }, done) => {
  const settings = new Map<string, AnnouncementSettings>();
  publicRoute(app, ctx, 'announcements', ({ request, now }) => {
    const { types } = parseInput(query, request.query);
    const scoped = settings.get(requestInfo(request).scope) ?? {};
    const popups = scoped.popups ?? !ctx.testMode;
    const { tenant, language } = requestInfo(request);
    const own = tenantBanners(ctx.distDir, tenant.merchantCode, language, tenant.tenant.languages.default);
    const stock = own ?? BANNERS;
    const banners = stock.slice(0, Math.max(0, scoped.banners ?? stock.length));
    const marquee = scoped.marquee === false ? [] : MARQUEE;
    const wanted = new Set((types ?? 'B,PL,PU,H').split(',').map((type) => type.trim().toUpperCase()));
    return Promise.resolve(
      ok({
        banners: wanted.has('B') ? banners : [],
        player: wanted.has('PL') ? playerNotices(requestInfo(request).scope, marquee) : [],
        agent: wanted.has('A') ? agentNotices(requestInfo(request).scope) : [],
        popup: wanted.has('PU') && popups ? [...POPUPS, ...extraPopups(scoped.extraPopups ?? 0)] : [],
        hot: wanted.has('H') ? hotMatches(now).slice(0, scoped.hotMatches ?? 4) : [],
        promotion: [],
        contentLobby: [],
        footer: { unreadCount: wanted.has('A') ? agentNoticeUnread(requestInfo(request).scope) : 0 },
      }),
    );
  });

  // Lobby news (CALL-46, GLS2_lobbyNews; answer not shown by the spec): the marquee titles with a publish time on the scope's clock.
  publicRoute(app, ctx, 'lobbyNews', ({ request, now }) => {
    const scoped = settings.get(requestInfo(request).scope) ?? {};
    const items = scoped.marquee === false ? [] : MARQUEE;
    return Promise.resolve(
      ok(items.map((item, index) => ({ id: item.id, title: item.title, publishTime: now - (index + 1) * HOUR }))),
    );
  });

  if (ctx.testMode) {
    scopeControl(app, 'post', 'announcements', (scope, body) =>
      mergeIntoScope(settings, scope, parseInput(announcementSettings, body)),
    );
  }

  done();
};
