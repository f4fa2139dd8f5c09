import { get, write, type Endpoint } from './endpoint-kinds';

/** The bonus wallet and money notifications (issue 34): rows of the endpoint table (src/platform/endpoints.ts). */
export const BONUS_ENDPOINTS = {
  bonusWallet: get(
    '/wps/relay/BONUS_getWallet',
    'REWCEN3',
    'required',
    'decision (issue 34: the bonus wallet — the active bonus with its balance and wagering, the pending ones, the history)',
    { account: 'realMember' },
  ),
  bonusRedeem: write(
    'POST',
    '/wps/relay/BONUS_redeemCode',
    'REWCEN3',
    'required',
    'decision (issue 34: a promo code redeemed on its own, on My bonuses; idempotent by requestId)',
    { account: 'realMember', idempotency: 'requestId' },
  ),
  eventTicket: write(
    'POST',
    '/wps/events/ticket',
    'INBOX3',
    'required',
    'decision (issue 34: a ticket of one minute for the event stream, which cannot carry the session token)',
  ),
  eventStream: get(
    '/wps/events/stream',
    null,
    'none',
    'decision (issue 34: money notifications and bonus progress as Server-Sent Events; ?ticket=&after=)',
    { eventStream: true },
  ),
} as const satisfies Record<string, Endpoint>;
