import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { CONTENT_TYPES, GAME_CONSTANTS } from '@/lib/spec-constants';
import { readStored, writeStored } from '@/lib/storage';
import { lenientList } from '@/platform/lenient';
import { callPlatformParsed } from '@/platform/request';
import { startFromStore } from '@/lib/cached-read';

/**
 * Notice lists (NOTICE-04, ROUTE-06, ROUTE-29): the announcements call with
 * the player notices (PL) for /m/notice and the agent announcements (A) for
 * /m/member/notice?types=A. Items are id, title and HTML content; a broken
 * item is dropped, never a crash.
 */

export const noticeSchema = z.object({
  id: z.catch(z.optional(z.union([z.string(), z.number()])), undefined),
  title: z.catch(z.string(), ''),
  content: z.catch(z.string(), ''),
});
export type Notice = z.infer<typeof noticeSchema>;

/** REL-11: a notice without a title is dropped; an answer with none left is unreadable, not "no notices yet". */
const listOf = lenientList(noticeSchema, (notice) => notice.title !== '');
const answerSchema = z.object({ player: listOf, agent: listOf });

export type NoticeKind = 'player' | 'agent';

export const noticeListQuery = (kind: NoticeKind, language: string, token: string | null) =>
  queryOptions({
    queryKey: ['notice', kind, language, token] as const,
    queryFn: async ({ signal }) => {
      const answer = await callPlatformParsed('announcements', answerSchema, {
        query: {
          types: kind === 'agent' ? CONTENT_TYPES.Agent : CONTENT_TYPES.Player,
          platform: GAME_CONSTANTS.announcementPlatform,
          language,
        },
        signal,
      });
      const notices = answer[kind];
      if (kind === 'player') writeStored('noticeCache', { language, notices });
      return notices;
    },
    // SESSION-24: the player notices show from the local cache at once and refresh behind it.
    ...startFromStore(() => (kind === 'player' ? cachedNotices(language) : undefined)),
  });

const noticeCacheSchema = z.object({ language: z.string(), notices: z.array(noticeSchema) });

function cachedNotices(language: string): Notice[] | undefined {
  const cached = noticeCacheSchema.safeParse(readStored('noticeCache'));
  return cached.success && cached.data.language === language ? cached.data.notices : undefined;
}
