import * as z from 'zod/mini';
import type { FastifyPluginCallback } from 'fastify';
import type { AreaOptions } from '../context.ts';
import { parseInput } from '../http.ts';
import { mergeIntoScope, scopeControl } from './control.ts';

/**
 * Notices (001 §2 /m/notice, /m/member/notice?types=A; §3 footer.unreadCount):
 * the content of the player notices (PL) and the agent announcements (A) the
 * announcements call answers. A scope may replace either list and the agent
 * unread count through `POST /__sandbox/notices`, e.g. to test hostile HTML.
 */

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
const overridesSchema = z.object({
  player: z.optional(z.array(noticeSchema)),
  agent: z.optional(z.array(noticeSchema)),
  agentUnread: z.optional(z.number()),
});

const overrides = new Map<string, NoticeOverrides>();

/** The player notices of a scope: its override, else the marquee items with their content. */
export function playerNotices(scope: string, marquee: readonly { id: number; title: string }[]): SandboxNotice[] {
  return overrides.get(scope)?.player ?? marquee.map((item) => ({ ...item, content: PLAYER_CONTENT[item.id] ?? '' }));
}

export const agentNotices = (scope: string): readonly SandboxNotice[] => overrides.get(scope)?.agent ?? AGENT_NOTICES;
export const agentNoticeUnread = (scope: string): number => overrides.get(scope)?.agentUnread ?? AGENT_NOTICE_UNREAD;

export const noticeRoutes: FastifyPluginCallback<AreaOptions> = (app, { ctx }, done) => {
  if (ctx.testMode) {
    scopeControl(app, 'post', 'notices', (scope, body) =>
      mergeIntoScope(overrides, scope, parseInput(overridesSchema, body)),
    );
  }
  done();
};
