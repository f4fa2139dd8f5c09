/**
 * The money-event stream of one signed-in tab (NOTIFY-06..08): a ticket
 * for the stream (an EventSource sends no Authorization header), the
 * stream, and on a drop a new ticket and a new stream after a growing wait
 * (1 s, 2 s, 5 s, 10 s, then every 30 s), resuming after the last event it
 * saw (`after`), so nothing sent while it was away is lost. The inbox stays
 * the record; this only makes it arrive at once.
 */

export interface MoneyEvent {
  readonly id: number;
  readonly kind: string;
  readonly details: Readonly<Record<string, unknown>>;
}

/** The part of EventSource this client uses (a test gives a fake). */
export interface EventStream {
  addEventListener(type: string, listener: (message: MessageEvent<string>) => void): void;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

export interface MoneyEventsOptions {
  /** A fresh stream ticket (a platform call). */
  readonly ticket: () => Promise<string>;
  /** Opens the stream for a ticket, after an event id when one was seen. */
  readonly open: (ticket: string, after: number | null) => EventStream;
  readonly onEvent: (event: MoneyEvent) => void;
  /** The active bonus's progress moved. */
  readonly onBonus: () => void;
  /** The stream is (again) connected; after a drop the caller re-reads what it shows. */
  readonly onConnected?: (again: boolean) => void;
}

export const RECONNECT_WAITS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function eventOf(data: unknown): MoneyEvent | null {
  if (typeof data !== 'object' || data === null) return null;
  const { id, kind, details } = data as Record<string, unknown>;
  if (typeof id !== 'number' || typeof kind !== 'string') return null;
  return {
    id,
    kind,
    details: typeof details === 'object' && details !== null ? (details as MoneyEvent['details']) : {},
  };
}

/** Starts the stream; the answer stops it for good (sign-out, the tab's app unmounting). */
export function startMoneyEvents(options: MoneyEventsOptions): () => void {
  let stream: EventStream | null = null;
  let lastId: number | null = null;
  let failures = 0;
  let connectedBefore = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const retry = () => {
    if (stopped) return;
    const wait = RECONNECT_WAITS_MS[Math.min(failures, RECONNECT_WAITS_MS.length - 1)];
    failures += 1;
    timer = setTimeout(() => void connect(), wait);
  };

  async function connect(): Promise<void> {
    let ticket: string;
    try {
      ticket = await options.ticket();
    } catch {
      retry();
      return;
    }
    if (stopped) return;
    const opened = options.open(ticket, lastId);
    stream = opened;
    opened.addEventListener('ready', (message) => {
      const ready = parsed(message.data) as { lastEventId?: unknown } | null;
      if (lastId === null && typeof ready?.lastEventId === 'number') lastId = ready.lastEventId;
      failures = 0;
      options.onConnected?.(connectedBefore);
      connectedBefore = true;
    });
    opened.addEventListener('notify', (message) => {
      const event = eventOf(parsed(message.data));
      if (!event || (lastId !== null && event.id <= lastId)) return;
      lastId = event.id;
      options.onEvent(event);
    });
    opened.addEventListener('bonus', () => options.onBonus());
    // The browser's own reconnection would reuse a spent ticket: this client reconnects itself.
    opened.onerror = () => {
      opened.close();
      if (stream === opened) stream = null;
      retry();
    };
    opened.addEventListener('end', () => {
      opened.close();
      stream = null;
    });
  }

  void connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    stream?.close();
  };
}
