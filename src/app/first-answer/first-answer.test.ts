// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShellAnswer } from '@/platform/shell-answer';
import { SHELL_ANSWER_GLOBAL, type FirstAnswerConfig } from '@/tenant/page-table/first-view';
import { removeStored, writeStored, type SessionInfo } from '@/lib/storage';
import { startFirstAnswer } from './first-answer';

const config: FirstAnswerConfig = {
  merchant: 'demo',
  gateway: '3',
  languages: { supported: ['PT', 'EN'], default: 'PT' },
  rightToLeft: [],
  cdns: ['/m/cdn'],
  pages: {
    '/m/lottery': {
      page: 'lottery',
      url: '/lgw/vn/games/game_menu?prizeMode=Lott&language={language}',
      address: {},
      moduleId: 'COMM3',
      token: false,
      draw: 'lotteryRows',
      texts: {
        PT: { issue: 'Sorteio {{numero}}', previous: 'Último' },
        EN: { issue: 'Issue {{numero}}', previous: 'Last' },
      },
    },
    '/m/gameList': {
      page: 'gameList',
      url: '/wps/relay/GCSGAME_gameList?language={language}&gameType={gameType}',
      address: { gameType: 'RNG' },
      moduleId: 'GAMELO3',
      token: true,
      draw: 'lotteryRows',
      texts: { PT: {}, EN: {} },
    },
  },
};

const VIEW = '<div data-fv="lottery"><div class="lby-fv-list" data-fa><div class="lby-fv-sk"></div></div></div>';
const hotGame = { gameCode: 'FAST1', gameName: 'Fast 1 minute', tag: 'HOT', numero: '77' };
const envelope = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

const SESSION: SessionInfo = { token: 'tok-1', merchantCode: 'demo', userName: 'player1', type: 1 };

let requests: Array<{ url: string; init: RequestInit }> = [];
let answer: () => Promise<Response>;

beforeEach(() => {
  requests = [];
  document.body.innerHTML = VIEW;
  removeStored('hisLang');
  removeStored('MC_SESSION_INFO');
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    requests.push({ url, init });
    return answer();
  });
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, 0));
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, SHELL_ANSWER_GLOBAL);
});

const slotText = () => document.querySelector('[data-fa]')?.textContent;

describe('SPEED-29 the shell asks for a data page first answer before the app code', () => {
  it('SPEED-29 asks in the language the app will start in, with the headers request.ts sends, and draws the rows', async () => {
    writeStored('hisLang', 'EN');
    answer = () => Promise.resolve(envelope({ success: true, value: [{ gameMenus: [hotGame] }] }));
    const started = startFirstAnswer(config, '/m/lottery', '');
    expect(requests).toEqual([
      {
        url: '/lgw/vn/games/game_menu?prizeMode=Lott&language=EN',
        init: {
          credentials: 'same-origin',
          headers: { Merchant: 'demo', Language: 'EN', Device: 'web', 'X-Gateway-Version': '3', ModuleId: 'COMM3' },
        },
      },
    ]);
    expect((window as unknown as Record<string, ShellAnswer>)[SHELL_ANSWER_GLOBAL]).toBe(started);
    await started?.drawn;
    expect(slotText()).toBe('Fast 1 minute Issue 77 ');
    expect(document.querySelector('[data-fa]')?.getAttribute('data-fa')).toBe('drawn');
    // The app reads the body the shell did not.
    await expect((await started?.response)?.json()).resolves.toMatchObject({ success: true });
  });

  it('SPEED-29 a call that takes the session carries its token; a language the tenant lacks falls back to its default', async () => {
    writeStored('hisLang', 'AR');
    writeStored('MC_SESSION_INFO', SESSION);
    answer = () => Promise.resolve(envelope({ success: true, value: [] }));
    await startFirstAnswer(config, '/m/gameList', '')?.drawn;
    expect(requests[0]?.url).toBe('/wps/relay/GCSGAME_gameList?language=PT&gameType=RNG');
    expect(requests[0]?.init.headers).toMatchObject({ Authorization: 'tok-1', Language: 'PT' });
  });

  it('SPEED-29 the values the page reads from its address go into the call, upper-cased as the page reads them', () => {
    answer = () => Promise.resolve(envelope({ success: true, value: { games: [] } }));
    startFirstAnswer(config, '/m/gameList', '?gameType=fish');
    startFirstAnswer(config, '/m/gameList', '?gameType=a%26b%20c');
    expect(requests.map((request) => request.url)).toEqual([
      '/wps/relay/GCSGAME_gameList?language=PT&gameType=FISH',
      '/wps/relay/GCSGAME_gameList?language=PT&gameType=A%26B+C',
    ]);
  });

  it('SPEED-29 a path without an answer, or an address asking for another list, asks for nothing', () => {
    expect(startFirstAnswer(config, '/m/home', '')).toBeNull();
    expect(startFirstAnswer(config, '/m/toString', '')).toBeNull();
    expect(startFirstAnswer(config, '/m/gameList', '?gameType=RNG&vassalage=BGS')).toBeNull();
    expect(startFirstAnswer(config, '/m/lottery', '?gameType=RNG')).toBeNull();
    expect(requests).toEqual([]);
  });

  it('SPEED-29 a failed, refused or unreadable answer leaves the placeholders and still lets the code start', async () => {
    const failures: Array<() => Promise<Response>> = [
      () => Promise.reject(new TypeError('offline')),
      () => Promise.resolve(envelope({ success: false, errorCode: 'x' })),
      () => Promise.resolve(envelope({ success: true, value: [{ gameMenus: [hotGame] }] }, 500)),
      () => Promise.resolve(new Response('<html>proxy error</html>')),
      () => Promise.resolve(envelope({ success: true, value: [{ gameMenus: [{ ...hotGame, tag: 'NEW' }] }] })),
    ];
    for (const failure of failures) {
      document.body.innerHTML = VIEW;
      answer = failure;
      await expect(startFirstAnswer(config, '/m/lottery', '')?.drawn).resolves.toBeUndefined();
      expect(document.querySelector('[data-fa]')?.getAttribute('data-fa')).toBe('');
      expect(document.querySelectorAll('.lby-fv-sk')).toHaveLength(1);
    }
  });
});
