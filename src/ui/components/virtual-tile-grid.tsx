import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
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
  readonly keyOf: (item: Item) => string;
  readonly renderTile: (item: Item, index: number) => ReactNode;
  /** A row's height before it is measured (a tile and the gap). */
  readonly estimatedRowHeight?: number;
}

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
    initialRect: typeof window === 'undefined' ? undefined : { width: window.innerWidth, height: window.innerHeight },
  });
  return (
    <List ref={listRef} role="list" aria-label={label} data-loaded={items.length} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => (
        <Row key={row.key} role="presentation" data-index={row.index} ref={virtualizer.measureElement} style={{ transform: `translateY(${row.start - offset}px)` }}>
          {items.slice(row.index * COLUMNS, row.index * COLUMNS + COLUMNS).map((item, column) => {
            const index = row.index * COLUMNS + column;
            return (
              <Cell key={keyOf(item)} role="listitem" aria-posinset={index + 1} aria-setsize={items.length}>
                {renderTile(item, index)}
              </Cell>
            );
          })}
        </Row>
      ))}
    </List>
  );
}
