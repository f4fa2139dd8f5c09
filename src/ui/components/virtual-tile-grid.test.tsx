// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VirtualTileGrid } from './virtual-tile-grid';

interface Game {
  readonly id: string;
}

const games = (count: number): Game[] => Array.from({ length: count }, (_, index) => ({ id: `game-${index + 1}` }));
const keyOf = (game: Game) => game.id;

afterEach(cleanup);

describe('VirtualTileGrid (SPEED-04, SPEED-12)', () => {
  it('SPEED-12 a new page renders only the tiles it brings in, and every tile on screen learns the new set size', () => {
    const first = games(6);
    const rendered: string[] = [];
    const renderTile = vi.fn((game: Game) => {
      rendered.push(game.id);
      return <span>{game.id}</span>;
    });
    const { rerender } = render(<VirtualTileGrid items={first} label="Games" keyOf={keyOf} renderTile={renderTile} />);
    expect(rendered).toEqual(first.map(keyOf));

    rendered.length = 0;
    // The next page: the same game objects first, as the list's query returns them, then three more.
    const more = [...first, ...games(9).slice(6)];
    rerender(<VirtualTileGrid items={more} label="Games" keyOf={keyOf} renderTile={renderTile} />);
    expect(rendered).toEqual(['game-7', 'game-8', 'game-9']);

    const list = screen.getByRole('list', { name: 'Games' });
    expect(list.getAttribute('data-loaded')).toBe('9');
    const cells = screen.getAllByRole('listitem');
    expect(cells.map((cell) => cell.getAttribute('aria-setsize'))).toEqual(Array.from({ length: 9 }, () => '9'));
    expect(cells.map((cell) => cell.getAttribute('aria-posinset'))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
    ]);
  });

  it('SPEED-12 a page that renders for something else (a fetching flag, a deferred list not yet updated) does not render the grid', () => {
    let reads = 0;
    // Counts every look at the list: the grid reads its length whenever it renders.
    const items = new Proxy(games(6), {
      get(target, property, receiver) {
        reads += 1;
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const renderTile = (game: Game) => <span>{game.id}</span>;
    const { rerender } = render(<VirtualTileGrid items={items} label="Games" keyOf={keyOf} renderTile={renderTile} />);
    expect(reads).toBeGreaterThan(0);
    reads = 0;
    rerender(<VirtualTileGrid items={items} label="Games" keyOf={keyOf} renderTile={renderTile} />);
    expect(reads).toBe(0);
    rerender(<VirtualTileGrid items={items} label="Games, loading more" keyOf={keyOf} renderTile={renderTile} />);
    expect(reads).toBeGreaterThan(0);
    expect(screen.getByRole('list', { name: 'Games, loading more' }).getAttribute('data-loaded')).toBe('6');
  });
});
