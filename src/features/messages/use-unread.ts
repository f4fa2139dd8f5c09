import { useQuery } from '@tanstack/react-query';
import { useSessionInfo } from '@/platform/session';
import { unreadCountQuery } from './api';

/**
 * MSG-03: one unread figure in the query cache (the "common store") feeds
 * every badge: the header dot and the agent mail tile. Guests have none.
 */
export function useUnreadCount(): number {
  const session = useSessionInfo();
  const unread = useQuery(unreadCountQuery(session?.token ?? null));
  return session ? Math.max(0, unread.data ?? 0) : 0;
}
