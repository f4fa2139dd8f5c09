// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screenWatcher, writeText } from './screen-watcher';
import { FakeIntersectionObserver } from './testing/fake-intersection-observer';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the shared screen watcher and in-place text (issue 35)', () => {
  it('SPEED-26 one observer tells each watched element whether it is on screen, until unwatched', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const watcher = screenWatcher();
    const [first, second] = [document.createElement('span'), document.createElement('span')];
    const heardFirst = vi.fn();
    const heardSecond = vi.fn();
    expect(watcher.watch(first, heardFirst)).toBe(true);
    expect(watcher.watch(second, heardSecond)).toBe(true);
    const observer = FakeIntersectionObserver.last;
    observer?.show(first, true);
    observer?.show(second, false);
    expect(heardFirst).toHaveBeenCalledWith(true);
    expect(heardSecond).toHaveBeenCalledWith(false);
    // An old callback cannot unwatch an element a newer one watches.
    watcher.unwatch(first, vi.fn());
    expect(observer?.watched.has(first)).toBe(true);
    watcher.unwatch(first, heardFirst);
    expect(observer?.watched.has(first)).toBe(false);
  });

  it('SPEED-26 without IntersectionObserver it watches nothing and says so', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    expect(screenWatcher().watch(document.createElement('span'), vi.fn())).toBe(false);
  });

  it('SPEED-26 writeText rewrites the one text node in place, and only a change', () => {
    const element = document.createElement('span');
    writeText(element, 'R$ 1,00');
    const node = element.firstChild;
    const changes = vi.fn();
    const watcher = new MutationObserver(changes);
    watcher.observe(element, { childList: true, characterData: true, subtree: true });
    writeText(element, 'R$ 1,01');
    writeText(element, 'R$ 1,01');
    const records = watcher.takeRecords();
    expect(element.firstChild).toBe(node);
    expect(element.textContent).toBe('R$ 1,01');
    expect(records.map((record) => record.type)).toEqual(['characterData']);
  });
});
