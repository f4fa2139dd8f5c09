/** Messages: the header's unread indicator and the inbox pages (the unread figure itself is in src/session). */
export { MessageIndicator } from './message-indicator';
