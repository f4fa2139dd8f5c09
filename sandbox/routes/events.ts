import type { FastifyPluginCallback } from 'fastify';
import * as z from 'zod/mini';
import type { AreaOptions, SandboxContext } from '../context.ts';
import { feedAfter, runTimedChanges, type BonusSnapshot } from '../domain/event-feed.ts';
import { latestEventId } from '../domain/member-events.ts';
import { sessionLive } from '../domain/sessions.ts';
import { TICKET_TTL_MS, type StreamTicket } from '../events/tickets.ts';
import { ok, SandboxHttpError } from '../http.ts';
import { route } from '../route.ts';
import type { SandboxTenant } from '../tenants.ts';

/**
 * Money notifications (issue 34) as Server-Sent Events. The app trades its
 * session for a one-minute ticket (`eventTicket`), then opens the stream
 * with it; each tick the stream sends the member's new events (`notify`,
 * with the event id, so a reconnect catches up from `after` or
 * Last-Event-ID) and the active bonus's progress when it moved (`bonus`).
 * Events are read from the database, so only what committed is pushed, from
 * any process. Closing the sandbox ends every stream.
 */

/** How often an open stream looks for news; what the player waits at most after a change. */
const TICK_MS = 1_000;
/** A comment line this often keeps proxies and phones from closing an idle stream. */
const KEEP_ALIVE_MS = 15_000;
/** How often the stream runs time-driven changes and checks that its session still lives. */
const SLOW_TICK_MS = 10_000;

const streamQuery = z.object({
  ticket: z.string().check(z.maxLength(512)),
  after: z.optional(z.string().check(z.regex(/^\d{1,15}$/))),
});

const frame = (event: string, data: unknown, id?: number): string =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

interface StreamStart {
  readonly ticket: StreamTicket;
  readonly tenant: SandboxTenant;
  readonly scope: string;
  readonly afterId: number;
}

/** Runs one stream until the client leaves, the session ends, the server drops it or the sandbox closes. */
function runStream(ctx: SandboxContext, raw: NodeJS.WritableStream & { destroyed: boolean }, start: StreamStart) {
  const { ticket, tenant, scope } = start;
  let lastId = start.afterId;
  let lastBonus = '';
  let lastWrite = Date.now();
  let lastSlow = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ended = false;

  const write = (text: string) => {
    if (ended || raw.destroyed) return;
    raw.write(text);
    lastWrite = Date.now();
  };
  const end = () => {
    if (ended) return;
    ended = true;
    clearTimeout(timer);
    ctx.closing.removeEventListener('abort', end);
    forget();
    raw.end();
  };
  const forget = ctx.events.streams.add({ memberId: ticket.memberId, merchant: tenant.merchantCode, scope, end });
  ctx.closing.addEventListener('abort', end);

  const tick = async () => {
    const now = ctx.control.now(scope);
    if (Date.now() - lastSlow >= SLOW_TICK_MS) {
      lastSlow = Date.now();
      if (!(await sessionLive(ctx.db, ticket.tokenHash, tenant.merchantCode, now))) {
        write(frame('end', { reason: 'session' }));
        return end();
      }
      await runTimedChanges(ctx.db, tenant, ticket.memberId, now);
    }
    const feed = await feedAfter(ctx.db, ticket.memberId, lastId);
    for (const event of feed.events) {
      write(frame('notify', event, event.id));
      lastId = event.id;
    }
    const bonus = JSON.stringify(feed.bonus satisfies BonusSnapshot | null);
    if (bonus !== lastBonus) {
      write(frame('bonus', feed.bonus));
      lastBonus = bonus;
    }
    if (Date.now() - lastWrite >= KEEP_ALIVE_MS) write(': keep-alive\n\n');
  };
  const loop = () => {
    if (ended) return;
    tick().then(
      () => {
        if (!ended) timer = setTimeout(loop, TICK_MS);
      },
      // A closing database (shutdown) or a lost connection: this stream is over; the client reconnects.
      () => end(),
    );
  };

  // The client's own reconnection waits this long; Lobby's client reconnects itself with backoff.
  write(`retry: 5000\n\n${frame('ready', { lastEventId: lastId })}`);
  loop();
  return end;
}

export const eventRoutes: FastifyPluginCallback<AreaOptions> = (app, { ctx }, done) => {
  route(app, ctx, 'eventTicket', ({ session, info, now }) => {
    const expiresAt = now + TICKET_TTL_MS;
    const ticket = ctx.events.tickets.issue({
      memberId: session.memberId,
      merchant: info.tenant.merchantCode,
      tokenHash: session.tokenHash,
      expiresAt,
    });
    return Promise.resolve(ok({ ticket, expiresAt }));
  });

  route(app, ctx, 'eventStream', { query: streamQuery }, async ({ query, request, reply, info, now }) => {
    const ticket = ctx.events.tickets.verify(query.ticket, info.tenant.merchantCode, now);
    if (!ticket || !(await sessionLive(ctx.db, ticket.tokenHash, info.tenant.merchantCode, now)))
      throw new SandboxHttpError(401, 'events.ticket.invalid');
    const header = request.headers['last-event-id'];
    const resumeFrom = query.after ?? (typeof header === 'string' && /^\d{1,15}$/.test(header) ? header : undefined);
    const afterId = resumeFrom === undefined ? await latestEventId(ctx.db, ticket.memberId) : Number(resumeFrom);
    await runTimedChanges(ctx.db, info.tenant, ticket.memberId, now);
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      // nginx (cli/lib nginx config) passes the stream through unbuffered; this says so to any other proxy that reads it.
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    const end = runStream(ctx, reply.raw, { ticket, tenant: info.tenant, scope: info.scope, afterId });
    request.raw.on('close', end);
  });

  // Closing the app directly (not through sandbox.close()) must not wait for clients that never hang up.
  app.addHook('preClose', (doneClosing) => {
    ctx.events.streams.closeAll();
    doneClosing();
  });

  done();
};
