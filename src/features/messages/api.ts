import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { lenientList } from '@/platform/lenient';
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
    // REL-11: a mail without a title is nothing to show; an answer with none to show is unreadable, not an empty inbox.
    queryFn: ({ signal }) =>
      callPlatformParsed(
        'mailList',
        lenientList(mailSchema, (mail) => mail.title !== ''),
        { signal },
      ),
  });
