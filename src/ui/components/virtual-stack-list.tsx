import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { Fragment, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { StackList } from './page';
import { measureAfterLayout, observeWindowRectAfterLayout, scrollWindowUnlessThere } from './virtual-window';

/**
 * A list of report rows (records, team) that renders only the rows near the
 * screen once it is long (issue 15: DOM nodes stay flat however many pages
 * are loaded). Rows stay in the normal flow of the `<ul>`: the rows above and
 * below the window are stood in for by the list's block padding, so rows keep
 * their own element, role and styles. The window is the scroller, as for the
 * game list (`VirtualTileGrid`).
 */

/**
 * Up to this many rows the whole list is rendered: three pages of 20. A short
 * list costs little, and whole it can be searched in the page and read
 * through by a screen reader.
 */
export const WHOLE_LIST_ROWS = 60;

/** What a row element must carry: its measuring ref, its index and its place in the list. */
export interface VirtualRowPlace {
  readonly ref: (element: Element | null) => void;
  readonly 'data-index': number;
  readonly 'aria-posinset': number;
  readonly 'aria-setsize': number;
}

export interface VirtualStackListProps<Item> {
  readonly items: readonly Item[];
  readonly keyOf: (item: Item) => string;
  /** The row element (an `<li>`, e.g. `RecordRow`), with `place` spread on it. */
  readonly renderRow: (item: Item, place: VirtualRowPlace) => ReactNode;
  /** A row's height before it is measured. */
  readonly estimatedRowHeight?: number;
  readonly label?: string;
  readonly testId?: string;
}

const allRows = (range: Range): number[] => Array.from({ length: range.count }, (_, index) => index);

/**
 * Where the list starts on the page and the gap between its rows, read from its layout once that is done
 * (a ResizeObserver's first call comes after the first layout; reading them in the commit forced one, SPEED-04).
 */
function useListPlacement() {
  const listRef = useRef<HTMLUListElement>(null);
  const [placement, setPlacement] = useState({ offset: 0, gap: 0 });
  useEffect(() => {
    const measure = () => {
      const list = listRef.current;
      if (!list) return;
      const offset = list.getBoundingClientRect().top + window.scrollY;
      const gap = Number.parseFloat(getComputedStyle(list).rowGap) || 0;
      setPlacement((old) => (old.offset === offset && old.gap === gap ? old : { offset, gap }));
    };
    // What is above the list can change height (totals, filters): its rows are placed from its start.
    if (typeof ResizeObserver !== 'function') return measure();
    const observer = new ResizeObserver(measure);
    if (listRef.current?.parentElement) observer.observe(listRef.current.parentElement);
    return () => observer.disconnect();
  }, []);
  return { listRef, ...placement };
}

export function VirtualStackList<Item>({
  items,
  keyOf,
  renderRow,
  estimatedRowHeight = 96,
  label,
  testId,
}: VirtualStackListProps<Item>) {
  const { listRef, offset, gap } = useListPlacement();
  const whole = items.length <= WHOLE_LIST_ROWS;
  const keyAt = useCallback(
    (index: number) => {
      const item = items[index];
      return item === undefined ? index : keyOf(item);
    },
    [items, keyOf],
  );
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimatedRowHeight,
    overscan: 4,
    gap,
    scrollMargin: offset,
    getItemKey: keyAt,
    rangeExtractor: whole ? allRows : defaultRangeExtractor,
    measureElement: measureAfterLayout,
    observeElementRect: observeWindowRectAfterLayout,
    scrollToFn: scrollWindowUnlessThere,
    // SPEED-04: as the game grid, new rows render in React's own task, not synchronously inside the scroll event.
    useFlushSync: false,
    initialRect: typeof window === 'undefined' ? undefined : { width: window.innerWidth, height: window.innerHeight },
  });
  const rows = virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows.at(-1);
  const paddingBlockStart = first ? first.start - offset : 0;
  const paddingBlockEnd = last ? Math.max(virtualizer.getTotalSize() - (last.end - offset), 0) : 0;
  return (
    <StackList
      ref={listRef}
      aria-label={label}
      data-testid={testId}
      data-loaded={items.length}
      style={{ paddingBlockStart, paddingBlockEnd }}
    >
      {rows.map((row) => {
        const item = items[row.index];
        if (item === undefined) return null;
        const place: VirtualRowPlace = {
          ref: virtualizer.measureElement,
          'data-index': row.index,
          'aria-posinset': row.index + 1,
          'aria-setsize': items.length,
        };
        return <Fragment key={row.key}>{renderRow(item, place)}</Fragment>;
      })}
    </StackList>
  );
}
