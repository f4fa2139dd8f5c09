/**
 * Two pseudo-locales for tests (issue 37), as Android and Chromium ship them:
 * `accented` (en-XA) writes every text of the EN catalogues with accented
 * letters, about 40 % longer and in brackets — "[Ŝîĝñ îñ ~~~]" — so a text
 * that bypassed translation (no brackets), a layout that cannot take longer
 * words (clipping, horizontal scroll) or a font without the letters shows at
 * once; `rtl` (en-XB) writes them right to left inside brackets on a
 * right-to-left page, so every direction mistake shows without reading
 * Arabic. Only a designer's or a test's build (`lobby build --gallery`)
 * honours them, when local storage's `lobbyPseudoLocale` names one.
 */

export type PseudoLocale = 'accented' | 'rtl';
export const PSEUDO_LOCALES: readonly PseudoLocale[] = ['accented', 'rtl'];

/** The i18next code (and `<html lang>`) of each: English plural rules, so the EN catalogues' keys fit. */
export const PSEUDO_LANGUAGE_TAGS: Readonly<Record<PseudoLocale, string>> = { accented: 'en-XA', rtl: 'en-XB' };

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** One accented letter per plain one, each a single code point (Array.from splits them right). */
const ACCENTED = Array.from('åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ');
const accent = (text: string): string =>
  text.replace(/[A-Za-z]/g, (letter) => ACCENTED[PLAIN.indexOf(letter)] ?? letter);

/** Placeholders, nesting, Trans tags and entities: kept as they are, so interpolation and markup still work. */
const KEPT = /(\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?[0-9a-z][^>]*>|&[a-z]+;)/gi;

const RIGHT_TO_LEFT_OVERRIDE = '\u202E';
const POP_DIRECTIONAL_FORMATTING = '\u202C';

/** One catalogue text in a pseudo-locale; an empty text stays empty (it falls back as before). */
export function pseudoText(text: string, locale: PseudoLocale): string {
  if (text === '') return text;
  const parts = text.split(KEPT);
  let letters = 0;
  const written = parts
    .map((part, index) => {
      if (index % 2 === 1) return part;
      letters += part.replace(/\s/g, '').length;
      return locale === 'accented' ? accent(part) : part;
    })
    .join('');
  if (locale === 'rtl') return `[${RIGHT_TO_LEFT_OVERRIDE}${written}${POP_DIRECTIONAL_FORMATTING}]`;
  const padding = Math.max(1, Math.round(letters * 0.4));
  return `[${written} ${'~'.repeat(padding)}]`;
}

/** Every text of a catalogue (nested objects included) in a pseudo-locale. */
export function pseudoCatalogue<T>(catalogue: T, locale: PseudoLocale): T {
  if (typeof catalogue === 'string') return pseudoText(catalogue, locale) as T;
  if (Array.isArray(catalogue)) return catalogue.map((item: unknown) => pseudoCatalogue(item, locale)) as T;
  if (catalogue && typeof catalogue === 'object')
    return Object.fromEntries(
      Object.entries(catalogue).map(([key, value]) => [key, pseudoCatalogue(value as unknown, locale)]),
    ) as T;
  return catalogue;
}

let active: PseudoLocale | null = null;

/** Set once at boot when the build allows pseudo-locales and the test asked for one. */
export function setActivePseudoLocale(locale: PseudoLocale | null): void {
  active = locale;
}

export const activePseudoLocale = (): PseudoLocale | null => active;

/**
 * A formatted value with words in it (a month name, "yesterday") in the
 * active pseudo-locale: it went through the locale layer, so it carries the
 * brackets, and a date written by hand in a page does not. Figures stay as they are.
 */
export function pseudoFormatted(text: string): string {
  return active && /\p{L}/u.test(text) ? pseudoText(text, active) : text;
}
