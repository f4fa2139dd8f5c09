// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SafeHtml } from './safe-html';

/** Every HTML parse the page's own document makes while `run` runs (innerHTML, outerHTML, insertAdjacentHTML). */
async function liveHtmlParses(run: () => Promise<void>): Promise<string[]> {
  const parses: string[] = [];
  const record = (target: Node, markup: string) => {
    if (target.ownerDocument === document) parses.push(markup);
  };
  const inner = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML');
  const outer = Object.getOwnPropertyDescriptor(Element.prototype, 'outerHTML');
  const spies = [
    vi.spyOn(Element.prototype, 'innerHTML', 'set').mockImplementation(function set(this: Element, markup: string) {
      record(this, markup);
      inner?.set?.call(this, markup);
    }),
    vi.spyOn(Element.prototype, 'outerHTML', 'set').mockImplementation(function set(this: Element, markup: string) {
      record(this, markup);
      outer?.set?.call(this, markup);
    }),
  ];
  const adjacent = vi.spyOn(Element.prototype, 'insertAdjacentHTML');
  adjacent.mockImplementation(function insert(this: Element, _position: InsertPosition, markup: string) {
    record(this, markup);
  });
  try {
    await run();
  } finally {
    for (const spy of [...spies, adjacent]) spy.mockRestore();
  }
  return parses;
}

const HOSTILE = '<p>Welcome<img src="x" onerror="alert(1)"></p><script>alert(2)</script>';

describe('server HTML boxes', () => {
  afterEach(cleanup);

  it('NOTICE-04 the box shows the sanitised markup only: no script, no handler', async () => {
    render(<SafeHtml testId="box" html={HOSTILE} />);
    await expect.poll(() => screen.getByTestId('box').textContent).toBe('Welcome');
    const box = screen.getByTestId('box');
    expect(box.querySelector('script')).toBeNull();
    expect(box.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('NOTICE-01 REL-30 the page’s document never parses server HTML: the sanitised nodes are imported', async () => {
    const parses = await liveHtmlParses(async () => {
      const { rerender } = render(<SafeHtml testId="box" html={HOSTILE} />);
      await expect.poll(() => screen.getByTestId('box').textContent).toBe('Welcome');
      rerender(<SafeHtml testId="box" html="<b>Second</b> entry" />);
      await expect.poll(() => screen.getByTestId('box').textContent).toBe('Second entry');
    });
    expect(parses).toEqual([]);
    const box = screen.getByTestId('box');
    expect(box.querySelector('b')?.ownerDocument).toBe(document);
  });
});
