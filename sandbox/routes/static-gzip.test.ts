import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sandboxForFile } from '../test-support.ts';

const sandbox = sandboxForFile({ built: ['demo'] });

const get = (url: string, encoding?: string) =>
  sandbox.app.inject({
    url,
    headers: { host: 'demo.localhost:4300', ...(encoding ? { 'accept-encoding': encoding } : {}) },
  });

describe('compressed text files', () => {
  it('sends scripts and pages gzip-compressed when the browser accepts it, plain otherwise, with the same caching', async () => {
    const plain = await get('/m/assets/main-abc123.js');
    const zipped = await get('/m/assets/main-abc123.js', 'gzip, deflate, br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toMatch(/javascript/);
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/i);
    expect(zipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);

    const page = await get('/m/home', 'gzip');
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(gunzipSync(page.rawPayload).toString('utf8')).toContain('<title>demo</title>');
  });
});
