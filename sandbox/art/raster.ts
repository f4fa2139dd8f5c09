import { BufferLru } from '../buffer-lru.ts';

/** The build's resvg renderer (Noto Sans, drawn `width` pixels wide). */
export { svgToPng } from '../../tooling/svg-png.ts';

/**
 * The CDN's art as PNG (issue 15): the real platform's CDN serves PNG, and in
 * Chromium every SVG <img> is a document of its own, parsed, laid out and
 * painted on the main thread (60–100 ms tasks per batch of tiles at 4x CPU),
 * while a PNG decodes off it. The SVG art is rasterised by resvg, once per
 * URL per process: a game tile takes about 3 ms, a badge under 1.5 ms, so
 * rendering stays on the event loop (a thread would cost more in copying and
 * start-up than it saves, and the cache makes it a first-request cost only).
 */

const LIMIT_BYTES = 32 * 1024 * 1024;
const LIMIT_ENTRIES = 4000;

/**
 * Rendered PNGs by URL, least recently used dropped first. Bounded by bytes
 * and by entries because any id is a valid URL (unknown games still get
 * art), so a crawler must not grow it without end: 4000 entries covers the
 * ~700 games, vendors, teams and banners many times over.
 */
export class PngCache {
  private readonly entries: BufferLru;
  /** How many images were rendered (not served from the cache); tests read it. */
  renders = 0;

  constructor(limitBytes: number = LIMIT_BYTES, limitEntries: number = LIMIT_ENTRIES) {
    this.entries = new BufferLru(limitBytes, limitEntries);
  }

  get(key: string, render: () => Buffer): Buffer {
    const hit = this.entries.get(key);
    if (hit) return hit;
    const png = render();
    this.renders += 1;
    this.entries.set(key, png);
    return png;
  }

  get size(): number {
    return this.entries.size;
  }
}
