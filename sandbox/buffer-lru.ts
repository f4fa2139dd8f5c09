/**
 * Buffers by key within a byte budget (and optionally an entry count), the
 * least recently used dropped first: the sandbox's compressed answers
 * (compression.ts) and its CDN's rendered PNGs (art/raster.ts), both bounded
 * because any request can add an entry.
 */
export class BufferLru {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  constructor(
    private readonly limitBytes: number,
    private readonly limitEntries: number = Number.POSITIVE_INFINITY,
  ) {}

  /** The buffer under `key`, now the most recently used; undefined when there is none. */
  get(key: string): Buffer | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      // Re-inserted so that Map order is recency order.
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: Buffer): void {
    this.entries.set(key, value);
    this.bytes += value.length;
    for (const [oldest, dropped] of this.entries) {
      if (this.bytes <= this.limitBytes && this.entries.size <= this.limitEntries) break;
      this.entries.delete(oldest);
      this.bytes -= dropped.length;
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
