import i18next, { type i18n as I18n, type Namespace, type TFunction } from 'i18next';
import { useMemo } from 'react';
import { initReactI18next } from 'react-i18next';
import {
  borrowsAtStart,
  isSpecLanguage,
  LANGUAGE_TABLE,
  LANGUAGES,
  languageOfI18nextCode,
  type Language,
} from '@/lib/languages';
import { localeOf } from '@/lib/locale';
import { importOnce } from '@/lib/retry-import';
import {
  activePseudoLocale,
  PSEUDO_LANGUAGE_TAGS,
  pseudoCatalogue,
  setActivePseudoLocale,
  type PseudoLocale,
} from '@/lib/pseudo-locale';
import { interpolatedValueFor } from './interpolated-value';
import { textsBeforeStart, useTextsInstance } from './texts-clock';

/**
 * EN and PT catalogues (I18N-01/03), one JSON file per namespace and
 * language under locales/. Only the current language's files load; the other
 * language loads when the player switches.
 */

const DEFAULT_NAMESPACE = 'common';

/** A language's namespaces by file (`./home.json`), from locales/<code>/index.ts. */
type LanguageModule = { default: Readonly<Record<string, Record<string, unknown>>> };
/**
 * One module per language: one import, one chunk (the one the shell preloads).
 * Imported file by file, each namespace was a chunk of its own that re-exported
 * from the language's, so a start paid 21 more requests and as many preload
 * tags added in one task (issue 15).
 */
const languageLoaders = import.meta.glob<LanguageModule>('./locales/*/index.ts');

export const toI18nextLanguage = (language: Language): string => LANGUAGE_TABLE[language].i18next;
const PSEUDO_CODES: ReadonlyMap<string, PseudoLocale> = new Map(
  Object.entries(PSEUDO_LANGUAGE_TAGS).map(([locale, tag]) => [tag.toLowerCase(), locale as PseudoLocale]),
);
/**
 * The language of the table whose code i18next holds; a pseudo-locale is
 * English underneath (the platform gets EN); before i18next has started (no
 * code yet), the first of LANGUAGES.
 */
export const fromI18nextLanguage = (code: string | undefined): Language =>
  PSEUDO_CODES.has(code?.toLowerCase() ?? '') ? 'EN' : (languageOfI18nextCode(code) ?? LANGUAGES[0]);

/** `<html lang>` and `dir` from the language table (a pseudo-locale's own tag and direction). */
function markDocument(language: Language): void {
  const pseudo = activePseudoLocale();
  document.documentElement.lang = pseudo ? PSEUDO_LANGUAGE_TAGS[pseudo] : LANGUAGE_TABLE[language].htmlLang;
  document.documentElement.dir = pseudo === 'rtl' ? 'rtl' : pseudo ? 'ltr' : LANGUAGE_TABLE[language].direction;
}

/** The writing direction of the texts on screen now. */
export function textDirection(): 'ltr' | 'rtl' {
  const pseudo = activePseudoLocale();
  if (pseudo) return pseudo === 'rtl' ? 'rtl' : 'ltr';
  return LANGUAGE_TABLE[currentLanguage()].direction;
}

/**
 * EN and PT are complete (a test says so); any other pack shows the EN text
 * for a key it lacks or leaves empty, so its EN catalogues load beside it.
 */
const FALLBACKS: Record<string, string[]> = {
  default: [],
  ...Object.fromEntries(
    LANGUAGES.filter((language) => !isSpecLanguage(language)).map((language) => [
      toI18nextLanguage(language),
      [toI18nextLanguage('EN')],
    ]),
  ),
};

/**
 * A language's catalogues, with EN's beside a scaffold pack (borrowsAtStart).
 * A complete pack starts alone: EN's 13.9 KiB gzip were on every AR first
 * route and its request waited before AR's (issue 35, SPEED-32).
 */
async function loadLanguage(instance: I18n, language: Language): Promise<void> {
  await Promise.all([
    borrowsAtStart(language) ? loadCatalogues(instance, 'EN') : undefined,
    loadCatalogues(instance, language),
  ]);
}

/** Emitted once EN's texts are borrowed; the texts' readers draw again on it (useTexts' clock, react-i18next's bindI18n). */
const TEXTS_BORROWED = 'lobbyTextsBorrowed';
/** The events after which texts on screen are drawn again. */
const TEXT_EVENTS = ['languageChanged', TEXTS_BORROWED] as const;

/**
 * i18next's missing-key hook: a pack outside the spec that lacks a text
 * borrows EN's (OPS-09). EN's catalogues load then, once, and the texts on
 * screen are drawn again; until then the key shows. Not react-i18next's
 * store binding (a render of every reader at each catalogue added): with it,
 * a start whose connection dropped while the texts loaded showed its page's
 * failure in 4 of 8 runs of startup.spec's test, 0 of 8 without.
 */
let borrowing: Promise<void> | undefined;
function borrowEnglish(languages: readonly string[]): void {
  const language = languageOfI18nextCode(languages[0]);
  if (!language || isSpecLanguage(language) || i18n.hasResourceBundle(toI18nextLanguage('EN'), DEFAULT_NAMESPACE))
    return;
  // Once: every missing text of the screen asks in the same render. A failed load may be asked again.
  borrowing ??= loadCatalogues(i18n, 'EN').then(
    () => {
      i18n.emit(TEXTS_BORROWED);
    },
    () => {
      borrowing = undefined;
    },
  );
}

/** A language's catalogue could not be fetched (the network dropped): loading it again may succeed. */
export class CatalogueLoadError extends Error {
  readonly language: Language;
  constructor(language: Language, cause: unknown) {
    super(`The ${language} texts could not be loaded`, { cause });
    this.name = 'CatalogueLoadError';
    this.language = language;
  }
}

/** Each language's chunk, loaded once; a failed fetch is asked for again on the next load (importOnce). */
const languageImports = new Map<string, () => Promise<LanguageModule>>();

async function loadCatalogues(instance: I18n, language: Language): Promise<void> {
  const code = toI18nextLanguage(language);
  const load = languageLoaders[`./locales/${code}/index.ts`];
  if (!load) return;
  let importLanguage = languageImports.get(code);
  if (!importLanguage) {
    importLanguage = importOnce(load);
    languageImports.set(code, importLanguage);
  }
  let module: LanguageModule;
  try {
    module = await importLanguage();
  } catch (failure) {
    throw new CatalogueLoadError(language, failure);
  }
  const { default: files } = module;
  const pseudo = activePseudoLocale();
  for (const [file, catalogue] of Object.entries(files)) {
    const namespace = file.slice('./'.length, -'.json'.length);
    instance.addResourceBundle(code, namespace, catalogue, true, true);
    // A pseudo-locale is the EN texts rewritten (brackets, accents or right to left), under its own code.
    if (pseudo && language === 'EN')
      instance.addResourceBundle(
        PSEUDO_LANGUAGE_TAGS[pseudo],
        namespace,
        pseudoCatalogue(catalogue, pseudo),
        true,
        true,
      );
  }
}

export const i18n: I18n = i18next.createInstance();

/**
 * BOOT-01: resolves once the starting language's catalogues are in. Called
 * again after a CatalogueLoadError, it only loads the catalogues again.
 */
export async function initI18n(language: Language, pseudo: PseudoLocale | null = null): Promise<I18n> {
  setActivePseudoLocale(pseudo);
  const startLanguage: Language = pseudo ? 'EN' : language;
  if (!i18n.isInitialized)
    await i18n.use(initReactI18next).init({
      lng: pseudo ? PSEUDO_LANGUAGE_TAGS[pseudo] : toI18nextLanguage(startLanguage),
      fallbackLng: FALLBACKS,
      returnEmptyString: false,
      defaultNS: DEFAULT_NAMESPACE,
      ns: [DEFAULT_NAMESPACE],
      resources: {},
      // Issue 37: every interpolated value goes through interpolatedValue (numbers in the locale's digits,
      // values isolated from the sentence's direction); it is no HTML escape: React escapes what it renders.
      interpolation: {
        escapeValue: true,
        useRawValueToEscape: true,
        escape: interpolatedValueFor(currentLanguage, () => textDirection() === 'rtl'),
      },
      returnNull: false,
      // A missing text is no one's to save: the hook only borrows EN's texts for a pack that lacks one.
      saveMissing: true,
      saveMissingTo: 'current',
      missingKeyHandler: borrowEnglish,
      react: { useSuspense: false, bindI18n: TEXT_EVENTS.join(' ') },
    });
  await loadLanguage(i18n, startLanguage);
  markDocument(startLanguage);
  return i18n;
}

/** I18N-05: switches without a reload; emits i18next's languageChanged event. */
export async function changeLanguage(language: Language): Promise<void> {
  // A language the player picks ends a pseudo-locale.
  setActivePseudoLocale(null);
  await loadLanguage(i18n, language);
  await i18n.changeLanguage(toI18nextLanguage(language));
  markDocument(language);
}

export function currentLanguage(): Language {
  return fromI18nextLanguage(i18n.language);
}

/** The current UI language as the platform spells it; re-renders on change. */
export function useLanguage(): Language {
  return fromI18nextLanguage(useTextsInstance(i18n, TEXT_EVENTS).language);
}

/**
 * The texts of a namespace: react-i18next's `t` without its hook's cost at
 * every mount (SPEED-33, texts-clock.ts), for every component that reads only
 * `t`. The namespace must be loaded, as every namespace of the language is
 * before the first render.
 */
export function useTexts<N extends Namespace>(namespace: N): TFunction<N> {
  const instance = useTextsInstance(i18n, TEXT_EVENTS);
  // Borrowed texts need no new function: the component draws again (the clock) and `t` reads the store when called.
  const language = instance.language;
  return useMemo(
    () => (instance.isInitialized ? instance.getFixedT(language, namespace) : textsBeforeStart<N>()),
    [instance, language, namespace],
  );
}

/**
 * An i18next instance fixed to one language over the shared catalogues, for
 * showing both languages at once (the theme gallery); the app's own language
 * is left as it is.
 */
export async function instanceFor(language: Language): Promise<I18n> {
  await loadLanguage(i18n, language);
  return i18n.cloneInstance({ lng: toI18nextLanguage(language) });
}

/**
 * The player's Intl locale (issue 37, issue 38) outside React (an answer's
 * callback), at call time: the UI language with the tenant's market and
 * digits (`region`, `numerals`; src/lib/locale.ts, set at boot). Money,
 * numbers, percentages and dates take their locale from there, so a page
 * never mixes digit systems; in React, `localeOf(useLanguage())`.
 */
export function currentIntlLocale(): string {
  return localeOf(currentLanguage());
}
