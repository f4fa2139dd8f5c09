import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { callPlatformParsed } from '@/platform/request';

/** Inbox calls (001 §7): the mail list (CALL-16); the unread count is the session's (src/session/unread-messages.ts). */
const messageKeys = {
  list: (token: string | null) => ['messages', 'list', token] as const,
};

const mailSchema = z.object({
  id: z.catch(z.union([z.string(), z.number()]), ''),
  title: z.catch(z.string(), ''),
  content: z.catch(z.string(), ''),
  read: z.catch(z.boolean(), true),
});

export const mailListQuery = (token: string | null) =>
  queryOptions({
    queryKey: messageKeys.list(token),
    enabled: token !== null,
    queryFn: ({ signal }) => callPlatformParsed('mailList', z.catch(z.array(mailSchema), []), { signal }),
  });
