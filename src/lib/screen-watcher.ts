/**
 * One IntersectionObserver for many elements of a kind (the jackpot amounts,
 * the lottery countdowns: issue 34, 35): each watched element's callback hears
 * whether it is on screen, so a clock writes only what the player can see.
 */
export interface ScreenWatcher {
  /**
   * Calls `onChange` as `element` enters and leaves the screen. False when
   * the browser has no IntersectionObserver (old browsers, tests without
   * one): nothing is called, and the caller counts the element as on screen.
   */
  watch(element: Element, onChange: (onScreen: boolean) => void): boolean;
  /** Stops watching `element`, if `onChange` is still the callback watching it. */
  unwatch(element: Element, onChange: (onScreen: boolean) => void): void;
}

export function screenWatcher(): ScreenWatcher {
  let observer: IntersectionObserver | null = null;
  const callbacks = new Map<Element, (onScreen: boolean) => void>();
  return {
    watch(element, onChange) {
      if (typeof IntersectionObserver !== 'function') return false;
      observer ??= new IntersectionObserver((entries) => {
        for (const entry of entries) callbacks.get(entry.target)?.(entry.isIntersecting);
      });
      callbacks.set(element, onChange);
      observer.observe(element);
      return true;
    },
    unwatch(element, onChange) {
      if (callbacks.get(element) !== onChange) return;
      callbacks.delete(element);
      observer?.unobserve(element);
    },
  };
}

/**
 * Shows `text` in `element`, writing only a change. The element's one text
 * node is rewritten in place rather than replaced: a replaced child is a
 * change to the element's children, which costs a style recalculation on
 * every tick of a clock (issue 35), a changed text only layout and paint.
 */
export function writeText(element: HTMLElement, text: string): void {
  const shown = element.firstChild;
  if (shown instanceof Text && shown === element.lastChild) {
    if (shown.nodeValue !== text) shown.nodeValue = text;
  } else if (element.textContent !== text) element.textContent = text;
}
