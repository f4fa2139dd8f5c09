import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyTestKit } from '../test-money.ts';
import { envelope, sandboxForFile } from '../test-support.ts';

/**
 * Money notifications over Server-Sent Events (issue 34), against a
 * listening sandbox: the ticket, the stream's frames, the catch-up after a
 * reconnect and the inbox message each event leaves.
 */

const sandbox = sandboxForFile({}, 300_000);
const { player, deposit } = moneyTestKit(sandbox);
let origin = '';

beforeAll(async () => {
  origin = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
}, 300_000);
afterAll(() => sandbox.app.server.closeAllConnections());

interface Frame {
  readonly event: string;
  readonly id?: number;
  readonly data: unknown;
}

/** Reads frames from a stream until `enough` says so (or 15 s pass), then leaves it. */
async function readFrames(url: string, enough: (frames: Frame[]) => boolean, headers: Record<string, string> = {}) {
  const leave = new AbortController();
  const response = await fetch(url, { headers, signal: AbortSignal.any([leave.signal, AbortSignal.timeout(15_000)]) });
  const frames: Frame[] = [];
  if (!response.ok || !response.body) return { response, frames };
  const decoder = new TextDecoder();
  let buffered = '';
  try {
    for await (const chunk of response.body) {
      buffered += decoder.decode(chunk, { stream: true });
      let end = buffered.indexOf('\n\n');
      while (end >= 0) {
        const lines = buffered.slice(0, end).split('\n');
        buffered = buffered.slice(end + 2);
        const field = (name: string) => lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
        const event = field('event');
        if (event)
          frames.push({
            event,
            id: field('id') ? Number(field('id')) : undefined,
            data: JSON.parse(field('data') ?? 'null') as unknown,
          });
        end = buffered.indexOf('\n\n');
      }
      if (enough(frames)) break;
    }
  } catch {
    // The timeout: the frames read so far are the answer.
  } finally {
    leave.abort();
  }
  return { response, frames };
}

async function ticketFor(headers: Record<string, string>): Promise<string> {
  return envelope<{ ticket: string }>(await sandbox.call({ url: '/wps/events/ticket', method: 'POST', headers })).value
    .ticket;
}

async function paidDeposit(headers: Record<string, string>, requestId: string): Promise<string> {
  const order = envelope<{ orderId: string }>(
    await deposit(headers, { channel: 'PIX', amount: 25.5, requestId }),
  ).value;
  await sandbox.control('POST', 'deposits/settle', { orderId: order.orderId, status: 'paid' });
  return order.orderId;
}

const notices = (frames: Frame[]) => frames.filter((frame) => frame.event === 'notify');

describe('money notifications (issue 34)', () => {
  it('NOTIFY-02 NOTIFY-05 a stream opens only with a ticket of a live session and says it is not to be buffered', async () => {
    const { headers } = await player();
    const forged = await fetch(`${origin}/wps/events/stream?ticket=forged`);
    expect(forged.status).toBe(401);
    const { response, frames } = await readFrames(
      `${origin}/wps/events/stream?ticket=${await ticketFor(headers)}`,
      (read) => read.some((frame) => frame.event === 'ready'),
    );
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    expect(frames[0]?.event).toBe('ready');
    // A ticket outlives nothing: once the session is logged out, the same kind of ticket opens no stream.
    const ticket = await ticketFor(headers);
    await sandbox.call({ url: '/wps/session/logout', method: 'DELETE', headers });
    expect((await fetch(`${origin}/wps/events/stream?ticket=${ticket}`)).status).toBe(401);
  });

  it('NOTIFY-01 NOTIFY-04 a credited deposit is one event with one inbox message; a reconnect catches up from its id', async () => {
    const { headers } = await player();
    const open = readFrames(
      `${origin}/wps/events/stream?ticket=${await ticketFor(headers)}`,
      (read) => notices(read).length > 0,
    );
    // Let the stream start before the money moves.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const orderId = await paidDeposit(headers, 'notify-dep-0001');
    const { frames } = await open;
    const [credited] = notices(frames);
    expect(credited?.data).toMatchObject({ kind: 'deposit.credited' });
    expect(credited?.id).toBeGreaterThan(0);

    // The same callback again is no new cause: no second event.
    await sandbox.control('POST', 'deposits/settle', { orderId, status: 'paid' });
    const after = (credited?.id ?? 1) - 1;
    const replay = await readFrames(
      `${origin}/wps/events/stream?ticket=${await ticketFor(headers)}&after=${after}`,
      (read) => read.some((frame) => frame.event === 'bonus') || notices(read).length > 1,
    );
    expect(notices(replay.frames).map((frame) => frame.id)).toEqual([credited?.id]);
    // Last-Event-ID does what ?after= does.
    const byHeader = await readFrames(
      `${origin}/wps/events/stream?ticket=${await ticketFor(headers)}`,
      (read) => notices(read).length > 0 || read.some((frame) => frame.event === 'bonus'),
      { 'last-event-id': String(after) },
    );
    expect(notices(byHeader.frames).map((frame) => frame.id)).toEqual([credited?.id]);

    // The inbox is the record: one message for the one cause, worded in the caller's language.
    const inbox = envelope<{ title: string; kind?: string }[]>(
      await sandbox.call({ url: '/wps/relay/CSP_getInbox', headers: { ...headers, language: 'PT' } }),
    ).value;
    const titles = inbox.filter((mail) => mail.kind === 'deposit.credited').map((mail) => mail.title);
    expect(titles.filter((title) => title === 'Depósito creditado')).toHaveLength(1);
  });
});
