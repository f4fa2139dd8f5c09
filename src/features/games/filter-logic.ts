import { GAME_CONSTANTS } from '@/lib/spec-constants';
import { paths } from '@/tenant/paths';
import type { GameFilter, Vendor } from './api';

/** GLIST-19, GLIST-20: choosing a vendor selects it; choosing the selected one (or "all") clears it. */
export function toggleVendor(
  filter: GameFilter,
  vendor: Pick<Vendor, 'vassalage' | 'mobileSmallIcon'> | null,
): GameFilter {
  if (vendor === null || vendor.vassalage === filter.vassalage)
    return { ...filter, vassalage: '', mobileSmallIcon: '' };
  return { ...filter, vassalage: vendor.vassalage, mobileSmallIcon: vendor.mobileSmallIcon ?? '' };
}

/** GLIST-25, GLIST-26: every category but ELOTT; LOTT opens the lottery list, others their game list. */
export function otherGameLinks(categories: readonly string[]): { category: string; to: string }[] {
  return categories
    .map((category) => category.toUpperCase())
    .filter(
      (category, index, all) =>
        category !== '' && category !== GAME_CONSTANTS.excludedOtherCategory && all.indexOf(category) === index,
    )
    .map((category) => ({
      category,
      to: category === 'LOTT' ? paths.lottery() : paths.gameList({ gameType: category }),
    }));
}
