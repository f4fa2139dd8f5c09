import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { callPlatformParsed } from '@/platform/request';

/** Inbox calls (001 §7): unread count (header dot) and the mail list (CALL-16). */
export const messageKeys = {
  unread: (token: string | null) => ['messages', 'unread', token] as const,
  list: (token: string | null) => ['messages', 'list', token] as const,
};

export const unreadCountQuery = (token: string | null) =>
  queryOptions({
    queryKey: messageKeys.unread(token),
    enabled: token !== null,
    meta: { silent: true },
    queryFn: ({ signal }) => callPlatformParsed('unreadCount', z.catch(z.number(), 0), { signal }),
  });

const mailSchema = z.object({
  id: z.catch(z.union([z.string(), z.number()]), ''),
  title: z.catch(z.string(), ''),
  content: z.catch(z.string(), ''),
  read: z.catch(z.boolean(), true),
});
export type Mail = z.infer<typeof mailSchema>;

export const mailListQuery = (token: string | null) =>
  queryOptions({
    queryKey: messageKeys.list(token),
    enabled: token !== null,
    queryFn: ({ signal }) => callPlatformParsed('mailList', z.catch(z.array(mailSchema), []), { signal }),
  });
