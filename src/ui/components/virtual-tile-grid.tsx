import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { token } from '../theme/tokens';
import { measureAfterLayout, observeWindowRectAfterLayout, scrollWindowUnlessThere } from './virtual-window';

/**
 * A grid of tiles that renders only the rows near the screen (issue 15: the
 * game list at 645 games held 12,398 DOM nodes). The page scrolls as a
 * whole (the window is the scroller), rows are measured as they render, and
 * the list tells assistive technology and tests how many items it holds
 * (`aria-setsize` on each tile, `data-loaded` on the list).
 */

const COLUMNS = 3;

// Rows and cells are plain elements styled from here (SPEED-04): a styled component per row and cell cost a render of its own for each row a scroll brings in.
const List = styled.div`
  position: relative;
  width: 100%;
  & > div {
    position: absolute;
    top: 0;
    inset-inline-start: 0;
    width: 100%;
    display: grid;
    grid-template-columns: repeat(${COLUMNS}, minmax(0, 1fr));
    gap: ${token('space.sm')};
    padding-bottom: ${token('space.sm')};
  }
  & > div > div {
    position: relative;
    min-width: 0;
  }
`;

export interface VirtualTileGridProps<Item> {
  readonly items: readonly Item[];
  readonly label: string;
  /** Stable (a module function): a new one re-renders every row. */
  readonly keyOf: (item: Item) => string;
  /** Stable while the tiles look the same (useCallback): a new one re-renders every row. */
  readonly renderTile: (item: Item, index: number) => ReactNode;
  /** A row's height before it is measured (a tile and the gap). */
  readonly estimatedRowHeight?: number;
}

interface TileRowProps<Item> {
  readonly row: number;
  readonly top: number;
  /** This row's items (at most COLUMNS). */
  readonly items: readonly Item[];
  /** Read when the row renders; a change alone does not render it again (the grid updates the attribute). */
  readonly setSize: number;
  readonly keyOf: (item: Item) => string;
  readonly renderTile: (item: Item, index: number) => ReactNode;
  readonly measure: (element: Element | null) => void;
}

function TileRowBase<Item>({ row, top, items, setSize, keyOf, renderTile, measure }: TileRowProps<Item>) {
  return (
    <div role="presentation" data-index={row} ref={measure} style={{ transform: `translateY(${top}px)` }}>
      {items.map((item, column) => {
        const index = row * COLUMNS + column;
        return (
          <div key={keyOf(item)} role="listitem" aria-posinset={index + 1} aria-setsize={setSize}>
            {renderTile(item, index)}
          </div>
        );
      })}
    </div>
  );
}

/**
 * A row's items are a fresh slice on every render: compared item by item, so a row that shows the same games is not rendered again.
 * The set size is left out: a new page would otherwise render every row on screen again for one attribute.
 */
function sameRow<Item>(before: TileRowProps<Item>, after: TileRowProps<Item>): boolean {
  return (
    before.row === after.row &&
    before.top === after.top &&
    before.keyOf === after.keyOf &&
    before.renderTile === after.renderTile &&
    before.measure === after.measure &&
    before.items.length === after.items.length &&
    before.items.every((item, index) => item === after.items[index])
  );
}

// SPEED-04: a scroll that brings a new row in renders that row only, not every row on screen.
const TileRow = memo(TileRowBase, sameRow) as typeof TileRowBase;

/** Where the list starts on the page, read when its parent's size changes (after layout: reading it forces none). */
function useListOffset() {
  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    const measure = () => setOffset((listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
    // Without ResizeObserver (tests' jsdom) once now; with it, its first call comes after the first layout.
    if (typeof ResizeObserver !== 'function') return measure();
    const observer = new ResizeObserver(measure);
    if (listRef.current?.parentElement) observer.observe(listRef.current.parentElement);
    return () => observer.disconnect();
  }, []);
  return { listRef, offset };
}

function VirtualTileGridBase<Item>({
  items,
  label,
  keyOf,
  renderTile,
  estimatedRowHeight = 150,
}: VirtualTileGridProps<Item>) {
  // Rows are placed relative to the list, so they stand right before the offset is known; it decides only which rows are rendered.
  const { listRef, offset } = useListOffset();
  const rowCount = Math.ceil(items.length / COLUMNS);
  // Rows not yet measured are guessed at the last measured row's height (names rarely wrap: most rows are alike).
  const typicalRow = useRef(estimatedRowHeight);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => typicalRow.current,
    measureElement: (element, entry, instance) => {
      const size = measureAfterLayout(element, entry, instance);
      if (entry) typicalRow.current = size;
      return size;
    },
    observeElementRect: observeWindowRectAfterLayout,
    scrollToFn: scrollWindowUnlessThere,
    overscan: 3,
    scrollMargin: offset,
    // SPEED-04: render new rows in React's own task, not synchronously inside the scroll event (where each one forced a layout).
    useFlushSync: false,
    initialRect: typeof window === 'undefined' ? undefined : { width: window.innerWidth, height: window.innerHeight },
  });
  // Rows do not render again for a new set size (see sameRow): the rows on screen get it here.
  useLayoutEffect(() => {
    for (const cell of listRef.current?.querySelectorAll('[aria-setsize]') ?? [])
      cell.setAttribute('aria-setsize', String(items.length));
  }, [items.length, listRef]);
  return (
    <List
      ref={listRef}
      role="list"
      aria-label={label}
      data-loaded={items.length}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <TileRow
          key={row.key}
          row={row.index}
          top={row.start - offset}
          items={items.slice(row.index * COLUMNS, row.index * COLUMNS + COLUMNS)}
          setSize={items.length}
          keyOf={keyOf}
          renderTile={renderTile}
          measure={virtualizer.measureElement}
        />
      ))}
    </List>
  );
}

/**
 * Memoised: a page that renders for something else (a query's fetching flag, a
 * deferred list not yet updated) does not render the grid again (issue 15).
 */
export const VirtualTileGrid = memo(VirtualTileGridBase) as typeof VirtualTileGridBase;
