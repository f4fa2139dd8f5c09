import { queryOptions, useQuery } from '@tanstack/react-query';
import { shownCount } from '@/platform/lenient';
import { callPlatformParsed } from '@/platform/request';
import { useSessionInfo, useToken } from '@/platform/session';

/** The member's unread mail count (001 §7): the inbox's header dot and the agent area's mail tile show it. */
export const unreadCountQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['messages', 'unread', token] as const,
    enabled: token !== null,
    meta: { silent: true },
    queryFn: ({ signal }) => callPlatformParsed('unreadCount', shownCount, { signal }),
  });

/**
 * MSG-03: one unread figure in the query cache (the "common store") feeds
 * every badge: the header dot and the agent mail tile. Guests have none.
 */
export function useUnreadCount(): number {
  const session = useSessionInfo();
  const unread = useQuery(unreadCountQuery(useToken()));
  return session ? Math.max(0, unread.data ?? 0) : 0;
}
