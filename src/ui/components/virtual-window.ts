import type { Rect, Virtualizer } from '@tanstack/react-virtual';

/**
 * What the virtual lists read from the page, read when layout is already done (SPEED-04). When a list
 * mounts, the page's layout is dirty: react-virtual's defaults then read `offsetHeight` for every new row
 * and the window's `innerHeight`, each forcing the whole page's layout inside React's commit (~45-80 ms of
 * the game list's first commit at 4x CPU). A ResizeObserver's entries come after the frame's own layout.
 */

/** A row's size from its ResizeObserver entry; when it mounts (no entry) it keeps the size the list gives it until that entry comes. */
export function measureAfterLayout(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<Window, Element>,
): number {
  const box = entry?.borderBoxSize[0];
  if (box) return Math.round(box.blockSize);
  const index = instance.indexFromElement(element);
  return (
    instance.itemSizeCache.get(instance.options.getItemKey(index)) ??
    instance.measurementsCache[index]?.size ??
    instance.options.estimateSize(index)
  );
}

/** The window's size (the list's `initialRect` until then) first after the first layout, then on every resize. */
export function observeWindowRectAfterLayout(
  instance: Virtualizer<Window, Element>,
  report: (rect: Rect) => void,
): () => void {
  const view = instance.scrollElement;
  if (!view) return () => undefined;
  const read = () => report({ width: view.innerWidth, height: view.innerHeight });
  const first =
    typeof ResizeObserver === 'function'
      ? new ResizeObserver(() => {
          first?.disconnect();
          read();
        })
      : null;
  if (first) first.observe(view.document.documentElement);
  else read();
  view.addEventListener('resize', read, { passive: true });
  return () => {
    first?.disconnect();
    view.removeEventListener('resize', read);
  };
}

/**
 * Scrolls the window for the list, except to where the list last read it already is: on mounting,
 * react-virtual writes the window's own offset back to it, which forced the page's layout in the commit.
 */
export function scrollWindowUnlessThere(
  offset: number,
  { adjustments = 0, behavior }: { adjustments?: number; behavior?: ScrollBehavior },
  instance: Virtualizer<Window, Element>,
): void {
  const target = offset + adjustments;
  if (target === instance.scrollOffset && behavior !== 'smooth') return;
  instance.scrollElement?.scrollTo({ top: target, behavior });
}
