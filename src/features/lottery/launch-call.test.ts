import { describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => [] as Array<{ operation: string; options: unknown }>);
vi.mock('@/platform/request', () => ({
  callPlatformParsed: (operation: string, _schema: unknown, options: unknown) => {
    calls.push({ operation, options });
    return Promise.resolve({ gameUrl: 'https://lotto.example/bet' });
  },
}));

const { launchLotteryUrl } = await import('./api');

describe('lottery launch call', () => {
  it('CALL-36 CONST-07 sends lottoArea VN, launchMode LOTT, prize mode, game code, view, device MOBILE, backUrl and language and reads gameUrl', async () => {
    await expect(launchLotteryUrl('VN_FAST5', 'EN', 'https://demo.example/m/lottery', 'Elott')).resolves.toBe(
      'https://lotto.example/bet',
    );
    await launchLotteryUrl(null, 'PT', 'https://demo.example/m/home');
    expect(calls.map((call) => call.operation)).toEqual(['launchLottery', 'launchLottery']);
    expect(calls[0]?.options).toEqual({
      query: {
        lottoArea: 'VN',
        launchMode: 'LOTT',
        lottoPrizeMode: 'Elott',
        lottoGameCode: 'VN_FAST5',
        lottoView: 'betting',
        device: 'MOBILE',
        backUrl: 'https://demo.example/m/lottery',
        language: 'EN',
      },
    });
    // Without a game code the lottery lobby opens.
    expect(calls[1]?.options).toMatchObject({
      query: { lottoPrizeMode: 'Lott', lottoGameCode: undefined, lottoView: 'lobby' },
    });
  });
});
