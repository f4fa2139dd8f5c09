import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECONNECT_WAITS_MS, startMoneyEvents, type EventStream, type MoneyEvent } from './money-events';

/** The money-event stream client (NOTIFY-06..08) against a fake EventSource. */

class FakeStream implements EventStream {
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, ((message: MessageEvent<string>) => void)[]>();
  constructor(
    readonly ticket: string,
    readonly after: number | null,
  ) {}
  addEventListener(type: string, listener: (message: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? [])
      listener(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  drop() {
    this.onerror?.(new Event('error'));
  }
  close() {
    this.closed = true;
  }
}

afterEach(() => vi.useRealTimers());

function harness() {
  const streams: FakeStream[] = [];
  const events: MoneyEvent[] = [];
  const connected: boolean[] = [];
  let tickets = 0;
  const stop = startMoneyEvents({
    ticket: () => Promise.resolve(`ticket-${(tickets += 1)}`),
    open: (ticket, after) => {
      const stream = new FakeStream(ticket, after);
      streams.push(stream);
      return stream;
    },
    onEvent: (event) => events.push(event),
    onBonus: () => undefined,
    onConnected: (again) => connected.push(again),
  });
  return { streams, events, connected, stop };
}

describe('money event stream client', () => {
  it('NOTIFY-06 NOTIFY-07 a dropped stream reconnects with a new ticket after a growing wait and resumes after the last event', async () => {
    vi.useFakeTimers();
    const { streams, events, connected, stop } = harness();
    await vi.advanceTimersByTimeAsync(0);
    expect(streams).toHaveLength(1);
    expect(streams[0]?.after).toBeNull();
    streams[0]?.emit('ready', { lastEventId: 7 });
    streams[0]?.emit('notify', { id: 8, kind: 'deposit.credited', details: { amountMinor: 5000 } });
    expect(events.map((event) => event.id)).toEqual([8]);

    streams[0]?.drop();
    expect(streams[0]?.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(RECONNECT_WAITS_MS[0] - 1);
    expect(streams).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(streams[1]).toMatchObject({ ticket: 'ticket-2', after: 8 });
    // Dropped again before it was ready: the next wait is longer.
    streams[1]?.drop();
    await vi.advanceTimersByTimeAsync(RECONNECT_WAITS_MS[1] - 1);
    expect(streams).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(streams[2]).toMatchObject({ ticket: 'ticket-3', after: 8 });
    streams[2]?.emit('ready', { lastEventId: 9 });
    // A replayed event is not shown twice; a new one is.
    streams[2]?.emit('notify', { id: 8, kind: 'deposit.credited', details: {} });
    streams[2]?.emit('notify', { id: 9, kind: 'withdrawal.paid', details: {} });
    expect(events.map((event) => event.id)).toEqual([8, 9]);
    expect(connected).toEqual([false, true]);

    stop();
    expect(streams[2]?.closed).toBe(true);
    streams[2]?.drop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(streams).toHaveLength(3);
  });

  it('NOTIFY-06 a failed ticket is retried; a malformed frame is ignored', async () => {
    vi.useFakeTimers();
    const streams: FakeStream[] = [];
    const events: MoneyEvent[] = [];
    let calls = 0;
    const stop = startMoneyEvents({
      ticket: () => ((calls += 1) === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('ticket')),
      open: (ticket, after) => {
        const stream = new FakeStream(ticket, after);
        streams.push(stream);
        return stream;
      },
      onEvent: (event) => events.push(event),
      onBonus: () => undefined,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(streams).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(RECONNECT_WAITS_MS[0]);
    expect(streams).toHaveLength(1);
    streams[0]?.emit('notify', { kind: 'deposit.credited' });
    streams[0]?.emit('notify', 'not json at all');
    expect(events).toEqual([]);
    stop();
  });
});
