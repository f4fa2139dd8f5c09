import { generateKeyPairSync } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { GATEWAY } from '@/lib/spec-constants';
import { configureTestPlatform } from './test-platform.testing';
import { decryptBody } from './crypto/body-codec';
import { PlatformError } from './errors';
import { callPlatform, callPlatformParsed } from './request';
import { endSession, isLoggedIn, onSessionEnd, startSession } from './session';

interface Recorded {
  url: string;
  init: RequestInit;
}

let calls: Recorded[] = [];
let responder: (url: string, init: RequestInit) => Response | Promise<Response>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  calls = [];
  configureTestPlatform();
  vi.stubGlobal('fetch', (input: string, init: RequestInit) => {
    calls.push({ url: input, init });
    return responder(input, init);
  });
  endSession('signOut');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const headersOf = (call: Recorded | undefined) => new Headers(call?.init.headers);

describe('platform request function', () => {
  it('CALL-50 sends Merchant, Language, ModuleId and device headers, and the query', async () => {
    responder = () => json({ success: true, value: { games: [] } });
    await callPlatform('gameList', { query: { gameType: 'RNG', pageNo: 1, skip: undefined } });
    const [call] = calls;
    expect(call?.url).toBe('/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1');
    const headers = headersOf(call);
    expect(headers.get('Merchant')).toBe('demo');
    expect(headers.get('Language')).toBe('PT');
    expect(headers.get('ModuleId')).toBe('GAMELO3');
    expect(headers.get('Device')).toBe('web');
    expect(headers.get('Authorization')).toBeNull();
  });

  it('CONST-01 identifies itself with the MOBILE gateway code 3 (WEB is 1)', async () => {
    responder = () => json({ success: true, value: {} });
    await callPlatform('systemStatus');
    expect(GATEWAY).toEqual({ WEB: 1, MOBILE: 3 });
    expect(headersOf(calls[0]).get('X-Gateway-Version')).toBe('3');
  });

  it('SESSION-06 sends the raw token (no Bearer) from the session info', async () => {
    startSession({ token: 'tok123', merchantCode: 'demo', userName: 'p1', type: 0 });
    responder = () => json({ success: true, value: { sumBalance: 1 } });
    await callPlatform('walletBalance');
    expect(headersOf(calls[0]).get('Authorization')).toBe('tok123');
  });

  it('TRIAL-03 trial calls carry the trial merchant code', async () => {
    responder = () => json({ success: true, value: {} });
    await callPlatform('freePlayLogin', { body: {} });
    expect(headersOf(calls[0]).get('Merchant')).toBe('demotrial');
    expect(headersOf(calls[0]).get('ModuleId')).toBe('FREEPLAY3');
  });

  it('refuses a token-only call without a session, without calling', async () => {
    await expect(callPlatform('memberInfo')).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(calls).toHaveLength(0);
  });

  it('maps success:false to a business error with its catalogue message and value', async () => {
    responder = () =>
      json({ success: false, errorCode: 'login.failed', message: 'Senha errada', value: { captcha: true } });
    const error = await callPlatform('gameList').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PlatformError);
    const failure = error as PlatformError;
    expect(failure.kind).toBe('business');
    expect(failure.messageKey).toBe('errors.accountFormat');
    expect(failure.demandsCaptcha).toBe(true);
    expect(failure.operation).toBe('gameList');
  });

  it('an unknown errorCode shows "unknown error"', async () => {
    responder = () => json({ success: false, errorCode: 'something.new' });
    await expect(callPlatform('gameList')).rejects.toMatchObject({ kind: 'business', messageKey: 'errors.unknown' });
  });

  it('HTTP 401 ends the session and reports it once', async () => {
    startSession({ token: 'tok', merchantCode: 'demo', userName: 'p1', type: 0 });
    const ended = vi.fn();
    const stop = onSessionEnd(ended);
    responder = () => json({ success: false, errorCode: 'login.not.session' }, 401);
    await expect(callPlatform('memberInfo')).rejects.toMatchObject({
      kind: 'unauthorized',
      messageKey: 'errors.loggedOut',
    });
    expect(isLoggedIn()).toBe(false);
    expect(ended).toHaveBeenCalledWith('expired');
    stop();
  });

  it('PRIV-14 a session probe reads a 401 as its answer and leaves the session to the caller', async () => {
    startSession({ token: 'tok', merchantCode: 'demo', userName: 'p1', type: 0 });
    const ended = vi.fn();
    const stop = onSessionEnd(ended);
    responder = () => json({ success: false, errorCode: 'login.not.session' }, 401);
    await expect(callPlatform('unreadCount', { sessionProbe: true })).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(isLoggedIn()).toBe(true);
    expect(ended).not.toHaveBeenCalled();
    stop();
  });

  it('a body that is not the envelope is malformed; on HTTP 500 it is an http failure', async () => {
    responder = () => new Response('{"success":tr', { status: 200 });
    await expect(callPlatform('systemStatus')).rejects.toMatchObject({ kind: 'malformed' });
    responder = () => new Response('<html>oops</html>', { status: 500 });
    await expect(callPlatform('systemStatus')).rejects.toMatchObject({ kind: 'http', status: 500 });
  });

  it('a connection that fails is a network failure; no answer in time is a timeout', async () => {
    responder = () => Promise.reject(new TypeError('fetch failed'));
    await expect(callPlatform('systemStatus')).rejects.toMatchObject({ kind: 'network' });
    responder = (_url, init) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    await expect(callPlatform('systemStatus')).rejects.toMatchObject({
      kind: 'timeout',
      messageKey: 'errors.slowConnection',
    });
  });

  it('ERR-24 reports offline without calling when the browser is offline', async () => {
    vi.stubGlobal('navigator', { onLine: false, userAgent: '' });
    await expect(callPlatform('systemStatus')).rejects.toMatchObject({
      kind: 'offline',
      messageKey: 'errors.noInternet',
    });
    expect(calls).toHaveLength(0);
  });

  it('parses the value with the caller schema; a wrong shape is malformed', async () => {
    responder = () => json({ success: true, value: { total: 3 } });
    await expect(callPlatformParsed('gameList', z.object({ total: z.number() }))).resolves.toEqual({ total: 3 });
    responder = () => json({ success: true, value: { total: 'three' } });
    await expect(callPlatformParsed('gameList', z.object({ total: z.number() }))).rejects.toMatchObject({
      kind: 'malformed',
    });
  });

  it('CALL-01 encrypts the login body with a fetched RSA key and sends the four crypto headers', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const jwk = privateKey.export({ format: 'jwk' });
    const key = {
      modulusHex: Buffer.from(jwk.n ?? '', 'base64url').toString('hex'),
      privateExponentHex: Buffer.from(jwk.d ?? '', 'base64url').toString('hex'),
    };
    responder = (url) =>
      url.startsWith('/wps/session/key/rsa')
        ? new Response(key.modulusHex)
        : json({ success: true, value: { token: 't' } });
    await callPlatform('login', { body: { username: 'p1', password: 'x', captcha: null, type: 'username' } });
    expect(calls[0]?.url).toMatch(/^\/wps\/session\/key\/rsa\?t=\d+$/);
    expect(headersOf(calls[0]).get('Cache-Control')).toBe('no-cache');
    const login = calls[1];
    const headers = headersOf(login);
    expect(login?.init.method).toBe('POST');
    expect(headers.get('Content-Type')).toContain('application/json');
    for (const name of ['Encryption', 'X-Digest', 'X-RSA', 'X-Timestamp']) expect(headers.get(name)).toBeTruthy();
    const body = JSON.parse(login?.init.body as string) as { value: string };
    expect(headers.get('X-Digest')).toBe(body.value);
    expect(decryptBody(body, headers.get('Encryption') ?? '', key)).toEqual({
      username: 'p1',
      password: 'x',
      captcha: null,
      type: 'username',
    });
  });

  it('MONEY-50 writes the money fields the endpoint table names in major units, and nothing else', async () => {
    startSession({ token: 'tok123', merchantCode: 'demo', userName: 'p1', type: 0 });
    responder = () => json({ success: true, value: {} });
    await callPlatform('depositCreate', { body: { requestId: 'r-1', amount: 1250, bankId: 7 } });
    expect(JSON.parse(calls[0]?.init.body as string)).toEqual({ requestId: 'r-1', amount: 12.5, bankId: 7 });
    await callPlatform('gamblingLimitsSave', { body: { depositDaily: 30, lossDaily: null, sessionMinutes: 90 } });
    expect(JSON.parse(calls[1]?.init.body as string)).toEqual({
      depositDaily: 0.3,
      lossDaily: null,
      sessionMinutes: 90,
    });
  });

  it('CALL-12 form-encodes the forgot-password body', async () => {
    responder = () => json({ success: true, value: null });
    await callPlatform('forgotPasswordEmail', { body: { username: 'p1', email: 'a@b.co' } });
    expect(calls[0]?.init.body).toBe('username=p1&email=a%40b.co');
    expect(headersOf(calls[0]).get('Content-Type')).toContain('application/x-www-form-urlencoded');
  });
});
