import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { artKey, merchantArt } from './art-cache';
import { svgToPng } from '../../tooling/svg-png';

/** Issue 35: drawn art kept by content, per merchant, between builds. */

const svg = (fill: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="${fill}"/></svg>`;

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'lobby-art-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('drawn art kept by content (issue 35)', () => {
  it('draws what resvg draws, and the next stamp of the merchant links the kept drawing instead of drawing again', async () => {
    const cache = path.join(dir, 'cache');
    const first = merchantArt(cache, 'demo');
    const bytes = await first.write(svg('#123456'), path.join(dir, 'a.png'));
    expect(readFileSync(path.join(dir, 'a.png'))).toEqual(svgToPng(svg('#123456')));
    expect(bytes).toBe(statSync(path.join(dir, 'a.png')).size);
    const kept = path.join(cache, 'demo', `${artKey(svg('#123456'))}.png`);
    expect(statSync(kept).ino).toBe(statSync(path.join(dir, 'a.png')).ino);

    await merchantArt(cache, 'demo').write(svg('#123456'), path.join(dir, 'b.png'));
    // The same file, linked: nothing was drawn or written again.
    expect(statSync(path.join(dir, 'b.png')).ino).toBe(statSync(kept).ino);
  });

  it('keeps only what the last stamp of a merchant used, and never touches another merchant', async () => {
    const cache = path.join(dir, 'cache');
    const before = merchantArt(cache, 'demo');
    await before.write(svg('#111111'), path.join(dir, 'old.png'));
    await before.prune();
    await merchantArt(cache, 'aurora').write(svg('#111111'), path.join(dir, 'aurora.png'));

    const after = merchantArt(cache, 'demo');
    await after.write(svg('#222222'), path.join(dir, 'new.png'));
    await after.prune();
    expect(readdirSync(path.join(cache, 'demo'))).toEqual([`${artKey(svg('#222222'))}.png`]);
    expect(readdirSync(path.join(cache, 'aurora'))).toEqual([`${artKey(svg('#111111'))}.png`]);
  });

  it('names a drawing by its SVG: another colour is another drawing', () => {
    expect(artKey(svg('#111111'))).not.toBe(artKey(svg('#111112')));
    expect(artKey(svg('#111111'))).toBe(artKey(svg('#111111')));
  });
});
