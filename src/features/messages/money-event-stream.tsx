import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import * as z from 'zod/mini';
import { bonusKeys } from '@/features/bonus';
import { callPlatformParsed, platformUrl } from '@/platform/request';
import { useSessionInfo } from '@/platform/session';
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
const KNOWN = new Set([
  'deposit.credited',
  'withdrawal.paid',
  'withdrawal.rejected',
  'bonus.granted',
  'bonus.converted',
  'bonus.expiring',
  'bonus.expired',
  'limit.effective',
]);

const minorOf = (event: MoneyEvent): number =>
  typeof event.details.amountMinor === 'number' ? event.details.amountMinor : 0;

export default function MoneyEventStream() {
  const token = useSessionInfo()?.token ?? null;
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
        if (KNOWN.has(event.kind))
          toast.info(`messages:events.${event.kind}`, {
            values: { amount: format.current(minorOf(event) / 100) },
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
