import { describe, expect, it } from 'vitest';
import type { GenerateSWOptions } from 'workbox-build';
import { checkTemplate, fillWorker, templateOptions } from './service-worker-template';

/** Issue 35 (OPS-06): the build's one worker template and how a tenant's values go into it. */

const options: GenerateSWOptions = {
  swDest: '/site/m/sw.js',
  globDirectory: '/site/m',
  globPatterns: ['index.html'],
  modifyURLPrefix: { '': '/m/' },
  dontCacheBustURLsMatching: /^\/m\/assets\//,
  cacheId: 'lobby-demo',
  runtimeCaching: [
    { urlPattern: /^https?:\/\/[^/?#]+(?:\/m\/home)$/, handler: 'NetworkOnly' },
    { urlPattern: ({ request }) => request.mode === 'navigate', handler: 'NetworkOnly' },
  ],
};

/** What Workbox's minifier makes of the stand-ins (the shape checkTemplate insists on). */
const TEMPLATE =
  'e.precacheAndRoute([{url:"__LOBBY_PRECACHE__",revision:null}],{});n({prefix:"__LOBBY_CACHE_ID__"});c(/__LOBBY_APP_ROUTES__/,new P());';

describe('service worker template (issue 35)', () => {
  it('OPS-06 asks Workbox for a tenant-free worker: no files to glob, the three tenant values as stand-ins', () => {
    const made = templateOptions(options, '/tmp/x');
    expect(made.globPatterns).toEqual([]);
    expect(made.modifyURLPrefix).toBeUndefined();
    expect(made.additionalManifestEntries).toEqual([{ url: '__LOBBY_PRECACHE__', revision: null }]);
    expect(made.cacheId).toBe('__LOBBY_CACHE_ID__');
    expect(String(made.runtimeCaching?.[0]?.urlPattern)).toBe('/__LOBBY_APP_ROUTES__/');
    // Everything else is the tenant's own options, so the worker behaves as one made for the tenant.
    expect(made.runtimeCaching?.[1]).toBe(options.runtimeCaching?.[1]);
    expect(made.swDest).toBe('/tmp/x/sw.js');
    expect(templateOptions({ ...options, cacheId: 'lobby-aurora' }, '/tmp/x')).toEqual(made);
  });

  it('OPS-06 fills in the precache list, cache name and routes, each a literal, and nothing else', () => {
    const worker = fillWorker(checkTemplate(TEMPLATE), {
      manifestEntries: [
        { url: '/m/index.html', revision: 'abc' },
        { url: '/m/assets/main-1.js', revision: null },
      ],
      cacheId: 'lobby-demo',
      appRoutes: /^https?:\/\/[^/?#]+(?:\/m\/home|\/m\/vip)$/,
    });
    expect(worker).toBe(
      'e.precacheAndRoute([{url:"/m/index.html",revision:"abc"},{url:"/m/assets/main-1.js",revision:null}],{});' +
        'n({prefix:"lobby-demo"});c(/^https?:\\/\\/[^/?#]+(?:\\/m\\/home|\\/m\\/vip)$/,new P());',
    );
  });

  it('OPS-06 a file name with quotes or a $ stays a literal', () => {
    const worker = fillWorker(TEMPLATE, {
      manifestEntries: [{ url: '/m/brand/a"$&b.png', revision: '1' }],
      cacheId: 'lobby-x',
      appRoutes: /x/,
    });
    expect(worker).toContain('{url:"/m/brand/a\\"$&b.png",revision:"1"}');
  });

  it('OPS-06 refuses a Workbox output that no longer holds each stand-in once', () => {
    expect(() => checkTemplate(TEMPLATE.replace('__LOBBY_CACHE_ID__', 'x'))).toThrow(/__LOBBY_CACHE_ID__.*0 times/);
    expect(() => checkTemplate(`${TEMPLATE}${TEMPLATE}`)).toThrow(/2 times/);
  });
});
