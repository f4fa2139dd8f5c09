// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { DRAWERS, GAME_FIRST_TILES, GAME_PICTURED_TILES, LOTTERY_FIRST_ROWS, type DrawContext } from './drawers';

const context: DrawContext = {
  texts: { issue: 'Sorteio {{numero}}', previous: 'Último resultado' },
  rightToLeft: false,
  cdns: ['/m/cdn'],
};

const game = (fields: Record<string, unknown>) => ({
  gameCode: 'FAST1',
  gameName: 'Fast 1 minute',
  tag: 'HOT',
  remark: 'Draw every 1 min',
  numero: '202611290623',
  previousWinningNumber: '7,1,6,2,7~x',
  mobileIconUrl: '/m/cdn/lottery/fast1.png',
  ...fields,
});

const rowTexts = (rows: HTMLElement[]) =>
  rows.map((row) => [...row.querySelectorAll('strong, small')].map((node) => node.textContent));

describe('SPEED-29 the lottery rows drawn from the first answer', () => {
  it('SPEED-29 draws the HOT games of every group as LotteryRow does: icon, name, remark, issue and last result', () => {
    const rows = DRAWERS.lotteryRows(
      [
        { labelName: 'Fast', gameMenus: [game({}), game({ gameCode: 'KENO', gameName: 'Keno', tag: 'NEW' })] },
        { labelName: 'Vietnam', gameMenus: [game({ gameCode: 'HANOI', gameName: 'Hanoi VIP', tag: 'hot,new' })] },
      ],
      context,
    );
    expect(rowTexts(rows)).toEqual([
      ['Fast 1 minute', 'Draw every 1 min', 'Sorteio 202611290623 · Último resultado: 7'],
      ['Hanoi VIP', 'Draw every 1 min', 'Sorteio 202611290623 · Último resultado: 7'],
    ]);
    expect(rows[0]?.querySelector('img')?.getAttribute('src')).toBe('/m/cdn/lottery/fast1.png');
    expect(rows[0]?.querySelector('.lby-fa-clock')?.textContent).toBe('');
  });

  it(`SPEED-29 draws at most the ${LOTTERY_FIRST_ROWS} rows of the first view, skipping games without a code`, () => {
    const games = Array.from({ length: 9 }, (_, index) => game({ gameCode: `G${index}`, gameName: `Game ${index}` }));
    const rows = DRAWERS.lotteryRows([{ gameMenus: [game({ gameCode: '' }), ...games] }], context);
    expect(rows.map((row) => row.querySelector('strong')?.textContent)).toEqual(
      games.slice(0, LOTTERY_FIRST_ROWS).map((one) => one.gameName),
    );
  });

  it('SPEED-29 hostile values stay text and unsafe image addresses load nothing', () => {
    const rows = DRAWERS.lotteryRows(
      [
        {
          gameMenus: [
            game({ gameName: '<img src=x onerror=alert(1)>', mobileIconUrl: 'javascript:alert(1)' }),
            game({ gameCode: 'B', remark: { toString: 'x' }, mobileIconUrl: 'http://evil.example/a.png' }),
            game({ gameCode: 'C', mobileIconUrl: 'TCG_PROD_IMAGES/lottery/c.png', numero: 42 }),
          ],
        },
      ],
      context,
    );
    expect(rows[0]?.querySelector('strong')?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(rows[0]?.querySelectorAll('img')).toHaveLength(1);
    expect(rows[0]?.querySelector('img')?.hasAttribute('src')).toBe(false);
    expect(rows[1]?.querySelector('strong + small')?.textContent).toBe('');
    expect(rows[1]?.querySelector('img')?.hasAttribute('src')).toBe(false);
    // A bare CDN path goes to the CDN, as the app's imageSource sends it; a number where text belongs is left out.
    expect(rows[2]?.querySelector('img')?.getAttribute('src')).toBe('/m/cdn/TCG_PROD_IMAGES/lottery/c.png');
    expect(rows[2]?.querySelector('.lby-fa-clock + small')?.textContent).toBe(' · Último resultado: 7');
  });

  it('SPEED-29 an answer of another shape draws nothing', () => {
    for (const value of [null, 'text', { gameMenus: [game({})] }, [null, 3, { gameMenus: 'no' }]])
      expect(DRAWERS.lotteryRows(value, context)).toEqual([]);
  });

  it('SPEED-29 in a right-to-left language the issue number is isolated, as the app fills it', () => {
    const rows = DRAWERS.lotteryRows([{ gameMenus: [game({ previousWinningNumber: '' })] }], {
      ...context,
      texts: { issue: 'السحب {{numero}}', previous: 'آخر نتيجة' },
      rightToLeft: true,
    });
    expect(rows[0]?.querySelector('.lby-fa-clock + small')?.textContent).toBe('السحب \u2068202611290623\u2069 ');
  });
});

describe('SPEED-29 the game list tiles drawn from the first answer', () => {
  const tile = (fields: Record<string, unknown>) => ({
    nodeId: 'N1',
    gameName: 'Hot 777',
    iconUrl: '/m/cdn/g/1.png',
    ...fields,
  });

  it(`SPEED-29 draws the first ${GAME_FIRST_TILES} games with an id and a name (REL-11): icon and name, as GameTile does`, () => {
    const games = Array.from({ length: 12 }, (_, index) => tile({ nodeId: index, gameName: `Game ${index}` }));
    const tiles = DRAWERS.gameTiles(
      { games: [tile({ nodeId: '' }), tile({ gameName: null, nodeName: '' }), ...games], pageNum: 1 },
      context,
    );
    expect(tiles.map((one) => one.textContent)).toEqual(games.slice(0, GAME_FIRST_TILES).map((one) => one.gameName));
    expect(tiles[0]?.querySelector('img')?.getAttribute('src')).toBe('/m/cdn/g/1.png');
    // The first row's pictures only; the others keep their box for the app's.
    expect(tiles.map((one) => one.querySelector('img')?.hasAttribute('src'))).toEqual(
      tiles.map((_, index) => index < GAME_PICTURED_TILES),
    );
    // As the app reads it: an empty name is a game without one (REL-11), a name that is not text falls to the node's.
    expect(DRAWERS.gameTiles({ games: [tile({ gameName: '', nodeName: 'Hidden' })] }, context)).toEqual([]);
    const named = DRAWERS.gameTiles(
      { games: [tile({ gameName: undefined, nodeName: 'By node', iconUrl: null, showIcon: 'x/y.png' })] },
      context,
    );
    expect(named[0]?.textContent).toBe('By node');
    expect(named[0]?.querySelector('img')?.getAttribute('src')).toBe('/m/cdn/x/y.png');
  });

  it('SPEED-29 a hostile name stays text, an unsafe icon loads nothing, another shape draws nothing', () => {
    const [hostile] = DRAWERS.gameTiles(
      { games: [tile({ gameName: '<b>x</b>', iconUrl: 'data:text/html,<script>' })] },
      context,
    );
    expect(hostile?.querySelector('span')?.textContent).toBe('<b>x</b>');
    expect(hostile?.querySelector('b')).toBeNull();
    expect(hostile?.querySelector('img')?.hasAttribute('src')).toBe(false);
    for (const value of [null, [], { games: 'none' }, { content: [tile({})] }])
      expect(DRAWERS.gameTiles(value, context)).toEqual([]);
  });
});
