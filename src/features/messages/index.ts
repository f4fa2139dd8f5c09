/** Messages: the header's unread indicator, the shared unread figure and the inbox pages. */
export { MessageIndicator } from './message-indicator';
export { useUnreadCount } from './use-unread';
