/** Messages: the header's unread indicator and the inbox pages. */
export { MessageIndicator } from './message-indicator';
