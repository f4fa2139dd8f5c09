import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { CONTENT_TYPES, GAME_CONSTANTS, type PromotionState } from '@/lib/spec-constants';
import { lenientList } from '@/platform/lenient';
import { callPlatform, callPlatformParsed } from '@/platform/request';
import { promotionStateOf } from './states';

/**
 * Promotions (PROMO-01/02, CALL-47): the available promotions (REWCEN3) with
 * their display states, and the promotion part of the announcements; one
 * list, available promotions first, the same id only once.
 */

const itemSchema = z.object({
  id: z.catch(z.union([z.string(), z.number()]), ''),
  title: z.catch(z.string(), ''),
  content: z.catch(z.string(), ''),
  state: z.catch(z.unknown(), null),
});

/** REL-11: a promotion needs an id and a title; an answer with none of those is unreadable, not "no promotions". */
const listSchema = lenientList(itemSchema, (item) => item.title !== '' && String(item.id) !== '');
const announcementsSchema = z.object({ promotion: listSchema });

export interface Promotion {
  readonly id: string;
  readonly title: string;
  readonly content: string;
  readonly state: PromotionState | null;
}

const toPromotions = (items: readonly z.infer<typeof itemSchema>[]): Promotion[] =>
  items.map((item) => ({
    id: String(item.id),
    title: item.title,
    content: item.content,
    state: promotionStateOf(item.state),
  }));

export const promotionKeys = {
  all: ['promotions'] as const,
  list: (language: string, token: string | null) => ['promotions', 'list', language, token] as const,
};

export const availablePromotionsQuery = (language: string, token: string | null) =>
  queryOptions({
    queryKey: [...promotionKeys.list(language, token), 'available'] as const,
    queryFn: async ({ signal }) =>
      toPromotions(await callPlatformParsed('availablePromotions', listSchema, { query: { language }, signal })),
  });

/** The promotion list of /m/activity: available promotions plus the announcements' promotion part. */
export const promotionListQuery = (language: string, token: string | null) =>
  queryOptions({
    queryKey: promotionKeys.list(language, token),
    queryFn: async ({ signal }) => {
      const [available, announced] = await Promise.all([
        callPlatformParsed('availablePromotions', listSchema, { query: { language }, signal }),
        callPlatformParsed('announcements', announcementsSchema, {
          query: { types: CONTENT_TYPES.Promotion, platform: GAME_CONSTANTS.announcementPlatform, language },
          signal,
        }).catch(() => ({ promotion: [] })),
      ]);
      const list = toPromotions(available);
      const seen = new Set(list.map((promotion) => promotion.id));
      return [...list, ...toPromotions(announced.promotion).filter((promotion) => !seen.has(promotion.id))];
    },
  });

/** Join or claim (decision: one apply call, REWCEN3). */
export async function applyPromotion(id: string): Promise<void> {
  await callPlatform('promotionApply', { body: { id: Number(id) } });
}
