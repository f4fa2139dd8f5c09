import { afterEach, describe, expect, it, vi } from 'vitest';
import { lotteryMenuQuery } from '../../src/features/lottery/api';
import { answerAddress } from '../../src/app/first-answer/first-answer';
import { configureTestPlatform } from '../../src/platform/test-platform.testing';
import { gameListQuery } from '../../src/features/games/api';
import { listQueryOf, modeOf } from '../../src/features/games/game-list-query';
import { PAGE_ENTRIES } from '../../src/tenant/page-table';
import { FIRST_VIEWS } from '../../src/tenant/page-table/first-views';
import { routesFor } from '../../src/tenant/route-table';
import { answerUrl, firstAnswerConfig, firstAnswerScript, type FirstAnswerInput } from './first-answer';

const input: FirstAnswerInput = {
  merchant: 'demo',
  apiBaseUrl: '',
  languages: { default: 'PT', supported: ['PT', 'EN', 'AR'] },
  routes: routesFor([{ path: '/m/sorteios', page: 'lottery' }], false),
  script: 'var lobbyFirstAnswer={startFirstAnswer:function(){}};',
};

afterEach(() => vi.unstubAllGlobals());

/** The address the app's own call asks for (src/platform/request.ts), read from a stubbed fetch. */
async function addressTheAppAsks(run: () => Promise<unknown>): Promise<string> {
  let asked = '';
  vi.stubGlobal('fetch', (url: string) => {
    asked = url;
    return Promise.resolve(new Response(JSON.stringify({ success: true, value: [] })));
  });
  configureTestPlatform('PT', 1000);
  // Only the address matters here: an answer of another shape may fail the call.
  await run().catch(() => undefined);
  return asked;
}

describe('SPEED-29 the stamped first answers', () => {
  it('SPEED-29 SPEED-30 the lottery page asks for exactly the address the app lottery menu asks for', async () => {
    const config = firstAnswerConfig(input);
    const lottery = config.pages['/m/lottery'];
    const stamped = lottery && answerAddress(lottery, '', 'PT');
    const query = lotteryMenuQuery('PT');
    const app = await addressTheAppAsks(() =>
      (query.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>)({
        signal: new AbortController().signal,
      }),
    );
    expect(stamped).toBe(app);
    // Every path of the page, a tenant's own too; the texts in each of the tenant's languages (a pack's gaps in EN).
    expect(config.pages['/m/sorteios']).toEqual(config.pages['/m/lottery']);
    expect(config.pages['/m/lottery']?.texts.PT).toEqual({ issue: 'Sorteio {{numero}}', previous: 'Último resultado' });
    expect(config.pages['/m/lottery']?.texts.EN).toEqual({ issue: 'Issue {{numero}}', previous: 'Last result' });
    expect(config.rightToLeft).toEqual(['AR']);
  });

  it('SPEED-29 SPEED-30 the game list asks for exactly the first page the app game list asks for at the same address', async () => {
    const stamped = firstAnswerConfig(input).pages['/m/gameList'];
    for (const search of ['', '?gameType=RNG', '?gameType=fish']) {
      // As useGameList builds the list's parameters from the address.
      const { gameType, tab, filter } = listQueryOf(new URLSearchParams(search));
      const query = gameListQuery({ gameType, ...modeOf(tab), filter, language: 'PT', token: null });
      const app = await addressTheAppAsks(() =>
        (query.queryFn as (context: { pageParam: number; signal: AbortSignal }) => Promise<unknown>)({
          pageParam: 1,
          signal: new AbortController().signal,
        }),
      );
      expect(stamped && answerAddress(stamped, search, 'PT')).toBe(app);
    }
  });

  it('SPEED-29 every answer of the page table is a guest GET drawn into a block of its view', () => {
    const answered = PAGE_ENTRIES.filter(([page]) => FIRST_VIEWS[page]?.answer);
    expect(answered.map(([page]) => page)).toContain('lottery');
    for (const [page] of answered) {
      const view = FIRST_VIEWS[page];
      const answer = view?.answer;
      if (!view || !answer) continue;
      expect(() => answerUrl('', answer, page)).not.toThrow();
      expect(view.blocks.filter((block) => 'answer' in block && block.answer)).toHaveLength(1);
    }
    expect(() => answerUrl('', { call: 'withdraw', query: {}, draw: 'lotteryRows', texts: {} }, 'lottery')).toThrow(
      /not a guest's GET/,
    );
    expect(() =>
      answerUrl('', { call: 'gameList', query: { gameType: '{type}' }, draw: 'gameTiles', texts: {} }, 'gameList'),
    ).toThrow(/neither the language nor an address value/);
  });

  it('SPEED-29 the inline script: the compiled drawer called with the tenant table, safe inside <script>', () => {
    const script = firstAnswerScript({ ...input, merchant: 'de</script>mo' }) ?? '';
    expect(script.startsWith(input.script ?? '')).toBe(true);
    expect(script).toContain('lobbyFirstAnswer.startFirstAnswer({"merchant":"de\\u003c/script>mo"');
    expect(firstAnswerScript({ ...input, script: null })).toBeNull();
    const routesWithoutAnswers = routesFor([], false).filter((route) => !FIRST_VIEWS[route.page]?.answer);
    expect(firstAnswerScript({ ...input, routes: routesWithoutAnswers })).toBeNull();
    expect(() => firstAnswerScript({ ...input, script: 'x="</script>"' })).toThrow(/<\/script/);
  });
});
