import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import * as z from 'zod/mini';
import { bonusKeys } from '@/features/bonus';
import { callPlatformParsed, platformUrl } from '@/platform/request';
import { useToken } from '@/platform/session';
import { minorUnits, type Minor } from '@/lib/money';
import { MEMBER_EVENT_KINDS } from '@/lib/money-event-kinds';
import { accountKeys, useMoney } from '@/session';
import { toast } from '@/ui';
import { startMoneyEvents, type MoneyEvent } from './money-events';

/**
 * Money notifications in a signed-in tab (NOTIFY-06..08): each event shows a
 * toast on whatever page is open and refreshes the inbox (its unread dot),
 * the wallet and the bonus wallet. Loaded after the first paint, for
 * signed-in players only (src/app/chrome/money-events-slot.tsx).
 */

const ticketSchema = z.object({ ticket: z.string() });
const KNOWN: ReadonlySet<string> = new Set(MEMBER_EVENT_KINDS);

/** The event's amount (the stream's details carry minor units); null when it has none that can be read. */
const amountOf = (event: MoneyEvent): Minor | null =>
  typeof event.details.amountMinor === 'number' ? minorUnits(event.details.amountMinor) : null;

export default function MoneyEventStream() {
  const token = useToken();
  const queryClient = useQueryClient();
  const money = useMoney();
  // The stream outlives renders; its toasts format with the wallet's currency as it is now.
  const format = useRef(money.format);
  useEffect(() => {
    format.current = money.format;
  });

  useEffect(() => {
    if (!token) return undefined;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: ['messages'] });
      void queryClient.invalidateQueries({ queryKey: accountKeys.wallet(token) });
      void queryClient.invalidateQueries({ queryKey: bonusKeys.all });
    };
    return startMoneyEvents({
      ticket: async () => (await callPlatformParsed('eventTicket', ticketSchema, { body: {} })).ticket,
      open: (ticket, after) =>
        new EventSource(platformUrl('eventStream', after === null ? { ticket } : { ticket, after })),
      onEvent: (event) => {
        const amount = amountOf(event);
        // A known kind with an amount that can be read gets its toast; any event refreshes what it touches.
        if (KNOWN.has(event.kind) && amount !== null)
          toast.info(`messages:events.${event.kind}`, {
            values: { amount: format.current(amount) },
            durationMs: 5_000,
          });
        refresh();
      },
      onBonus: () => void queryClient.invalidateQueries({ queryKey: bonusKeys.all }),
      onConnected: (again) => {
        if (again) refresh();
      },
    });
  }, [token, queryClient]);
  return null;
}
