import { existsSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';

/**
 * The CDN's art as PNG (issue 15): the real platform's CDN serves PNG, and in
 * Chromium every SVG <img> is a document of its own, parsed, laid out and
 * painted on the main thread (60–100 ms tasks per batch of tiles at 4x CPU),
 * while a PNG decodes off it. The SVG art is rasterised by resvg, once per
 * URL per process: a game tile takes about 3 ms, a badge under 1.5 ms, so
 * rendering stays on the event loop (a thread would cost more in copying and
 * start-up than it saves, and the cache makes it a first-request cost only).
 */

/** Noto Sans from Debian's fonts-noto-core when present (what CI installs), else whatever the system has; as cli/lib/banners.ts. */
const NOTO = ['/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf', '/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf'];
let fontOptions: { fontFiles?: string[]; loadSystemFonts: boolean; defaultFontFamily: string } | null = null;

/** The SVG drawn `width` pixels wide (its height follows its aspect ratio). */
export function svgToPng(svg: string, width: number): Buffer {
  // Looked up once per process, not per image.
  fontOptions ??= NOTO.every((file) => existsSync(file))
    ? { fontFiles: NOTO, loadSystemFonts: false, defaultFontFamily: 'Noto Sans' }
    : { loadSystemFonts: true, defaultFontFamily: 'Noto Sans' };
  return new Resvg(svg, { font: fontOptions, fitTo: { mode: 'width', value: width } }).render().asPng();
}

const LIMIT_BYTES = 32 * 1024 * 1024;
const LIMIT_ENTRIES = 4000;

/**
 * Rendered PNGs by URL, least recently used dropped first. Bounded by bytes
 * and by entries because any id is a valid URL (unknown games still get
 * art), so a crawler must not grow it without end: 4000 entries covers the
 * ~700 games, vendors, teams and banners many times over.
 */
export class PngCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;
  /** How many images were rendered (not served from the cache); tests read it. */
  renders = 0;

  constructor(
    private readonly limitBytes: number = LIMIT_BYTES,
    private readonly limitEntries: number = LIMIT_ENTRIES,
  ) {}

  get(key: string, render: () => Buffer): Buffer {
    const hit = this.entries.get(key);
    if (hit) {
      // Re-inserted so that Map order is recency order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const png = render();
    this.renders += 1;
    this.entries.set(key, png);
    this.bytes += png.length;
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.limitBytes && this.entries.size <= this.limitEntries) break;
      this.entries.delete(oldest);
      this.bytes -= value.length;
    }
    return png;
  }

  get size(): number {
    return this.entries.size;
  }
}
