import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../test-support.ts';
import { metaCsp } from './static.ts';

let sandbox: TestSandbox;
const CSP = "default-src 'self'; script-src 'self' 'sha256-abc='; object-src 'none'; base-uri 'none'";
beforeAll(async () => {
  sandbox = await startTestSandbox({ built: ['demo'] });
  const escaped = CSP.replace(/'/g, '&#x27;').replace(/=/g, '&#x3D;');
  writeFileSync(
    join(sandbox.dirs.distDir, 'demo', 'm', 'index.html'),
    `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="${escaped}"><title>demo</title></head><body><div id="root"></div></body></html>`,
  );
});
afterAll(() => sandbox.close());

describe('security headers of the served pages (issue 7)', () => {
  it('reads the stamped CSP back out of the page', () => {
    expect(metaCsp(`<meta http-equiv="Content-Security-Policy" content="${CSP.replace(/'/g, '&#x27;')}">`)).toBe(CSP);
    expect(metaCsp('<title>x</title>')).toBeNull();
  });

  it('sends the page CSP plus frame-ancestors, nosniff and the referrer policy with every page', async () => {
    for (const url of ['/m/home', '/', '/register.html']) {
      const response = await sandbox.app.inject({ url, headers: { host: 'demo.localhost:4300' } });
      expect(response.headers['content-security-policy'], url).toBe(`${CSP}; frame-ancestors 'self'`);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      // Plain http: no HSTS (it would pin browsers to https).
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });
});
