import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { CONTENT_TYPES, GAME_CONSTANTS } from '@/lib/spec-constants';
import { platformContext } from '@/platform/context';
import { imageAddress } from '@/lib/image-cdn';
import { lenientList } from '@/platform/lenient';
import { callPlatformParsed } from '@/platform/request';
import { setHotMatches } from './hot-match-store';

/** Home announcements (001 §3, §7 CALL-24): banners, marquee (player), popups, hot matches. */

const text = z.catch(z.optional(z.nullable(z.string())), undefined);

/** REL-11: each group keeps what it can show (a banner a picture it may load, a marquee line its text, a match its teams, a popup its text). */
const announcementsSchema = z.object({
  banners: lenientList(z.object({ url: imageAddress, title: text, link: text }), (banner) => banner.url !== ''),
  player: lenientList(
    z.object({ id: z.catch(z.optional(z.union([z.string(), z.number()])), undefined), title: z.catch(z.string(), '') }),
    (line) => line.title !== '',
  ),
  hot: lenientList(
    z.object({
      homeTeam: z.catch(z.string(), ''),
      awayTeam: z.catch(z.string(), ''),
      homeTeamImageUrl: imageAddress,
      awayTeamImageUrl: imageAddress,
      league: text,
      matchTime: z.catch(z.union([z.number(), z.string()]), ''),
      vendor: text,
      roomId: z.catch(z.optional(z.nullable(z.union([z.string(), z.number()]))), undefined),
      nodeId: z.catch(z.union([z.string(), z.number()]), ''),
    }),
    (match) => match.homeTeam !== '' && match.awayTeam !== '',
  ),
  popup: lenientList(
    z.object({
      title: z.catch(z.string(), ''),
      content: z.catch(z.string(), ''),
      execution: text,
      promotionType: text,
    }),
    (popup) => popup.title !== '' || popup.content !== '',
  ),
});
export type Announcements = z.infer<typeof announcementsSchema>;
export type HotMatch = Announcements['hot'][number];

/** CALL-24, CALL-25: banners, player marquee, popups and the hot matches (type H) in one call. */
export const HOME_CONTENT_TYPES = [CONTENT_TYPES.Banner, CONTENT_TYPES.Player, CONTENT_TYPES.PopUp, 'H'].join(',');

export const homeKeys = {
  announcements: (language: string, token: string | null) => ['home', 'announcements', language, token] as const,
};

export const announcementsQuery = (language: string, token: string | null) =>
  queryOptions({
    queryKey: homeKeys.announcements(language, token),
    queryFn: async ({ signal }) => {
      const answer = await callPlatformParsed('announcements', announcementsSchema, {
        query: {
          types: HOME_CONTENT_TYPES,
          groupName: 'm_home',
          platform: GAME_CONSTANTS.announcementPlatform,
          merchantCode: platformContext().merchantCode,
          language,
        },
        signal,
      });
      // HOTMATCH-01: into the common store as the answer arrives, so home's first render with it already has them
      // (copied in an effect, they cost home a second, synchronous render inside its effects: issue 15).
      setHotMatches(answer.hot);
      return answer;
    },
  });

const lobbyNewsSchema = lenientList(
  z.object({
    id: z.catch(z.optional(z.union([z.string(), z.number()])), undefined),
    title: z.catch(z.string(), ''),
    publishTime: z.catch(z.optional(z.number()), undefined),
  }),
  (news) => news.title !== '',
);

export type LobbyNews = z.infer<typeof lobbyNewsSchema>;

/** CALL-46: the lobby announcements (GLS2_lobbyNews). */
export const lobbyNewsQuery = (language: string) =>
  queryOptions({
    queryKey: ['home', 'lobbyNews', language] as const,
    queryFn: ({ signal }) => callPlatformParsed('lobbyNews', lobbyNewsSchema, { query: { language }, signal }),
    meta: { silent: true },
  });
