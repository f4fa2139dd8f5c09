import { intlWarmed } from '@/app/boot/intl-warmer';
import type { Language } from '@/lib/languages';
import { localeOf } from '@/lib/locale';
import { yieldToBrowser } from '@/lib/yield-to-browser';

/**
 * The first use of `Intl` in a page loads the ICU data of its kind: at 4×
 * CPU, 40–80 ms for the first locale, and 10–20 ms more for each of
 * numbers, plurals and dates (measured in Chromium, issue 35). Left to the
 * first render, all of it lands in one of React's slices, one long task.
 * Started while the boot waits for the network, each kind loads in a task of
 * its own, each under the 50 ms a long task starts at; what the app builds
 * later finds the data loaded. The app's own formatters stay where they are
 * (src/lib/formats.ts, money-format.ts): these objects are thrown away.
 */
const STEPS: ReadonlyArray<(locale: string) => unknown> = [
  (locale) => new Intl.PluralRules(locale).select(1),
  (locale) => new Intl.NumberFormat(locale).format(1),
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(0),
];

export async function warmUpIntl(language: Language): Promise<void> {
  // A worker loads the data off the main thread (intl-warmer.ts); once it has, the steps would only build
  // formatters to throw away (about a millisecond of the player's own locale's data is left to the first one
  // the app builds). Without the worker they load the data here, in small tasks.
  if (await intlWarmed) return;
  await yieldToBrowser();
  const locale = localeOf(language);
  for (const step of STEPS) {
    await yieldToBrowser();
    step(locale);
  }
}
