// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

interface Tile {
  readonly gameName: string;
}

/** Which commit each render of the game tiles belonged to (the commit counter moves in the Profiler's callback). */
const tileRenders = vi.hoisted(() => ({ commits: 0, at: [] as number[] }));
const answers = vi.hoisted(() => {
  let release: (games: Tile[]) => void = () => undefined;
  const hotGames = new Promise<Tile[]>((resolve) => {
    release = resolve;
  });
  return { hotGames, release: (games: Tile[]) => release(games) };
});

vi.mock('@/i18n', () => ({ useLanguage: () => 'EN', useTexts: () => (key: string) => key }));
vi.mock('@/features/lottery', () => ({ LotteryKinds: () => null }));
vi.mock('./api', () => ({
  lobbyNewsQuery: () => queryOptions({ queryKey: ['news'], queryFn: () => Promise.resolve([]) }),
}));
vi.mock('@/features/games', () => ({
  popularTabs: () => ['HOT', 'SPORTS'],
  popularLabelKey: (id: string) => id.toLowerCase(),
  vendorTypesQuery: () => queryOptions({ queryKey: ['vendorTypes'], queryFn: () => Promise.resolve([]) }),
  vendorsQuery: () => queryOptions({ queryKey: ['vendors'], queryFn: () => Promise.resolve([]) }),
  hotGamesQuery: () => queryOptions({ queryKey: ['hot'], queryFn: () => answers.hotGames }),
  GameTiles: ({ games }: { readonly games: readonly Tile[] }) => {
    tileRenders.at.push(tileRenders.commits);
    return (
      <ul>
        {games.map((game) => (
          <li key={game.gameName}>{game.gameName}</li>
        ))}
      </ul>
    );
  },
}));

const { PopularGames } = await import('./popular-games');

describe('popular games on home', () => {
  afterEach(cleanup);

  it('SPEED-14 POPULAR-01 the hot games show once they arrive, rendered after the commit in which their answer arrived', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <Profiler id="home" onRender={() => void (tileRenders.commits += 1)}>
            <PopularGames />
          </Profiler>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('popular-games')).toBeTruthy();
    const commitsBefore = tileRenders.commits;
    await act(async () => {
      answers.release([{ gameName: 'Fortune Tiger' }, { gameName: 'Aviator' }]);
      await answers.hotGames;
    });
    expect(await screen.findByText('Aviator')).toBeTruthy();
    expect(screen.getByText('Fortune Tiger')).toBeTruthy();
    // The answer's own (synchronous) render re-ran the section's hooks and committed without the tiles;
    // the tiles rendered in a later commit, from the deferred copy.
    expect(tileRenders.at.length).toBeGreaterThan(0);
    expect(Math.min(...tileRenders.at)).toBeGreaterThan(commitsBefore);
  });
});
