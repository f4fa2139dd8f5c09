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
      expect(response.headers['content-security-policy'], url).toBe(
        `${CSP}; frame-ancestors 'self'; report-uri /__csp-report`,
      );
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      // Plain http: no HSTS (it would pin browsers to https).
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });
});

describe('CSP violation reports (REL-09)', () => {
  it('REL-09 REL-43 takes a browser report at the report-uri, keeps what matters and lists it for tests in the envelope', async () => {
    expect((await sandbox.control('DELETE', 'csp-reports')).json()).toEqual({ success: true, value: { reports: [] } });
    const report = {
      'csp-report': {
        'document-uri': 'http://demo.localhost/m/home',
        'violated-directive': 'img-src',
        'effective-directive': 'img-src',
        'blocked-uri': 'http://tracker.example/pixel.gif',
        'original-policy': CSP,
        'line-number': 12,
      },
    };
    const sent = await sandbox.app.inject({
      method: 'POST',
      url: '/__csp-report',
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify(report),
    });
    expect(sent.statusCode).toBe(204);
    const listed = await sandbox.control('GET', 'csp-reports');
    expect(listed.json()).toMatchObject({
      success: true,
      value: {
        reports: [
          {
            documentUri: 'http://demo.localhost/m/home',
            directive: 'img-src',
            blockedUri: 'http://tracker.example/pixel.gif',
            lineNumber: 12,
          },
        ],
      },
    });
    await sandbox.control('DELETE', 'csp-reports');
    expect((await sandbox.control('GET', 'csp-reports')).json()).toEqual({ success: true, value: { reports: [] } });
  });

  it('REL-09 refuses what is not a report and bodies over 16 KB', async () => {
    const notReport = await sandbox.app.inject({
      method: 'POST',
      url: '/__csp-report',
      headers: { 'content-type': 'application/csp-report' },
      payload: '{"hello":1}',
    });
    expect(notReport.statusCode).toBe(400);
    const broken = await sandbox.app.inject({
      method: 'POST',
      url: '/__csp-report',
      headers: { 'content-type': 'application/csp-report' },
      payload: '{"csp-report":',
    });
    expect(broken.statusCode).toBe(400);
    const huge = await sandbox.app.inject({
      method: 'POST',
      url: '/__csp-report',
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify({ 'csp-report': { 'blocked-uri': 'x'.repeat(20_000) } }),
    });
    expect(huge.statusCode).toBe(413);
  });
});
