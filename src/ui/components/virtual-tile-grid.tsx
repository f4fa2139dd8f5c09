import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { token } from '../theme/tokens';

/**
 * A grid of tiles that renders only the rows near the screen (issue 15: the
 * game list at 645 games held 12,398 DOM nodes). The page scrolls as a
 * whole (the window is the scroller), rows are measured as they render, and
 * the list tells assistive technology and tests how many items it holds
 * (`aria-setsize` on each tile, `data-loaded` on the list).
 */

const COLUMNS = 3;

const List = styled.div`
  position: relative;
  width: 100%;
`;

const Row = styled.div`
  position: absolute;
  top: 0;
  inset-inline-start: 0;
  width: 100%;
  display: grid;
  grid-template-columns: repeat(${COLUMNS}, minmax(0, 1fr));
  gap: ${token('space.sm')};
  padding-bottom: ${token('space.sm')};
`;

const Cell = styled.div`
  position: relative;
  min-width: 0;
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
  readonly setSize: number;
  readonly keyOf: (item: Item) => string;
  readonly renderTile: (item: Item, index: number) => ReactNode;
  readonly measure: (element: Element | null) => void;
}

function TileRowBase<Item>({ row, top, items, setSize, keyOf, renderTile, measure }: TileRowProps<Item>) {
  return (
    <Row role="presentation" data-index={row} ref={measure} style={{ transform: `translateY(${top}px)` }}>
      {items.map((item, column) => {
        const index = row * COLUMNS + column;
        return (
          <Cell key={keyOf(item)} role="listitem" aria-posinset={index + 1} aria-setsize={setSize}>
            {renderTile(item, index)}
          </Cell>
        );
      })}
    </Row>
  );
}

/** A row's items are a fresh slice on every render: compared item by item, so a row that shows the same games is not rendered again. */
function sameRow<Item>(before: TileRowProps<Item>, after: TileRowProps<Item>): boolean {
  return (
    before.row === after.row &&
    before.top === after.top &&
    before.setSize === after.setSize &&
    before.keyOf === after.keyOf &&
    before.renderTile === after.renderTile &&
    before.measure === after.measure &&
    before.items.length === after.items.length &&
    before.items.every((item, index) => item === after.items[index])
  );
}

// SPEED-04: a scroll that brings a new row in renders that row only, not every row on screen.
const TileRow = memo(TileRowBase, sameRow) as typeof TileRowBase;

export function VirtualTileGrid<Item>({ items, label, keyOf, renderTile, estimatedRowHeight = 150 }: VirtualTileGridProps<Item>) {
  const listRef = useRef<HTMLDivElement>(null);
  // Where the list starts on the page: rows are placed relative to it.
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const measure = () => setOffset((listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    if (listRef.current?.parentElement) observer?.observe(listRef.current.parentElement);
    return () => observer?.disconnect();
  }, []);
  const rowCount = Math.ceil(items.length / COLUMNS);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => estimatedRowHeight,
    overscan: 3,
    scrollMargin: offset,
    // SPEED-04: render new rows in React's own task, not synchronously inside the scroll event (where each one forced a layout).
    useFlushSync: false,
    initialRect: typeof window === 'undefined' ? undefined : { width: window.innerWidth, height: window.innerHeight },
  });
  return (
    <List ref={listRef} role="list" aria-label={label} data-loaded={items.length} style={{ height: virtualizer.getTotalSize() }}>
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
