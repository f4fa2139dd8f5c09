import { memo, useMemo, type KeyboardEvent } from 'react';
import { useTexts } from '@/i18n';
import { imageSource } from '@/lib/image-cdn';
import { lazyPart } from '@/lib/lazy-part';
import { Tabs } from '@/ui';
import type { GameFilter, Vendor } from './api';
import { FilterButton, Search, SearchRow } from './game-list-styles';
import type { Classification, ClassifyTabId } from './list-logic';

// Loaded on the first opening of the panel.
const FilterPanel = lazyPart(
  () => import('./filter-panel'),
  (module) => module.FilterPanel,
);

interface GameListControlsProps {
  readonly gameType: string;
  readonly hotOnly: boolean;
  readonly tab: ClassifyTabId;
  readonly tabs: readonly { readonly id: ClassifyTabId; readonly classification?: Classification }[];
  readonly selectTab: (tab: ClassifyTabId) => void;
  readonly draft: string;
  readonly setDraft: (draft: string) => void;
  readonly onSearchKey: (event: KeyboardEvent<HTMLInputElement>) => void;
  readonly filter: GameFilter;
  readonly setFilter: (filter: GameFilter) => void;
  readonly filterIcon: string;
  readonly filterOpen: boolean;
  readonly setFilterOpen: (open: boolean) => void;
  readonly typeVendors: readonly Vendor[];
  readonly classifications: readonly Classification[];
  readonly categories: readonly string[];
}

/**
 * The list's tabs, search and vendor filter (GLIST-03..07, GLIST-09). Memoised on stable handlers
 * (SPEED-04): a page of games arriving renders the grid, not these.
 */
export const GameListControls = memo(function GameListControls(props: GameListControlsProps) {
  const t = useTexts('games');
  const { tabs, filter, setFilterOpen } = props;
  const tabItems = useMemo(
    () =>
      tabs.map((entry) => ({
        id: entry.id,
        label: entry.classification?.displayName ?? t(`tabs.${entry.id as 'ALL'}`),
        fromServer: entry.classification?.displayName !== undefined,
      })),
    [tabs, t],
  );
  return (
    <>
      {tabItems.length > 0 ? (
        <Tabs label={t('tabs.label')} activeId={props.tab} onSelect={props.selectTab} items={tabItems} />
      ) : null}
      <SearchRow>
        {props.hotOnly ? null : (
          <Search
            type="search"
            enterKeyHint="search"
            aria-label={t('search.label')}
            placeholder={t('search.placeholder')}
            value={props.draft}
            onChange={(event) => props.setDraft(event.target.value)}
            onKeyDown={props.onSearchKey}
          />
        )}
        <FilterButton
          type="button"
          aria-haspopup="dialog"
          onClick={() => setFilterOpen(true)}
          data-vendor={filter.vassalage || 'all'}
        >
          {props.filterIcon ? <img src={imageSource(props.filterIcon)} alt="" width={20} height={20} /> : null}
          {t('filter.open')}
        </FilterButton>
      </SearchRow>
      {props.filterOpen ? (
        <FilterPanel
          open
          onClose={() => setFilterOpen(false)}
          gameType={props.gameType}
          vendors={props.typeVendors}
          classifications={props.classifications}
          categories={props.categories}
          filter={filter}
          onApply={props.setFilter}
        />
      ) : null}
    </>
  );
});
