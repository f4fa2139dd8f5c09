import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CompressedCache, preferredEncoding } from './compression.ts';

describe('answer compression (SPEED-06, REL-06)', () => {
  it('SPEED-06 picks brotli, then gzip, from what the client accepts; q=0 refuses', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('gzip;q=0')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });

  it('REL-06 compresses the same content once and gives back bytes that decompress to it', async () => {
    const cache = new CompressedCache();
    const body = Buffer.from(
      JSON.stringify(Array.from({ length: 200 }, (_, index) => ({ index, name: `Game ${index}` }))),
    );
    const first = await cache.get('br', body);
    const again = await cache.get('br', Buffer.from(body));
    expect(again).toBe(first);
    expect(brotliDecompressSync(first).equals(body)).toBe(true);
    const zipped = await cache.get('gzip', body);
    expect(gunzipSync(zipped).equals(body)).toBe(true);
    expect(cache.size).toBe(2);
  });

  it('REL-06 drops the least recently used bodies beyond its byte limit', async () => {
    const cache = new CompressedCache(1);
    const one = Buffer.from('a'.repeat(2000));
    const two = Buffer.from('b'.repeat(2000));
    await cache.get('gzip', one);
    await cache.get('gzip', two);
    expect(cache.size).toBe(0);
    const bigger = new CompressedCache(10_000);
    const packedOne = await bigger.get('gzip', one);
    await bigger.get('gzip', two);
    expect(await bigger.get('gzip', one)).toBe(packedOne);
    expect(bigger.size).toBe(2);
  });

  it('REL-06 keeps an answer serialised once by its text, beyond the byte budget', async () => {
    const cache = new CompressedCache(1);
    const answer = JSON.stringify({ success: true, value: 'x'.repeat(3000) });
    const packed = await cache.get('br', answer);
    // The byte budget keeps nothing; the text look-up gives back the same bytes without compressing again.
    expect(cache.size).toBe(0);
    expect(await cache.get('br', answer)).toBe(packed);
    expect(brotliDecompressSync(packed).toString()).toBe(answer);
    expect(gunzipSync(await cache.get('gzip', answer)).toString()).toBe(answer);
  });
});
