import { describe, expect, it } from 'vitest';
import { sandboxForFile } from '../test-support.ts';
import { GAME_CATALOGUE } from '../seed/games.ts';
import { cdnPngCache, PNG_WIDTH } from './cdn.ts';

const sandbox = sandboxForFile();

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from the IHDR chunk, which a PNG must start with (bytes 16–23). */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('the image CDN serves PNG, as the platform does (issue 15, POLISH-10)', () => {
  it('POLISH-10 SPEED-11 answers a game, vendor, team and banner PNG of twice the shown size, cacheable for a day', async () => {
    const cases = [
      { url: GAME_CATALOGUE[0]?.iconUrl ?? '', width: PNG_WIDTH.games, height: PNG_WIDTH.games },
      { url: '/m/cdn/vendors/PGS.png', width: PNG_WIDTH.vendors, height: PNG_WIDTH.vendors },
      { url: '/m/cdn/teams/Atlas-FC.png', width: PNG_WIDTH.teams, height: PNG_WIDTH.teams },
      { url: '/m/cdn/banners/welcome.png', width: 750, height: 300 },
    ];
    expect(cases[0]?.url).toMatch(/^\/m\/cdn\/games\/.+\.png$/);
    for (const { url, width, height } of cases) {
      const response = await sandbox.call({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      // Already compressed: the sandbox's compression leaves it alone.
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE), url).toBe(true);
      expect(pngSize(response.rawPayload), url).toEqual({ width, height });
      expect(response.rawPayload.length, url).toBeLessThan(16 * 1024);
    }
  });

  it('SPEED-11 renders each PNG once: the second request is served from the cache, byte for byte', async () => {
    const url = '/m/cdn/games/cache-probe-1.png';
    const before = cdnPngCache.renders;
    const first = await sandbox.call({ url });
    expect(cdnPngCache.renders).toBe(before + 1);
    const second = await sandbox.call({ url });
    expect(cdnPngCache.renders).toBe(before + 1);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    // The same id spelled with an escape is the same image.
    await sandbox.call({ url: '/m/cdn/games/cache%2Dprobe-1.png' });
    expect(cdnPngCache.renders).toBe(before + 1);
  });

  it('SPEED-11 still answers the SVG for .svg and bare names, and survives a stray "%"', async () => {
    for (const url of ['/m/cdn/vendors/PGS.svg', '/m/cdn/vendors/PGS', '/m/cdn/teams/Atlas-FC.svg']) {
      const response = await sandbox.call({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect(response.body).toContain('<svg');
    }
    expect((await sandbox.call({ url: '/m/cdn/teams/50%25off.png' })).statusCode).toBe(200);
  });
});
