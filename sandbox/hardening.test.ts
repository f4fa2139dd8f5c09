import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeExternalUrl, safeInternalPath } from '../src/lib/url-guard.ts';
import { hashPassword, verifyPassword } from './domain/passwords.ts';
import { SESSION_TTL_MS } from './domain/sessions.ts';
import { applyHostileRule, type HostileRule } from './hostile.ts';
import { BODY_LIMIT_BYTES } from './server.ts';
import { envelope, startTestSandbox, type TestSandbox } from './test-support.ts';
import { ALL_VECTORS, HTML_VECTORS, URL_VECTORS } from './xss-vectors.ts';

/** Issue 7: the sandbox as a good citizen, and its hostile-content control API. */

let sandbox: TestSandbox;
let production: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  production = await startTestSandbox({ testMode: false });
});
afterAll(async () => {
  await sandbox.close();
  await production.close();
});

const noStack = (body: string) => {
  expect(body).not.toMatch(/\bat [\w.<>]+ \(|node_modules|\.ts:\d+/);
};

describe('sandbox as a good citizen (issue 7)', () => {
  it('hashes passwords with scrypt and a per-user salt, never storing the password', async () => {
    const first = await hashPassword('Secret123');
    const second = await hashPassword('Secret123');
    expect(first).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[0-9a-f]{32}\$[0-9a-f]+$/);
    expect(first).not.toBe(second);
    expect(first.split('$')[4]).not.toBe(second.split('$')[4]);
    expect(first).not.toContain('Secret123');
    expect(await verifyPassword('Secret123', first)).toBe(true);
    expect(await verifyPassword('Secret124', first)).toBe(false);
    expect(await verifyPassword('Secret123', null)).toBe(false);
    const accounts = envelope<Array<Record<string, unknown>>>(await sandbox.control('GET', 'accounts')).value;
    expect(JSON.stringify(accounts)).not.toMatch(/scrypt|Player123/);
  });

  it('hands out tokens of 128 random bits that expire', async () => {
    const tokens = await Promise.all([sandbox.token(), sandbox.token()]);
    for (const token of tokens) expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(tokens[0]).not.toBe(tokens[1]);
    expect(SESSION_TTL_MS).toBeGreaterThan(0);
    expect(SESSION_TTL_MS).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
    // Past the expiry (scope clock), the token is refused with the contract's 401.
    const scope = 'expiry';
    await sandbox.control('POST', 'clock', { offsetMs: SESSION_TTL_MS + 60_000 }, scope);
    const late = await sandbox.call({
      url: '/wps/member/info',
      headers: { authorization: tokens[0] },
      cookies: { lobby_scope: scope },
    });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ success: false, errorCode: 'login.not.session' });
    const fresh = await sandbox.call({ url: '/wps/member/info', headers: { authorization: tokens[1] } });
    expect(fresh.statusCode).toBe(200);
  });

  it('REL-06 limits login attempts per account and per address with the envelope, before hashing, and lets them in again after the window', async () => {
    const scope = 'rate-limit';
    const cookies = { lobby_scope: scope };
    const codes = async (count: number, username: (index: number) => string, remoteAddress: string) => {
      const answers: string[] = [];
      for (let index = 0; index < count; index += 1) {
        const response = await sandbox.login(
          { username: username(index), password: 'Wrong123' },
          { cookies, remoteAddress },
        );
        answers.push(envelope(response).errorCode ?? 'ok');
      }
      return answers;
    };
    const account = await codes(11, () => 'player1', '10.9.0.1');
    expect(account.slice(0, 10)).not.toContain('login.rate.limited');
    expect(account[10]).toBe('login.rate.limited');
    const limited = envelope<{ retryAfterSeconds: number }>(
      await sandbox.login({ username: 'player1', password: 'Player123' }, { cookies, remoteAddress: '10.9.0.9' }),
    );
    expect(limited.errorCode).toBe('login.rate.limited');
    expect(limited.value.retryAfterSeconds).toBeGreaterThan(0);
    expect(limited.message).toMatch(/Too many login attempts/);
    const address = await codes(61, (index) => `nobody${index}`, '10.9.0.2');
    expect(address.slice(0, 60)).not.toContain('login.rate.limited');
    expect(address[60]).toBe('login.rate.limited');
    await sandbox.control('POST', 'clock', { offsetMs: 61_000 }, scope);
    // The window has passed: the attempt is let in (the failures before it still demand the captcha).
    const after = envelope(
      await sandbox.login({ username: 'player1', password: 'Player123' }, { cookies, remoteAddress: '10.9.0.3' }),
    );
    expect(after.errorCode).toBe('captcha.invalid');
  });

  it('SPEED-06 compresses JSON answers on the wire for clients that accept it', async () => {
    const plain = await sandbox.call({ url: '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=100' });
    const packed = await sandbox.call({
      url: '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=100',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(gunzipSync(packed.rawPayload).toString()).toBe(plain.body);
  });

  it('limits request bodies and answers the envelope, never a stack trace', async () => {
    const huge = await sandbox.call({
      url: '/wps/session/login',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ filler: 'x'.repeat(BODY_LIMIT_BYTES + 10) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ success: false, errorCode: 'request_body_too_large' });
    noStack(huge.body);

    const broken = await sandbox.call({
      url: '/wps/session/login',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ success: false });
    noStack(broken.body);

    const control = await sandbox.control('POST', 'faults', {
      match: '/wps/x',
      kind: 'latency',
      delayMs: -1,
      extra: '<script>',
    });
    expect(control.statusCode).toBe(400);
    expect(control.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
    noStack(control.body);
  });

  it('validates the hostile-content rules with zod like every control input', async () => {
    for (const body of [
      {},
      { match: '/m/home', fields: ['title'], vectors: ['x'] },
      { match: '/wps/x', fields: ['bad field'], vectors: ['x'] },
      { match: '/wps/x', fields: ['title'], vectors: [] },
    ]) {
      const response = await sandbox.control('POST', 'hostile', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
    }
  });

  it('registers no control route at all unless the sandbox runs in test mode', async () => {
    // Full paths: the radix print splits shared prefixes ('__' of __sandbox and __identity).
    expect(production.app.printRoutes({ commonPrefix: false })).not.toMatch(/__sandbox|__identity/);
    expect(sandbox.app.printRoutes({ commonPrefix: false })).toContain('__sandbox');
    for (const [method, path] of [
      ['POST', 'hostile'],
      ['DELETE', 'hostile'],
      ['GET', 'state'],
      ['GET', 'captcha'],
      ['POST', 'announcements'],
    ] as const) {
      const response = await production.control(
        method,
        path,
        method === 'POST' ? { match: '/wps', fields: ['title'], vectors: ['x'] } : undefined,
      );
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'request_not_found' });
    }
  });
});

describe('hostile content control API (issue 7)', () => {
  it('puts the vectors into the named fields of one scope only, growing lists so every vector shows', async () => {
    const scope = 'hostile';
    const set = await sandbox.control(
      'POST',
      'hostile',
      {
        match: '/wps/system/helpCenter',
        fields: ['title', 'content'],
        vectors: ALL_VECTORS,
        expand: ALL_VECTORS.length,
      },
      scope,
    );
    expect(set.statusCode).toBe(200);
    const help = envelope<Array<{ title: string; content: string }>>(
      await sandbox.call({ url: '/wps/system/helpCenter', cookies: { lobby_scope: scope } }),
    ).value;
    expect(help).toHaveLength(ALL_VECTORS.length);
    expect(help.map((entry) => entry.title)).toEqual(ALL_VECTORS);
    expect(help.map((entry) => entry.content)).toEqual(ALL_VECTORS);
    const untouched = envelope<Array<{ title: string }>>(await sandbox.call({ url: '/wps/system/helpCenter' })).value;
    expect(untouched.map((entry) => entry.title)).not.toContain(ALL_VECTORS[0]);
    await sandbox.control('DELETE', 'hostile', undefined, scope);
    const cleared = envelope<Array<{ title: string }>>(
      await sandbox.call({ url: '/wps/system/helpCenter', cookies: { lobby_scope: scope } }),
    ).value;
    expect(cleared.length).toBeLessThan(ALL_VECTORS.length);
  });

  it('gives copies unique ids and walks single objects through the vectors call by call', () => {
    const rule: HostileRule = { match: '/wps', fields: ['gameName'], vectors: ['a', 'b', 'c'], expand: 5, next: 0 };
    const page = applyHostileRule({ games: [{ nodeId: 7, gameName: 'x', gameId: 'g' }] }, rule) as {
      games: Array<{ nodeId: number; gameName: string; gameId: string }>;
    };
    expect(page.games.map((game) => game.gameName)).toEqual(['a', 'b', 'c', 'a', 'b']);
    expect(new Set(page.games.map((game) => game.nodeId)).size).toBe(5);
    expect(new Set(page.games.map((game) => game.gameId)).size).toBe(5);
    const single: HostileRule = { match: '/wps', fields: ['gameUrl'], vectors: ['u1', 'u2'], expand: 0, next: 0 };
    expect(
      [1, 2, 3].map(() => (applyHostileRule({ gameUrl: 'https://ok' }, single) as { gameUrl: string }).gameUrl),
    ).toEqual(['u1', 'u2', 'u1']);
  });
});

describe('the URL guard against every vector (issue 7)', () => {
  it('holds at least 80 vectors', () => {
    expect(ALL_VECTORS.length).toBeGreaterThanOrEqual(80);
    expect(new Set(ALL_VECTORS).size).toBe(ALL_VECTORS.length);
  });

  it('no vector becomes an external URL other than https, nor an in-app path off the route table', () => {
    const knownRoute = (path: string) => ['/m/home', '/m/help', '/m/login'].includes(path);
    for (const vector of [...URL_VECTORS, ...HTML_VECTORS]) {
      const external = safeExternalUrl(vector, { allowHttp: true });
      if (external !== null) expect(external, vector).toMatch(/^https?:\/\/[^/]/);
      expect(safeExternalUrl(vector) === null || safeExternalUrl(vector)?.startsWith('https://'), vector).toBe(true);
      const internal = safeInternalPath(vector, knownRoute);
      expect(internal, vector).toBeNull();
    }
    // The one https vector only names an origin: real game servers live on other origins, so it passes as https.
    expect(URL_VECTORS.filter((vector) => safeExternalUrl(vector) !== null)).toEqual(['https:evil.example']);
  });
});
