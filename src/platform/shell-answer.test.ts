import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHELL_ANSWER_GLOBAL } from '@/tenant/page-table/first-view';
import { configureTestPlatform } from './test-platform.testing';
import { callPlatform } from './request';
import { endSession } from './session';
import { takeShellAnswer, type ShellAnswer } from './shell-answer';

const URL_SENT = '/lgw/vn/games/game_menu?prizeMode=Lott&device=MOBILE&language=PT';
const HEADERS = { Merchant: 'demo', Language: 'PT', Device: 'web', 'X-Gateway-Version': '3', ModuleId: 'COMM3' };
const envelope = (value: unknown) => new Response(JSON.stringify({ success: true, value }));
const scope = globalThis as unknown as Record<string, ShellAnswer | undefined>;

function leaveShellAnswer(response: Promise<Response>, url = URL_SENT, headers = HEADERS): ShellAnswer {
  const answer: ShellAnswer = { url, headers, response, drawn: Promise.resolve() };
  scope[SHELL_ANSWER_GLOBAL] = answer;
  return answer;
}

let fetched: string[] = [];

beforeEach(() => {
  fetched = [];
  configureTestPlatform();
  vi.stubGlobal('fetch', (url: string) => {
    fetched.push(url);
    return Promise.resolve(envelope('from the app'));
  });
  endSession('signOut');
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(scope, SHELL_ANSWER_GLOBAL);
});

describe('SPEED-30 the app takes over the response the shell asked for', () => {
  it('SPEED-30 the same read with the same headers takes the shell response once, and asks itself after', async () => {
    leaveShellAnswer(Promise.resolve(envelope('from the shell')));
    const call = () => callPlatform('lotteryMenu', { query: { prizeMode: 'Lott', device: 'MOBILE', language: 'PT' } });
    await expect(call()).resolves.toBe('from the shell');
    expect(fetched).toEqual([]);
    await expect(call()).resolves.toBe('from the app');
    expect(fetched).toEqual([URL_SENT]);
  });

  it('SPEED-30 another address, another header or a write is not the shell read', () => {
    const response = Promise.resolve(envelope([]));
    leaveShellAnswer(response);
    expect(takeShellAnswer(`${URL_SENT}&x=1`, HEADERS)).toBeNull();
    expect(takeShellAnswer(URL_SENT, { ...HEADERS, Language: 'EN' })).toBeNull();
    expect(takeShellAnswer(URL_SENT, { ...HEADERS, Authorization: 'tok' })).toBeNull();
    expect(takeShellAnswer(URL_SENT, HEADERS)).toBe(response);
    expect(takeShellAnswer(URL_SENT, HEADERS)).toBeNull();
  });

  it('SPEED-30 a shell request that failed is asked again by the app', async () => {
    const failed = Promise.reject(new TypeError('network'));
    failed.catch(() => undefined);
    leaveShellAnswer(failed);
    await expect(
      callPlatform('lotteryMenu', { query: { prizeMode: 'Lott', device: 'MOBILE', language: 'PT' } }),
    ).resolves.toBe('from the app');
    expect(fetched).toEqual([URL_SENT]);
  });

  it('SPEED-30 a shell response still on its way obeys the call time limit', async () => {
    leaveShellAnswer(new Promise<Response>(() => undefined));
    await expect(
      callPlatform('lotteryMenu', { query: { prizeMode: 'Lott', device: 'MOBILE', language: 'PT' }, timeoutMs: 20 }),
    ).rejects.toMatchObject({ kind: 'timeout' });
  });
});
