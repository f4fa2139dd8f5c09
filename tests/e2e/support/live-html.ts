import type { Page } from '@playwright/test';

/**
 * Issue 38 (defect 7; REL-30): server HTML is sanitised in an inert document
 * and its nodes imported; the page's own document never parses it. This
 * records every markup the live document is asked to parse (innerHTML,
 * outerHTML, insertAdjacentHTML) that carries a hostile vector's call.
 */
export async function recordLiveHtmlParses(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const parses: string[] = [];
    Object.defineProperty(window, '__liveHtmlParses', { value: parses });
    const record = (target: Node, markup: unknown) => {
      if (target.ownerDocument === document && /__xss|alert\(/.test(String(markup))) parses.push(String(markup));
    };
    for (const name of ['innerHTML', 'outerHTML'] as const) {
      const property = Object.getOwnPropertyDescriptor(Element.prototype, name);
      Object.defineProperty(Element.prototype, name, {
        ...property,
        set(this: Element, markup: string) {
          record(this, markup);
          property?.set?.call(this, markup);
        },
      });
    }
    // Taken from its descriptor, not bound: the original runs with the element it is called on.
    const adjacent = Object.getOwnPropertyDescriptor(Element.prototype, 'insertAdjacentHTML')?.value as (
      this: Element,
      where: InsertPosition,
      markup: string,
    ) => void;
    Element.prototype.insertAdjacentHTML = function insertAdjacentHTML(this: Element, where, markup) {
      record(this, markup);
      adjacent.call(this, where, markup);
    };
  });
}

/** What the page's own document parsed as HTML from server data (see `recordLiveHtmlParses`). */
export async function liveHtmlParses(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __liveHtmlParses?: string[] }).__liveHtmlParses ?? []);
}
