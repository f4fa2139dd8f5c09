import { LANGUAGE_TABLE, type Language } from './languages';

/**
 * The one place that turns (the player's language, the tenant's market) into
 * the locale every `Intl` formatter of the app uses (issue 37): the
 * language's own tag with the tenant's region, its digits and the Gregorian
 * calendar. Numbers, percentages, dates, times, relative times and money all
 * read it, so a page never writes a format of its own.
 */

/** Which digits a tenant shows where a language has its own: Latin 0–9, or the script's (Arabic-Indic ٠–٩ for AR). */
export type Numerals = 'latn' | 'native';

/** What the tenant file says about its market (schema keys `region` and `numerals`). */
export interface TenantLocale {
  /** ISO 3166-1 alpha-2 country of the market (BR, US, EG…). */
  readonly region: string;
  readonly numerals: Numerals;
}

/** The native numbering system of a script-language, where it is not Latin (Unicode CLDR's `nu` names). */
const NATIVE_NUMERALS: Readonly<Partial<Record<string, string>>> = {
  ar: 'arab',
  fa: 'arabext',
  ur: 'arabext',
  bn: 'beng',
  hi: 'deva',
  ne: 'deva',
  my: 'mymr',
  th: 'thai',
  lo: 'laoo',
  km: 'khmr',
};

/** The language subtag (ar, pt, en…) of a language of the table. */
const languageSubtag = (language: Language): string => new Intl.Locale(LANGUAGE_TABLE[language].locale).language;

/**
 * The region a language is most spoken in, by Unicode CLDR's likely subtags
 * (PT → BR, EN → US, AR → EG): a tenant's default when its file names none.
 */
export function likelyRegion(language: Language): string {
  return new Intl.Locale(LANGUAGE_TABLE[language].locale).maximize().region ?? 'US';
}

/** Whether a language has digits of its own that a tenant may choose instead of Latin ones. */
export const hasNativeNumerals = (language: Language): boolean =>
  NATIVE_NUMERALS[languageSubtag(language)] !== undefined;

/** The BCP 47 locale for `Intl`: language, tenant region, digits and the Gregorian calendar (ar-EG-u-ca-gregory-nu-latn). */
export function intlLocale(language: Language, tenant: TenantLocale): string {
  const subtag = languageSubtag(language);
  const numbering = tenant.numerals === 'native' ? (NATIVE_NUMERALS[subtag] ?? 'latn') : 'latn';
  const region = /^[A-Z]{2}$/.test(tenant.region) ? tenant.region : likelyRegion(language);
  return new Intl.Locale(subtag, { region, calendar: 'gregory', numberingSystem: numbering }).toString();
}

let current: TenantLocale | null = null;

/** Boot (and a live preview) tells the module the tenant's market once; formatters read it from here. */
export function configureLocale(tenant: TenantLocale): void {
  current = tenant;
  cache.clear();
}

const cache = new Map<Language, string>();

/** The running site's locale for a language (before boot: the language's likely region, Latin digits). */
export function localeOf(language: Language): string {
  let found = cache.get(language);
  if (!found) {
    found = intlLocale(language, current ?? { region: likelyRegion(language), numerals: 'latn' });
    cache.set(language, found);
  }
  return found;
}

/** The tenant's market as configured (null before boot). */
export const configuredLocale = (): TenantLocale | null => current;

/** The writing direction of a UI language (the language table's). */
export const languageDirection = (language: Language): 'ltr' | 'rtl' => LANGUAGE_TABLE[language].direction;
