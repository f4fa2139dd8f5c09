import { getCountries, getExampleNumber } from 'libphonenumber-js/min';
import examples from 'libphonenumber-js/mobile/examples';

/**
 * src/lib/phone-examples.ts (issue 37, LANG-06): an example mobile number of
 * every country, written as it is written there, from libphonenumber's own
 * examples and formats. Generated, so the app ships a table of a couple of
 * kilobytes instead of libphonenumber's metadata (about 44 KiB gzip) to show
 * a placeholder.
 */

export const PHONE_EXAMPLES_MODULE = 'src/lib/phone-examples.ts';
const PER_LINE = 4;

export function phoneExamplesSource(): string {
  const entries = getCountries().flatMap((country) => {
    const example = getExampleNumber(country, examples)?.formatNational();
    return example ? [`${country}: ${JSON.stringify(example)},`] : [];
  });
  const lines: string[] = [];
  for (let index = 0; index < entries.length; index += PER_LINE)
    lines.push(`  ${entries.slice(index, index + PER_LINE).join(' ')}`);
  return [
    '// Generated from libphonenumber-js by `npm run gen` (cli/lib/phone-examples.ts) — do not edit.',
    '/** An example mobile number of each country (ISO 3166 code), in the national format (LANG-06). */',
    'export const PHONE_EXAMPLES: Readonly<Partial<Record<string, string>>> = {',
    ...lines,
    '};',
    '',
  ].join('\n');
}
