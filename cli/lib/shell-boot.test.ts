import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { BANNER_WAIT_MS, routeScript } from './shell';

/**
 * SPEED-09: when the shell's inline script starts the app's code. The script
 * runs in a fake page whose events, timers and frames the test fires by hand.
 */

interface FakeElement {
  tagName: string;
  rel: string;
  href: string;
  type: string;
  src: string;
  complete: boolean;
  listeners: Record<string, () => void>;
  setAttribute: () => void;
  addEventListener: (name: string, listener: () => void) => void;
}

function fakeElement(tagName: string): FakeElement {
  const listeners: Record<string, () => void> = {};
  return {
    tagName,
    rel: '',
    href: '',
    type: '',
    src: '',
    complete: false,
    listeners,
    setAttribute: () => undefined,
    addEventListener: (name, listener) => (listeners[name] = listener),
  };
}

function fakePage(pathname: string, banner: FakeElement | null, logo: FakeElement | null = null) {
  const added: FakeElement[] = [];
  const attributes: Record<string, string> = {};
  const windowListeners: Record<string, () => void> = {};
  const timers: Array<{ ms: number; run: () => void }> = [];
  const frames: Array<() => void> = [];
  const context = {
    document: {
      documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) },
      createElement: fakeElement,
      head: { appendChild: (element: FakeElement) => added.push(element) },
      querySelectorAll: (selector: string) =>
        selector === '.lby-shell-banner img' && banner
          ? [banner]
          : selector === '[data-fv=login] img' && logo
            ? [logo]
            : [],
      hidden: false,
    },
    window: {
      addEventListener: (name: string, listener: () => void) => (windowListeners[name] = listener),
      requestAnimationFrame: (run: () => void) => frames.push(run),
    },
    setTimeout: (run: () => void, ms: number) => timers.push({ ms, run }),
    localStorage: { getItem: () => null },
    location: { pathname },
    navigator: { userAgent: 'Android' },
    screen: { height: 800 },
  };
  const started = () => ({
    preloads: added.filter((element) => element.rel === 'modulepreload').map((element) => element.href),
    scripts: added.filter((element) => element.tagName === 'script').map((element) => `${element.type} ${element.src}`),
    imagePreloads: added.filter((element) => element.rel === 'preload').map((element) => element.href),
  });
  return { context, windowListeners, timers, frames, started };
}

const script = routeScript({
  texts: { offline: 'No internet', failed: 'Failed', retry: 'Retry' },
  bannerSrc: '/m/brand/banner.svg',
  preloads: {
    files: ['assets/home-page-1.js', 'assets/login-page-1.js', 'assets/locale-pt-1.js', 'assets/lottery-page-1.js'],
    paths: { '/m/home': [0], '/m/login': [1], '/m/lottery': [3] },
    catalogues: { PT: 2 },
  },
  base: '/m/',
  boot: ['assets/runtime-1.js', 'assets/main-1.js'],
  languages: { default: 'PT', supported: ['PT'] },
  viewPaths: { '/m/login': 'login', '/m/lottery': 'lottery' },
  memberViews: [],
  titles: {},
  imageViews: ['login'],
});

const ALL_CHUNKS_HOME = [
  '/m/assets/home-page-1.js',
  '/m/assets/locale-pt-1.js',
  '/m/assets/runtime-1.js',
  '/m/assets/main-1.js',
];

describe('the shell starts the app’s code (SPEED-09)', () => {
  it('SPEED-09 on home the banner is fetched first and the code only once the banner has painted', () => {
    const banner = fakeElement('img');
    const page = fakePage('/m/home', banner);
    runInNewContext(script, page.context);
    expect(page.started()).toEqual({ preloads: [], scripts: [], imagePreloads: ['/m/brand/banner.svg'] });
    page.windowListeners.DOMContentLoaded?.();
    expect(page.started().scripts).toEqual([]);
    banner.listeners.load?.();
    // Painted: the frame after the load, then a task.
    expect(page.started().scripts).toEqual([]);
    page.frames.shift()?.();
    page.timers.find((timer) => timer.ms === 0)?.run();
    expect(page.started()).toEqual({
      preloads: ALL_CHUNKS_HOME,
      scripts: ['module /m/assets/main-1.js'],
      imagePreloads: ['/m/brand/banner.svg'],
    });
    // The fallback timer finds the code started and starts nothing twice.
    page.timers.find((timer) => timer.ms === BANNER_WAIT_MS)?.run();
    expect(page.started().scripts).toHaveLength(1);
  });

  it('SPEED-09 a banner that does not load holds the code back at most BANNER_WAIT_MS', () => {
    const page = fakePage('/m/home', fakeElement('img'));
    runInNewContext(script, page.context);
    expect(page.timers).toEqual([]);
    page.windowListeners.DOMContentLoaded?.();
    expect(page.timers.map((timer) => timer.ms)).toContain(BANNER_WAIT_MS);
    page.timers.find((timer) => timer.ms === BANNER_WAIT_MS)?.run();
    expect(page.started().scripts).toEqual(['module /m/assets/main-1.js']);
    expect(BANNER_WAIT_MS).toBeLessThanOrEqual(1000);
  });

  it('SPEED-09 a banner already decoded starts the code after the next frame', () => {
    const banner = { ...fakeElement('img'), complete: true };
    const page = fakePage('/m/home', banner);
    runInNewContext(script, page.context);
    page.windowListeners.DOMContentLoaded?.();
    page.frames.shift()?.();
    page.timers.find((timer) => timer.ms === 0)?.run();
    expect(page.started().scripts).toEqual(['module /m/assets/main-1.js']);
  });

  it('SPEED-20 on login the first view’s logo comes first: the code starts once it has painted', () => {
    const logo = fakeElement('img');
    const page = fakePage('/m/login', null, logo);
    runInNewContext(script, page.context);
    page.windowListeners.DOMContentLoaded?.();
    expect(page.started()).toEqual({ preloads: [], scripts: [], imagePreloads: [] });
    logo.listeners.load?.();
    page.frames.shift()?.();
    page.timers.find((timer) => timer.ms === 0)?.run();
    expect(page.started().preloads[0]).toBe('/m/assets/login-page-1.js');
    expect(page.started().scripts).toEqual(['module /m/assets/main-1.js']);
  });

  it('SPEED-23 a first view of text holds the code back until it has painted: then every chunk, then the entry', () => {
    const page = fakePage('/m/lottery', null);
    runInNewContext(script, page.context);
    expect(page.started()).toEqual({ preloads: [], scripts: [], imagePreloads: [] });
    page.windowListeners.DOMContentLoaded?.();
    expect(page.started().preloads).toEqual([]);
    // Painted: the next frame, then a task.
    page.frames.shift()?.();
    page.timers.find((timer) => timer.ms === 0)?.run();
    expect(page.started()).toEqual({
      preloads: [
        '/m/assets/lottery-page-1.js',
        '/m/assets/locale-pt-1.js',
        '/m/assets/runtime-1.js',
        '/m/assets/main-1.js',
      ],
      scripts: ['module /m/assets/main-1.js'],
      imagePreloads: [],
    });
    page.timers.find((timer) => timer.ms === BANNER_WAIT_MS)?.run();
    expect(page.started().scripts).toHaveLength(1);
  });

  it('SPEED-29 a first view with a first answer holds the code back until the answer is drawn, at most BANNER_WAIT_MS', async () => {
    let draw: () => void = () => undefined;
    const drawn = new Promise<void>((resolve) => (draw = resolve));
    const page = fakePage('/m/lottery', null);
    Object.assign(page.context.window, { lobbyShellAnswer: { drawn } });
    runInNewContext(script, page.context);
    page.windowListeners.DOMContentLoaded?.();
    await Promise.resolve();
    expect(page.frames).toEqual([]);
    expect(page.started().scripts).toEqual([]);
    draw();
    await drawn;
    await Promise.resolve();
    page.frames.shift()?.();
    page.timers.find((timer) => timer.ms === 0)?.run();
    expect(page.started().scripts).toEqual(['module /m/assets/main-1.js']);

    // An answer that never comes: the code starts when the fallback timer fires.
    const waiting = fakePage('/m/lottery', null);
    Object.assign(waiting.context.window, { lobbyShellAnswer: { drawn: new Promise(() => undefined) } });
    runInNewContext(script, waiting.context);
    waiting.windowListeners.DOMContentLoaded?.();
    waiting.timers.find((timer) => timer.ms === BANNER_WAIT_MS)?.run();
    expect(waiting.started().scripts).toEqual(['module /m/assets/main-1.js']);
  });

  it('SPEED-09 a page without a first view fetches every chunk at once and runs the entry when the document is parsed', () => {
    const page = fakePage('/m/notice', null);
    runInNewContext(script, page.context);
    expect(page.started().preloads).toEqual(ALL_CHUNKS_HOME);
    page.windowListeners.DOMContentLoaded?.();
    expect(page.started().scripts).toEqual(['module /m/assets/main-1.js']);
    expect(page.frames).toEqual([]);
  });
});
