import { request as httpRequest } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { envelope, sandboxForFile } from './test-support.ts';

const sandbox = sandboxForFile();

const fault = (scope: string, body: Record<string, unknown>) => sandbox.control('POST', 'faults', body, scope);
const statusIn = (scope: string) => sandbox.call({ url: '/wps/system/status', cookies: { lobby_scope: scope } });

describe('faults (issue 7 fault matrix)', () => {
  it('latency waits delayMs, then answers normally', async () => {
    await fault('latency', { match: '/wps/system/status', kind: 'latency', delayMs: 300, times: 1 });
    const started = Date.now();
    const response = await statusIn('latency');
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    expect(envelope(response).success).toBe(true);
    const quick = Date.now();
    await statusIn('latency');
    expect(Date.now() - quick).toBeLessThan(250);
  });

  it('http500 answers HTTP 500 with system.error', async () => {
    await fault('500', { match: '/wps/system', kind: 'http500' });
    const response = await statusIn('500');
    expect(response.statusCode).toBe(500);
    expect(envelope(response)).toMatchObject({ success: false, errorCode: 'system.error' });
    // A prefix: every path under it.
    expect((await sandbox.call({ url: '/wps/system/whitelabel', cookies: { lobby_scope: '500' } })).statusCode).toBe(
      500,
    );
  });

  it('malformed answers HTTP 200 with a whole body that is not JSON; truncated with JSON cut short', async () => {
    await fault('malformed', { match: '/wps/system/status', kind: 'malformed', times: 1 });
    await fault('malformed', { match: '/wps/system/whitelabel', kind: 'truncated', times: 1 });
    const malformed = await statusIn('malformed');
    expect(malformed.statusCode).toBe(200);
    expect(malformed.headers['content-type']).toMatch(/application\/json/);
    expect(malformed.body.endsWith('}')).toBe(true);
    expect(() => JSON.parse(malformed.body) as unknown).toThrow();
    const truncated = await sandbox.call({ url: '/wps/system/whitelabel', cookies: { lobby_scope: 'malformed' } });
    expect(truncated.statusCode).toBe(200);
    expect(truncated.body).toMatch(/^\{"success":true/);
    expect(() => JSON.parse(truncated.body) as unknown).toThrow();
  });

  it("badGateway answers HTTP 502 with a proxy's HTML page", async () => {
    await fault('502', { match: '/wps/system/status', kind: 'badGateway' });
    const response = await statusIn('502');
    expect(response.statusCode).toBe(502);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('502 Bad Gateway');
  });

  it('unknownError answers HTTP 200 with an error code no client knows', async () => {
    await fault('unknown', { match: '/wps/system/status', kind: 'unknownError' });
    const response = await statusIn('unknown');
    expect(response.statusCode).toBe(200);
    expect(envelope(response)).toMatchObject({ success: false, errorCode: 'sandbox.unknown.code' });
    expect(envelope(response).message).toBeTruthy();
  });

  it('unauthorized answers HTTP 401 login.not.session even with a live token', async () => {
    const token = await sandbox.token();
    await fault('401', { match: '/wps/member/info', kind: 'unauthorized', times: 1 });
    const response = await sandbox.call({
      url: '/wps/member/info',
      headers: { authorization: token },
      cookies: { lobby_scope: '401' },
    });
    expect(response.statusCode).toBe(401);
    expect(envelope(response)).toMatchObject({ success: false, errorCode: 'login.not.session' });
  });

  it('times limits the hits; DELETE clears the rest', async () => {
    await fault('times', { match: '/wps/system/status', kind: 'http500', times: 2 });
    await fault('times', { match: '/wps/system/whitelabel', kind: 'http500' });
    expect((await statusIn('times')).statusCode).toBe(500);
    expect((await statusIn('times')).statusCode).toBe(500);
    expect((await statusIn('times')).statusCode).toBe(200);
    await sandbox.control('DELETE', 'faults', undefined, 'times');
    expect((await sandbox.call({ url: '/wps/system/whitelabel', cookies: { lobby_scope: 'times' } })).statusCode).toBe(
      200,
    );
  });

  it('hits only its own scope, and never static files or control calls', async () => {
    await fault('own', { match: '/', kind: 'http500' });
    expect((await statusIn('own')).statusCode).toBe(500);
    expect((await statusIn('someone-else')).statusCode).toBe(200);
    expect((await sandbox.call({ url: '/wps/system/status' })).statusCode).toBe(200);
    expect((await sandbox.call({ url: '/m/home', cookies: { lobby_scope: 'own' } })).statusCode).toBe(200);
    expect((await sandbox.control('GET', 'state', undefined, 'own')).statusCode).toBe(200);
  });

  it('refuses a fault for a path that is not a platform path', async () => {
    const response = await fault('bad', { match: '/m/home', kind: 'http500' });
    expect(response.statusCode).toBe(400);
    expect((await fault('bad', { match: '/wps/x', kind: 'explode' })).statusCode).toBe(400);
  });
});

describe('drop (over a real socket)', () => {
  let origin: string;
  beforeAll(async () => {
    origin = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  });

  const get = (path: string, scope: string) =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: string; error: Error | null }>((resolve) => {
      const url = new URL(path, origin);
      const chunks: Buffer[] = [];
      const request = httpRequest(
        url,
        { headers: { host: `demo.localhost:${url.port}`, merchant: 'demo', cookie: `lobby_scope=${scope}` } },
        (response) => {
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks).toString(),
              error: null,
            }),
          );
          response.on('error', (error) =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks).toString(),
              error,
            }),
          );
        },
      );
      request.on('error', (error) => resolve({ status: 0, headers: {}, body: '', error }));
      request.end();
    });

  it('sends the headers and part of the body, then destroys the connection', async () => {
    await sandbox.control('POST', 'faults', { match: '/wps/system/status', kind: 'drop', times: 1 }, 'drop');
    const dropped = await get('/wps/system/status', 'drop');
    expect(dropped.status).toBe(200);
    expect(dropped.error?.message).toMatch(/aborted|socket hang up|ECONNRESET/);
    expect(dropped.body.length).toBeGreaterThan(0);
    expect(dropped.body.length).toBeLessThan(Number(dropped.headers['content-length']));

    const next = await get('/wps/system/status', 'drop');
    expect(next.error).toBeNull();
    expect(JSON.parse(next.body)).toMatchObject({ success: true });
  });

  it('dropAnswer lets the call run, then cuts its answer as drop does (issue 38)', async () => {
    await sandbox.control('POST', 'faults', { match: '/wps/system/status', kind: 'dropAnswer', times: 1 }, 'lost');
    const lost = await get('/wps/system/status', 'lost');
    // The client sees a broken answer: cut short, or followed by bytes no HTTP parser takes; never a whole one.
    expect(lost.error?.message).toMatch(/aborted|socket hang up|ECONNRESET|Parse Error/);
    const next = await get('/wps/system/status', 'lost');
    expect(next.error).toBeNull();
    expect(JSON.parse(next.body)).toMatchObject({ success: true });
  });

  it('a closing sandbox does not wait out a pending latency fault', async () => {
    await sandbox.control(
      'POST',
      'faults',
      { match: '/wps/system/status', kind: 'latency', delayMs: 60_000, times: 1 },
      'slow',
    );
    const pending = get('/wps/system/status', 'slow');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await sandbox.close();
    expect(Date.now() - started).toBeLessThan(5000);
    await pending;
  });
});
