import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { GAME_CONSTANTS } from '@/lib/spec-constants';
import { callPlatformParsed } from '@/platform/request';

/** Home announcements (001 §3, §7 CALL-24): banners, marquee (player), popups, hot matches. */

const text = z.catch(z.optional(z.nullable(z.string())), undefined);

const announcementsSchema = z.object({
  banners: z.catch(z.array(z.object({ url: z.catch(z.string(), ''), title: text, link: text })), []),
  player: z.catch(z.array(z.object({ id: z.catch(z.optional(z.union([z.string(), z.number()])), undefined), title: z.catch(z.string(), '') })), []),
  popup: z.catch(
    z.array(z.object({ title: z.catch(z.string(), ''), content: z.catch(z.string(), ''), execution: text, promotionType: text })),
    [],
  ),
});
export type Announcements = z.infer<typeof announcementsSchema>;

export const homeKeys = { announcements: (language: string, token: string | null) => ['home', 'announcements', language, token] as const };

export const announcementsQuery = (language: string, token: string | null) =>
  queryOptions({
    queryKey: homeKeys.announcements(language, token),
    queryFn: ({ signal }) =>
      callPlatformParsed('announcements', announcementsSchema, {
        query: { types: 'B,PL,PU,H', groupName: 'm_home', platform: GAME_CONSTANTS.announcementPlatform, language },
        signal,
      }),
  });
