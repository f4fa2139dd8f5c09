import { isStandalone } from '@/lib/device';
import type { StorageKey } from '@/lib/storage';
import type { ShellAnswer } from '@/platform/shell-answer';
import {
  LANGUAGE_QUERY_VALUE,
  SHELL_ANSWER_GLOBAL,
  type FirstAnswerConfig,
  type StampedAnswer,
} from '@/tenant/page-table/first-view';
import { DRAWERS } from './drawers';

/**
 * Issue 35, SPEED-29: the first answer of a data page, asked for by the
 * stamped shell's inline script before the app's code has loaded, and drawn
 * into the page's first view (cli/lib/first-answer.ts stamps the table; this
 * module is compiled on its own and inlined). The page's largest element —
 * a lottery's row, a game's tile — then paints with the answer instead of
 * after the 200 KiB of code that React needs; the app takes the response
 * over (shell-answer.ts) and replaces the view in place.
 *
 * Hostile answers draw nothing or only text: values go in through
 * textContent, image addresses are checked (drawers.ts), and any surprise
 * leaves the view's placeholders as they were.
 */

/** Read raw, as the route script reads them, before src/lib/storage.ts (and its zod) has loaded; the types hold them to its keys. */
export const STARTING_LANGUAGE_KEY: StorageKey = 'hisLang';
export const SESSION_INFO_KEY: StorageKey = 'MC_SESSION_INFO';

function read(store: () => Storage, key: string): string | null {
  try {
    return store().getItem(key);
  } catch {
    return null;
  }
}

/** The language the app will start in (I18N-02), as the route script decides it. */
function startingLanguage(config: FirstAnswerConfig): string {
  const stored = read(() => localStorage, STARTING_LANGUAGE_KEY);
  return stored && config.languages.supported.includes(stored) ? stored : config.languages.default;
}

function sessionTokenOf(text: string | null): string | null {
  if (!text) return null;
  try {
    const info: unknown = JSON.parse(text);
    const token = info && typeof info === 'object' ? (info as { token?: unknown }).token : null;
    return typeof token === 'string' && token !== '' ? token : null;
  } catch {
    return null;
  }
}

/** 000 §7 and contract §2, as src/platform/request.ts sends them (a home-screen app is OTHERS). */
function headersFor(config: FirstAnswerConfig, answer: StampedAnswer, language: string): Record<string, string> {
  const headers: Record<string, string> = {
    Merchant: config.merchant,
    Language: language,
    Device: isStandalone() ? 'OTHERS' : 'web',
    'X-Gateway-Version': config.gateway,
  };
  if (answer.moduleId) headers.ModuleId = answer.moduleId;
  const token = answer.token ? sessionTokenOf(read(() => sessionStorage, SESSION_INFO_KEY)) : null;
  if (token) headers.Authorization = token;
  return headers;
}

const domReady = (): Promise<void> =>
  new Promise((resolve) => {
    if (document.readyState !== 'loading') resolve();
    else document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
  });

/** After the frame that shows what was drawn. */
const nextPaint = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** The envelope's value when the platform answered with success (contract §2), else undefined. */
async function valueOf(response: Response): Promise<unknown> {
  if (!response.ok) return undefined;
  const envelope: unknown = await response.clone().json();
  if (!envelope || typeof envelope !== 'object') return undefined;
  const { success, value } = envelope as { success?: unknown; value?: unknown };
  return success === true ? value : undefined;
}

/** Draws the answer into the view's `[data-fa]` slot; the slot when something was drawn. */
function drawInto(config: FirstAnswerConfig, answer: StampedAnswer, value: unknown, language: string): Element | null {
  const slot = document.querySelector(`[data-fv="${answer.page}"] [data-fa]`);
  const texts = answer.texts[language];
  if (!slot || !texts || value === undefined) return null;
  const rightToLeft = config.rightToLeft.includes(language);
  const drawn = DRAWERS[answer.draw](value, { texts, rightToLeft, cdns: config.cdns });
  if (drawn.length === 0) return null;
  slot.replaceChildren(...drawn);
  slot.setAttribute('data-fa', 'drawn');
  return slot;
}

/** Once every picture drawn has loaded or failed: the game list's largest element is its first tile's (as home's banner, the code waits for it). */
const picturesIn = (slot: Element): Promise<unknown> =>
  Promise.all(
    [...slot.querySelectorAll('img')]
      .filter((img) => img.hasAttribute('src') && !img.complete)
      .map(
        (img) =>
          new Promise((resolve) => {
            img.addEventListener('load', resolve, { once: true });
            img.addEventListener('error', resolve, { once: true });
          }),
      ),
  );

/** A value as URLSearchParams writes it, as src/platform/request.ts's addresses do. */
const queryValue = (value: string): string => new URLSearchParams([['', value]]).toString().slice(1);

/**
 * The call's address for this page address: the language and the values the
 * page reads from its address filled in (upper-cased, as it reads them); null
 * when the address has a parameter the page reads otherwise (the game list's
 * vendor or words: another list), which is left to the app.
 */
export function answerAddress(answer: StampedAnswer, search: string, language: string): string | null {
  const params = new URLSearchParams(search);
  const own = Object.prototype.hasOwnProperty.bind(answer.address);
  if ([...params.keys()].some((name) => !own(name))) return null;
  // Replaced by functions: a value is never read as a replacement pattern.
  let url = answer.url.replace(LANGUAGE_QUERY_VALUE, () => queryValue(language));
  for (const [name, fallback] of Object.entries(answer.address))
    url = url.replace(`{${name}}`, () => queryValue((params.get(name) ?? fallback).toUpperCase()));
  return url;
}

/** Starts the path's first answer, if it has one, and leaves it on `window` for the route script and the app. */
export function startFirstAnswer(
  config: FirstAnswerConfig,
  path: string = location.pathname,
  search: string = location.search,
): ShellAnswer | null {
  const answer = Object.prototype.hasOwnProperty.call(config.pages, path) ? config.pages[path] : undefined;
  if (!answer || typeof fetch !== 'function') return null;
  const language = startingLanguage(config);
  const url = answerAddress(answer, search, language);
  if (url === null) return null;
  const headers = headersFor(config, answer, language);
  const response = fetch(url, { headers, credentials: 'same-origin' });
  // Nothing here may reject unhandled: the app reports its own failures when it asks again.
  response.catch(() => undefined);
  const drawn = Promise.all([response.then(valueOf), domReady()])
    .then(([value]) => drawInto(config, answer, value, language))
    .then(async (slot) => {
      if (!slot) return;
      await picturesIn(slot);
      await nextPaint();
    })
    .catch(() => undefined);
  const shellAnswer: ShellAnswer = { url, headers, response, drawn };
  (window as unknown as Record<string, unknown>)[SHELL_ANSWER_GLOBAL] = shellAnswer;
  return shellAnswer;
}
