import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { BufferLru } from './buffer-lru.ts';

/**
 * Issue 15 (SPEED-06) and 16 (REL-06): answers go out brotli- or
 * gzip-compressed, as from a platform behind a CDN — and, as a CDN does,
 * the compressed bytes are kept by content, so a read that answers what it
 * answered a moment ago (hot games for every player) is compressed once,
 * not once per request. Compressing every 25 KB answer cost two thirds of
 * the event loop under load and held reads' p99 over 100 ms.
 *
 * An onSend hook registered after the fault and hostile-content hooks, so
 * those still see and rewrite the plain payload. Streams (the app's files)
 * and answers already encoded (static.ts keeps its own) pass untouched.
 */

const COMPRESS_THRESHOLD_BYTES = 1024;
const CACHE_LIMIT_BYTES = 16 * 1024 * 1024;
const COMPRESSIBLE_TYPE = /json|text\/|javascript|svg/;

type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The best encoding the client accepts (br, then gzip); q=0 refuses one. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const quality = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    if (name && (quality === undefined || Number(quality) > 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

const compress = (encoding: Encoding, body: Buffer): Promise<Buffer> =>
  encoding === 'br'
    ? brotli(body, {
        params: {
          [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
          [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
        },
      })
    : gzipAsync(body, { level: 6 });

/** How many answers are also kept by their text; each is one string held, up to 32 × an answer's size. */
const TEXT_LIMIT_ENTRIES = 32;

/**
 * Compressed bodies by encoding and content hash, least recently used dropped
 * first. An answer serialised once (http.ts `serialisedOk`) arrives as the
 * same string at every request: those are also kept by their text, a look-up
 * that costs no copy and no hash of the body (V8 compares the same string by
 * identity).
 */
export class CompressedCache {
  private readonly entries: BufferLru;
  private readonly brByText = new Map<string, Buffer>();
  private readonly gzipByText = new Map<string, Buffer>();

  constructor(limitBytes: number = CACHE_LIMIT_BYTES) {
    this.entries = new BufferLru(limitBytes);
  }

  async get(encoding: Encoding, payload: string | Buffer): Promise<Buffer> {
    if (typeof payload !== 'string') return this.byContent(encoding, payload);
    const byText = encoding === 'br' ? this.brByText : this.gzipByText;
    const known = byText.get(payload);
    if (known) return known;
    const packed = await this.byContent(encoding, Buffer.from(payload));
    // Dropped all at once when full: the answers that come back are kept again at their next request.
    if (byText.size >= TEXT_LIMIT_ENTRIES) byText.clear();
    byText.set(payload, packed);
    return packed;
  }

  private async byContent(encoding: Encoding, body: Buffer): Promise<Buffer> {
    const key = `${encoding}:${createHash('sha1').update(body).digest('base64')}`;
    const hit = this.entries.get(key);
    if (hit) return hit;
    const packed = await compress(encoding, body);
    this.entries.set(key, packed);
    return packed;
  }

  get size(): number {
    return this.entries.size;
  }
}

export function installCompression(app: FastifyInstance, cache: CompressedCache = new CompressedCache()): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.hasHeader('content-encoding') || (typeof payload !== 'string' && !Buffer.isBuffer(payload)))
      return payload;
    if (!COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const bytes = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    if (bytes < COMPRESS_THRESHOLD_BYTES) return payload;
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const packed = await cache.get(encoding, payload);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return packed;
  });
}
