// @vitest-environment jsdom
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeScript } from '../../cli/lib/shell';
import { CatalogueLoadError } from '@/i18n';
import { loadStartingTexts } from '@/app/boot/starting-texts';

/**
 * ERR-24: a start whose texts the network dropped. The shell's own inline
 * script (cli/lib/shell.ts, run against this document) shows the stamped
 * failure; the app's retry (src/app/boot/starting-texts.ts) loads the texts
 * again without a reload.
 */

const SHELL = routeScript({
  texts: { offline: 'No internet', failed: 'Could not reach the service', retry: 'Try again' },
  bannerSrc: null,
  preloads: { files: [], paths: {}, catalogues: {} },
  base: '/m/',
  boot: [],
  languages: { default: 'EN', supported: ['EN'] },
  viewPaths: {},
  memberViews: [],
  titles: {},
  imageViews: [],
});

function stampShell(): void {
  document.body.innerHTML =
    '<div id="root"><main class="lby-shell-main" aria-busy="true"><div class="lby-shell-tile"></div></main></div>';
  runInNewContext(SHELL, { document, window, location, navigator, localStorage, screen });
}

const dropped = () =>
  new CatalogueLoadError(
    'EN',
    new TypeError('Failed to fetch dynamically imported module: http://localhost/m/assets/en-1.js'),
  );
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a start whose texts could not be fetched (ERR-24)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('ERR-24 the shell shows "no internet" with a retry, and the retry loads the texts in the same document', async () => {
    stampShell();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = vi.fn<() => Promise<void>>().mockRejectedValueOnce(dropped()).mockResolvedValueOnce(undefined);
    const started = loadStartingTexts(load);
    await settle();

    const failure = document.querySelector('[role="alert"]');
    expect(failure?.textContent).toContain('No internet');
    expect(document.querySelector('.lby-shell-tile')).toBeNull();
    expect(document.querySelector('main')?.getAttribute('aria-busy')).toBeNull();

    const retry = failure?.querySelector('button');
    expect(retry?.textContent).toBe('Try again');
    retry?.click();
    await expect(started).resolves.toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
    expect(retry?.getAttribute('aria-busy')).toBe('true');
  });

  it('ERR-24 coming back online retries by itself, and a second failure shows the failure again', async () => {
    stampShell();
    const load = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(dropped())
      .mockRejectedValueOnce(dropped())
      .mockResolvedValueOnce(undefined);
    // A reload a moment ago: the second failure is shown rather than reloading again.
    const started = loadStartingTexts(load, () => false);
    await settle();
    expect(document.querySelector('[role="alert"]')?.textContent).toContain('Could not reach the service');

    window.dispatchEvent(new Event('online'));
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(document.querySelectorAll('[role="alert"]')).toHaveLength(1);
    const retry = document.querySelector<HTMLButtonElement>('[role="alert"] button');
    expect(retry?.disabled).toBe(false);

    retry?.click();
    await started;
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('ERR-24 when the retry fails online too (the chunk the texts import failed, which the document remembers), the page reloads', async () => {
    stampShell();
    const reload = vi.fn(() => true);
    const load = vi.fn<() => Promise<void>>().mockRejectedValue(dropped());
    void loadStartingTexts(load, reload);
    await settle();
    expect(reload).not.toHaveBeenCalled();
    document.querySelector<HTMLButtonElement>('[role="alert"] button')?.click();
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('ERR-24 offline, or when a reload came less than a minute ago, a failed retry shows the failure again instead', async () => {
    stampShell();
    const reload = vi.fn(() => false);
    const load = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(dropped())
      .mockRejectedValueOnce(dropped())
      .mockResolvedValueOnce(undefined);
    const started = loadStartingTexts(load, reload);
    await settle();
    document.querySelector<HTMLButtonElement>('[role="alert"] button')?.click();
    await settle();
    expect(reload).toHaveBeenCalledTimes(1);
    const again = document.querySelector<HTMLButtonElement>('[role="alert"] button');
    expect(again?.disabled).toBe(false);
    again?.click();
    await expect(started).resolves.toBe(true);
  });

  it('BOOT-01 without a shell, or for any other failure, the start fails as before', async () => {
    await expect(loadStartingTexts(() => Promise.resolve())).resolves.toBe(false);
    document.body.innerHTML = '<div id="root"></div>';
    await expect(loadStartingTexts(() => Promise.reject(dropped()))).rejects.toBeInstanceOf(CatalogueLoadError);
    stampShell();
    await expect(loadStartingTexts(() => Promise.reject(new Error('bad config')))).rejects.toThrow('bad config');
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });
});
