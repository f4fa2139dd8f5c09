import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RumBeacon } from '../../src/lib/rum-beacon.ts';
import { RUM_ROW_LIMIT } from '../domain/rum.ts';
import { startTestSandbox, type TestSandbox } from '../test-support.ts';

let sandbox: TestSandbox;
const TOKEN = 'test-ops-token';
beforeAll(async () => {
  sandbox = await startTestSandbox({ opsToken: TOKEN });
});
afterAll(() => sandbox.close());

const beacon = (events: RumBeacon['events'], merchant = 'demo'): RumBeacon => ({
  v: 1,
  merchant,
  build: 'abc123',
  events,
});

/** As navigator.sendBeacon sends a string: text/plain. */
const send = (body: unknown) =>
  sandbox.app.inject({
    method: 'POST',
    url: '/__rum',
    headers: { 'content-type': 'text/plain;charset=UTF-8', host: 'demo.localhost:4300' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

const summary = (query: string, token: string | null = TOKEN) =>
  sandbox.app.inject({
    url: `/__ops/api/summary${query}`,
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
  });

describe('the monitoring collector and the operator API (OPS-15, OPS-16)', () => {
  it('OPS-15 OPS-16 keeps beacons per tenant and page and answers p75 per vital, top errors and CSP violations', async () => {
    const lcp = [1000, 2000, 3000, 4000];
    for (const value of lcp)
      expect((await send(beacon([{ kind: 'vital', page: 'home', name: 'LCP', value }]))).statusCode).toBe(204);
    await send(
      beacon([
        { kind: 'vital', page: 'login', name: 'CLS', value: 0.3 },
        { kind: 'error', page: 'home', message: 'TypeError: x is undefined', source: '/m/assets/home-1.js:1:20' },
        { kind: 'error', page: 'login', message: 'TypeError: x is undefined', source: '/m/assets/home-1.js:1:20' },
        { kind: 'csp', page: 'help', directive: 'img-src', blocked: 'http://tracker.example' },
      ]),
    );
    await send(beacon([{ kind: 'vital', page: 'home', name: 'LCP', value: 900 }], 'aurora'));

    const response = await summary('?merchant=demo');
    expect(response.statusCode).toBe(200);
    const [demo] = response.json<{ value: { summaries: Array<Record<string, unknown>> } }>().value.summaries;
    const vitals = (demo as { vitals: unknown[] } | undefined)?.vitals;
    expect(vitals).toEqual(
      expect.arrayContaining([
        // percentile_cont(0.75) of 1000..4000: 3250, between good (2500) and poor (4000).
        { page: 'home', name: 'LCP', p75: 3250, count: 4, rating: 'needs-improvement' },
        { page: 'login', name: 'CLS', p75: 0.3, count: 1, rating: 'poor' },
      ]),
    );
    expect(demo).toMatchObject({
      merchant: 'demo',
      errors: [
        { message: 'TypeError: x is undefined', source: '/m/assets/home-1.js:1:20', pages: 'home, login', count: 2 },
      ],
      csp: [{ directive: 'img-src', blocked: 'http://tracker.example', pages: 'help', count: 1 }],
    });
    const series = (demo as { series: { LCP: { pages: string[]; values: Array<Array<number | null>> } } }).series.LCP;
    expect(series.pages).toEqual(['home']);
    expect(series.values[0]?.filter((value) => value !== null).length).toBeGreaterThanOrEqual(1);

    // Without a merchant: every merchant with data, each on its own.
    const every = (await summary('')).json<{ value: { summaries: Array<{ merchant: string }> } }>();
    expect(every.value.summaries.map((each) => each.merchant)).toEqual(['aurora', 'demo']);
  });

  it('OPS-15 refuses what is not a beacon and a merchant it does not know, keeping nothing', async () => {
    expect((await send('not json')).statusCode).toBe(400);
    expect((await send({ v: 1, merchant: 'demo', build: 'x', events: [] })).statusCode).toBe(400);
    expect((await send(beacon([{ kind: 'vital', page: 'home', name: 'LCP', value: 1 }], 'nobody'))).statusCode).toBe(
      400,
    );
    expect(
      (
        await send(
          beacon([{ kind: 'vital', page: 'home', name: 'FID', value: 1 } as unknown as RumBeacon['events'][0]]),
        )
      ).statusCode,
    ).toBe(400);
    expect(await summary('?merchant=nobody')).toMatchObject({ statusCode: 404 });
  });

  it('OPS-16 the operator page and its API open only with the token; the token moves into an HttpOnly cookie', async () => {
    expect((await summary('', null)).statusCode).toBe(401);
    expect((await summary('', 'wrong')).statusCode).toBe(401);
    expect((await sandbox.app.inject({ url: '/__ops/' })).statusCode).toBe(401);
    expect((await sandbox.app.inject({ url: '/__ops/?token=wrong' })).statusCode).toBe(401);
    const opened = await sandbox.app.inject({ url: `/__ops/?token=${TOKEN}&merchant=demo` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/__ops/?merchant=demo');
    const cookie = String(opened.headers['set-cookie']);
    expect(cookie).toMatch(/^lobby_ops=test-ops-token; Path=\/__ops; HttpOnly; SameSite=Strict/);
    const page = await sandbox.app.inject({
      url: '/__ops/?merchant=demo',
      headers: { cookie: cookie.split(';')[0] ?? '' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('<h1>demo: how the site does for real players</h1>');
    expect(page.body).toMatch(/<figure class="chart" data-vital="LCP" data-points="\d+">/);
    for (const asset of ['uplot.js', 'uplot.css', 'ops.js', 'ops.css'])
      expect((await sandbox.app.inject({ url: `/__ops/assets/${asset}` })).statusCode, asset).toBe(200);
    expect((await sandbox.app.inject({ url: '/__ops/assets/ops.js' })).body).not.toContain('interface ');
  });

  it('OPS-15 storage is bounded: the newest rows only', async () => {
    const many = Array.from({ length: 50 }, (_, index) => ({
      kind: 'vital' as const,
      page: 'home',
      name: 'TTFB' as const,
      value: index,
    }));
    const rounds = Math.ceil(RUM_ROW_LIMIT / 50) + 2;
    for (let round = 0; round < rounds; round += 1) await send(beacon(many, 'aurora'));
    const [aurora] = (await summary('?merchant=aurora')).json<{
      value: { summaries: Array<{ vitals: Array<{ count: number }> }> };
    }>().value.summaries;
    const counted = (aurora?.vitals ?? []).reduce((sum, row) => sum + row.count, 0);
    expect(counted).toBeLessThanOrEqual(RUM_ROW_LIMIT);
    expect(counted).toBeGreaterThan(RUM_ROW_LIMIT - 200);
  });
});
