import { winningDigits } from '@/features/lottery/countdown';
import { isolated } from '@/lib/bidi-isolate';
import { imageSourceFrom } from '@/lib/image-source';
import type { FirstAnswerDraw, FirstAnswerTexts } from '@/tenant/page-table/first-view';

/**
 * The first answer's drawers (SPEED-29): each turns a page's first answer
 * into the elements of its first rows, as the app will draw them (the same
 * boxes, the same texts), so the largest element paints before the app's
 * code and React replaces it with one of the same size. Only what the first
 * screen shows; nothing that needs the app (favourites, countdowns, badges).
 * Values are text (textContent), addresses pass imageSourceFrom, and an
 * answer of another shape draws nothing.
 */

/** What the stamp gives every drawer beside the answer. */
export interface DrawContext {
  /** In the player's language; `{{name}}` as in the catalogues. */
  readonly texts: FirstAnswerTexts;
  readonly rightToLeft: boolean;
  /** The CDN hosts a bare image path goes to (src/lib/spec-constants.ts, IMAGE_CDN_FALLBACKS). */
  readonly cdns: readonly [string, ...string[]];
}

type Drawer = (value: unknown, context: DrawContext) => HTMLElement[];

/** The lottery page's first rows and the game list's first tiles: as many as their first views hold. */
export const LOTTERY_FIRST_ROWS = 6;
export const GAME_FIRST_TILES = 9;
/**
 * Of those, the tiles whose pictures the shell loads: the first row. Nine
 * pictures at once shared the connection and each took three times as long
 * (Lighthouse LCP 1.5 s); the app loads the rest, paced, as it always has.
 */
export const GAME_PICTURED_TILES = 3;

const record = (value: unknown): Readonly<Record<string, unknown>> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Readonly<Record<string, unknown>>)
    : null;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
/** `first ?? second` as the app reads the answer: its schema makes a value that is not text undefined. */
const either = (first: unknown, second: unknown): string => (typeof first === 'string' ? first : text(second));

function element(tag: string, className?: string, content?: string): HTMLElement {
  const made = document.createElement(tag);
  if (className) made.className = className;
  if (content !== undefined) made.textContent = content;
  return made;
}

function image(address: unknown, size: number, context: DrawContext): HTMLImageElement {
  const img = document.createElement('img');
  img.alt = '';
  img.width = size;
  img.height = size;
  const source = imageSourceFrom(text(address), context.cdns);
  if (source) img.src = source;
  return img;
}

/** A catalogue text with its `{{name}}` placeholders filled as the app's i18next fills a string value. */
function filled(template: string, values: Readonly<Record<string, string>>, rightToLeft: boolean): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? isolated(values[name] ?? '', rightToLeft) : whole,
  );
}

/**
 * The lottery page's "popular" tab (src/features/lottery/lottery-page.tsx,
 * LotteryRow): the games of every group tagged HOT, in the answer's order,
 * each with its icon, name, remark, issue and last result. The countdown's
 * box stays empty until the app's ticker fills it.
 */
function lotteryRows(value: unknown, context: DrawContext): HTMLElement[] {
  if (!Array.isArray(value)) return [];
  const games = value
    .flatMap((group: unknown): unknown[] => {
      const menus = record(group)?.gameMenus;
      return Array.isArray(menus) ? (menus as unknown[]) : [];
    })
    .map(record)
    .filter((game): game is Readonly<Record<string, unknown>> => game !== null && text(game.gameCode) !== '')
    .filter((game) => text(game.tag).toUpperCase().includes('HOT'))
    .slice(0, LOTTERY_FIRST_ROWS);
  return games.map((game) => {
    const row = element('div', 'lby-fa-row');
    const open = element('div', 'lby-fa-open');
    const title = element('span');
    const name = element('strong', undefined, either(game.gameName, game.gameCode));
    const remark = element('small', undefined, text(game.remark));
    name.dir = 'auto';
    remark.dir = 'auto';
    title.append(name, ' ', remark);
    const numero = text(game.numero);
    const digits = winningDigits(text(game.previousWinningNumber));
    const issue = numero ? filled(context.texts.issue ?? '', { numero }, context.rightToLeft) : '';
    const previous = digits ? `· ${context.texts.previous ?? ''}: ${digits}` : '';
    open.append(
      image(game.mobileIconUrl, 48, context),
      title,
      element('span', 'lby-fa-clock'),
      element('small', undefined, `${issue} ${previous}`),
    );
    row.append(open, element('span', 'lby-fa-heart'));
    return row;
  });
}

/**
 * The game list's first tiles (src/features/games/game-tile.tsx): each game
 * with an id and a name (REL-11), its name under its picture (the first
 * row's only); the badges, the heart and the vendor's line come with the app
 * (their line's height is kept).
 */
function gameTiles(value: unknown, context: DrawContext): HTMLElement[] {
  const games = record(value)?.games;
  if (!Array.isArray(games)) return [];
  return games
    .map(record)
    .filter((game): game is Readonly<Record<string, unknown>> => {
      const id = game?.nodeId;
      return game !== null && ((typeof id === 'string' && id !== '') || typeof id === 'number');
    })
    .map((game) => ({ game, name: either(game.gameName, game.nodeName) }))
    .filter(({ name }) => name !== '')
    .slice(0, GAME_FIRST_TILES)
    .map(({ game, name }, index) => {
      const tile = element('div', 'lby-fa-tile');
      const caption = element('span', undefined, name);
      caption.dir = 'auto';
      const picture = index < GAME_PICTURED_TILES ? either(game.iconUrl, game.showIcon) : '';
      tile.append(image(picture, 100, context), caption, element('span', 'lby-fa-meta'));
      return tile;
    });
}

export const DRAWERS: Readonly<Record<FirstAnswerDraw, Drawer>> = { lotteryRows, gameTiles };
