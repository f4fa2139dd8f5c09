/**
 * The kinds of money events (issue 34, proposed): the sandbox records and
 * words them (sandbox/domain/event-texts.ts), the app toasts the ones it
 * knows (src/features/messages/money-event-stream.tsx). One list for both.
 */
export const MEMBER_EVENT_KINDS = [
  'deposit.credited',
  'withdrawal.paid',
  'withdrawal.rejected',
  'bonus.granted',
  'bonus.converted',
  'bonus.expiring',
  'bonus.expired',
  'limit.effective',
] as const;
export type MemberEventKind = (typeof MEMBER_EVENT_KINDS)[number];
