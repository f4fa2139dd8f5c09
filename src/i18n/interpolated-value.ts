import { formatPlainNumber } from '@/lib/formats';
import { isolated } from '@/lib/bidi-isolate';
import type { Language } from '@/lib/languages';

/**
 * What i18next puts in a text's `{{placeholder}}` (issue 37), as its escape
 * step: a number in the locale's digits (without grouping: ids and issue
 * numbers stay whole; a page passes `formatNumber` for a grouped count), and a
 * value in a bidi isolate (U+2068 … U+2069) wherever its direction could
 * disturb the sentence's — every value in a right-to-left text, and a value
 * with right-to-left letters in a left-to-right one — so an English name or
 * amount in an Arabic sentence keeps the sentence's word order and
 * punctuation, and an Arabic name does in an English one.
 */

/** The escape function for i18next, reading the language and direction of the texts at the time of each call. */
export function interpolatedValueFor(language: () => Language, rightToLeft: () => boolean): (value: unknown) => string {
  return (value) => {
    const text =
      typeof value === 'number'
        ? formatPlainNumber(value, language())
        : typeof value === 'string'
          ? value
          : typeof value === 'boolean' || typeof value === 'bigint'
            ? String(value)
            : '';
    return isolated(text, rightToLeft());
  };
}
