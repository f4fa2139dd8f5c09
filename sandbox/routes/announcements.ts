import type { FastifyPluginCallback } from 'fastify';
import * as z from 'zod/mini';
import type { AreaOptions } from '../context.ts';
import { ok } from '../http.ts';
import { mergeIntoScope, scopeControl } from '../control-api.ts';
import { parseInput } from '../request.ts';
import { route } from '../route.ts';
import { tenantBanners } from '../tenant-banners.ts';

/**
 * Announcements (001 §3, §7): one call answers banners (B), marquee items
 * (player, PL), popups (PU, HTML content with execution A/B/F and
 * promotionType) and hot matches (H), filtered by `types`. Match times
 * follow the scope's clock.
 *
 * Notices (001 §2 /m/notice, /m/member/notice?types=A; §3 footer.unreadCount)
 * are the content of the player notices (PL) and the agent announcements (A)
 * this call answers. A scope may replace either list and the agent unread
 * count through `POST /__sandbox/notices`, e.g. to test hostile HTML.
 */

const HOUR = 3_600_000;

interface SandboxNotice {
  readonly id: number;
  readonly title: string;
  readonly content: string;
}

const AGENT_NOTICES: readonly SandboxNotice[] = [
  {
    id: 401,
    title: 'New rebate table',
    content: '<p>The agent rebate table changes on the <b>1st</b> of next month.</p>',
  },
  { id: 402, title: 'Dividend payout', content: '<p>Dividends are paid every Monday.</p>' },
];
const AGENT_NOTICE_UNREAD = 2;

/** Content of the marquee items (same ids as announcements.ts MARQUEE). */
const PLAYER_CONTENT: Record<number, string> = {
  101: '<p>The site is under maintenance on <b>Sunday 03:00–04:00 (UTC)</b>.</p>',
  102: '<p>New games arrive every week: see the <a href="/m/gameList?gameType=RNG">New tab</a>.</p>',
};

interface NoticeOverrides {
  player?: SandboxNotice[];
  agent?: SandboxNotice[];
  agentUnread?: number;
}

const noticeSchema = z.object({ id: z.number(), title: z.string(), content: z.string() });
const noticeOverridesSchema = z.object({
  player: z.optional(z.array(noticeSchema)),
  agent: z.optional(z.array(noticeSchema)),
  agentUnread: z.optional(z.number()),
});

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

const typesQuery = z.object({ types: z.optional(z.string()), groupName: z.optional(z.string()) });

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
  const notices = new Map<string, NoticeOverrides>();
  /** The player notices of a scope: its override, else the marquee items with their content. */
  const playerNotices = (scope: string, marquee: readonly { id: number; title: string }[]): SandboxNotice[] =>
    notices.get(scope)?.player ?? marquee.map((item) => ({ ...item, content: PLAYER_CONTENT[item.id] ?? '' }));
  const agentNotices = (scope: string): readonly SandboxNotice[] => notices.get(scope)?.agent ?? AGENT_NOTICES;
  const agentNoticeUnread = (scope: string): number => notices.get(scope)?.agentUnread ?? AGENT_NOTICE_UNREAD;

  route(app, ctx, 'announcements', { query: typesQuery }, ({ query: { types }, info, now }) => {
    const { tenant, language, scope } = info;
    const scoped = settings.get(scope) ?? {};
    const popups = scoped.popups ?? !ctx.testMode;
    const own = tenantBanners(ctx.distDir, tenant.merchantCode, language, tenant.tenant.languages.default);
    const stock = own ?? BANNERS;
    const banners = stock.slice(0, Math.max(0, scoped.banners ?? stock.length));
    const marquee = scoped.marquee === false ? [] : MARQUEE;
    const wanted = new Set((types ?? 'B,PL,PU,H').split(',').map((type) => type.trim().toUpperCase()));
    return Promise.resolve(
      ok({
        banners: wanted.has('B') ? banners : [],
        player: wanted.has('PL') ? playerNotices(scope, marquee) : [],
        agent: wanted.has('A') ? agentNotices(scope) : [],
        popup: wanted.has('PU') && popups ? [...POPUPS, ...extraPopups(scoped.extraPopups ?? 0)] : [],
        hot: wanted.has('H') ? hotMatches(now).slice(0, scoped.hotMatches ?? 4) : [],
        promotion: [],
        contentLobby: [],
        footer: { unreadCount: wanted.has('A') ? agentNoticeUnread(scope) : 0 },
      }),
    );
  });

  // Lobby news (CALL-46, GLS2_lobbyNews; answer not shown by the spec): the marquee titles with a publish time on the scope's clock.
  route(app, ctx, 'lobbyNews', ({ info, now }) => {
    const scoped = settings.get(info.scope) ?? {};
    const items = scoped.marquee === false ? [] : MARQUEE;
    return Promise.resolve(
      ok(items.map((item, index) => ({ id: item.id, title: item.title, publishTime: now - (index + 1) * HOUR }))),
    );
  });

  if (ctx.testMode) {
    scopeControl(app, 'post', 'announcements', (scope, body) =>
      mergeIntoScope(settings, scope, parseInput(announcementSettings, body)),
    );
    scopeControl(app, 'post', 'notices', (scope, body) =>
      mergeIntoScope(notices, scope, parseInput(noticeOverridesSchema, body)),
    );
  }

  done();
};
