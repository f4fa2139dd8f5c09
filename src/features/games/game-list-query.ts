import { DEFAULT_FILTER, type GameFilter, type ListMode } from './api';
import type { ClassifyTabId } from './list-logic';
import { SEARCH_MAX_LENGTH } from '@/lib/search-text';

export const modeOf = (tab: ClassifyTabId): { mode: ListMode; classify?: string } =>
  tab.startsWith('C:') ? { mode: 'CLASSIFY', classify: tab.slice(2) } : { mode: tab as ListMode };

/** What the address asks for, and the tab and filter the list starts with. */
export function listQueryOf(params: URLSearchParams): {
  gameType: string;
  hotOnly: boolean;
  tab: ClassifyTabId;
  filter: GameFilter;
} {
  const gameType = (params.get('gameType') ?? 'RNG').toUpperCase();
  // GLIST-17: the hot-only variant (?hot=1) loads the hot games with the provider filter and no tabs.
  const hotOnly = params.get('hot') === '1';
  const presetVendor = params.get('vassalage') ?? '';
  const vassalage = /^[A-Za-z0-9_]{1,20}$/.test(presetVendor) ? presetVendor.toUpperCase() : '';
  // FIND-03: the header search's "see all" opens the list searched for its words.
  const gameName = (params.get('gameName') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  return { gameType, hotOnly, tab: hotOnly ? 'HOT' : 'ALL', filter: { ...DEFAULT_FILTER, vassalage, gameName } };
}
