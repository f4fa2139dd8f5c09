import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandboxForFile } from '../test-support.ts';

// aurora is known but not built.
const sandbox = sandboxForFile({ built: ['demo'] });

const get = (url: string, host = 'demo.localhost:4300') => sandbox.app.inject({ url, headers: { host } });

describe('built tenants under /m/ (ARCHITECTURE §4)', () => {
  it('ROUTE-01 ROUTE-03 answers index.html for /, /m, SPA routes and /register.html', async () => {
    for (const url of [
      '/',
      '/m',
      '/m/',
      '/m/home',
      '/m/login',
      '/m/gameList?gameType=RNG',
      '/m/member/agent/agentRebeat',
      '/m/index.html',
      '/register.html',
      '/m/register.html',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain('<title>demo</title>');
    }
  });

  it('serves files with long immutable caching for hashed assets only', async () => {
    const asset = await get('/m/assets/main-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    const manifest = await get('/m/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('OPS-06 revalidates the service worker on every check, and answers 404, not the page, when a stamp has none', async () => {
    const missing = await get('/m/sw.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).not.toMatch(/html/);
    writeFileSync(join(sandbox.dirs.distDir, 'demo', 'm', 'sw.js'), 'self.addEventListener("fetch", () => {});');
    const served = await get('/m/sw.js');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/javascript/);
    expect(served.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404, not HTML, for a missing hashed asset', async () => {
    const response = await get('/m/assets/main-old999.js');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toMatch(/html/);
  });

  it('never leaves the tenant folder', async () => {
    for (const url of [
      '/m/../../tenants/demo.json',
      '/m/%2e%2e/%2e%2e/tenants/demo.json',
      '/m/..%2f..%2ftenants/demo.json',
      '/m/assets/..%2f..%2f..%2faurora%2fm%2findex.html',
    ]) {
      const response = await get(url);
      expect(response.body, url).not.toContain('merchantCode');
      expect(response.body, url).not.toContain('<title>aurora</title>');
    }
  });

  it('answers a URL that does not decode with the 400 envelope', async () => {
    const response = await get('/m/a%ZZ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });

  it('chooses the tenant by host: <merchant>.localhost, anything else the default', async () => {
    expect((await get('/m/home', '127.0.0.1:4300')).body).toContain('<title>demo</title>');
    expect((await get('/m/home', 'localhost:4300')).body).toContain('<title>demo</title>');
    expect((await get('/m/home', 'nobody.localhost:4300')).body).toContain('<title>demo</title>');
    expect((await get('/m/assets/main-abc123.js', 'DEMO.localhost:4300')).body).toContain('"demo"');
  });

  it('answers 503 with the build command for a tenant that is not built', async () => {
    const response = await get('/m/home', 'aurora.localhost:4300');
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body.trim()).toBe('Tenant "aurora" is not built: run npx lobby build aurora');
    // The platform API of that tenant still works.
    const status = await sandbox.app.inject({
      url: '/wps/system/status',
      headers: { host: 'aurora.localhost:4300', merchant: 'aurora' },
    });
    expect(status.statusCode).toBe(200);
  });

  it('HEAD works like GET without a body', async () => {
    const response = await sandbox.app.inject({ method: 'HEAD', url: '/m/home', headers: { host: 'demo.localhost' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });
});
