import { describe, expect, it } from 'vitest';
import { PngCache, svgToPng } from './raster.ts';
import { teamBadgeSvg } from './art.ts';

describe('PNG rendering and its cache (issue 15)', () => {
  it('SPEED-11 renders an SVG to a PNG of the asked width, keeping the aspect ratio', () => {
    const png = svgToPng(
      '<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300"><rect width="750" height="300" fill="#123"/></svg>',
      375,
    );
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([375, 150]);
    expect(svgToPng(teamBadgeSvg('Atlas FC'), 96).readUInt32BE(16)).toBe(96);
  });

  it('SPEED-11 keeps the most recently used entries within its entry and byte limits', () => {
    const cache = new PngCache(25, 3);
    const image = (bytes: number) => () => Buffer.alloc(bytes);
    cache.get('a', image(5));
    cache.get('b', image(5));
    cache.get('c', image(5));
    cache.get('a', image(5));
    expect(cache.renders).toBe(3);
    // Over three entries: "b", the least recently used, goes.
    cache.get('d', image(5));
    expect(cache.size).toBe(3);
    cache.get('b', image(5));
    expect(cache.renders).toBe(5);
    // Over 25 bytes: the oldest go until it fits (21 bytes leaves room for nothing else).
    cache.get('big', image(21));
    expect(cache.size).toBe(1);
    cache.get('big', image(21));
    expect(cache.renders).toBe(6);
  });
});
