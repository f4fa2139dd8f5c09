import { formatHex, oklch } from 'culori';

/**
 * The CI tenant matrix (issue 18): twenty merchants as an operator would
 * onboard them, spread over what varies between real brands — the primary
 * colour around the hue wheel (light and dark), an existing theme, the
 * languages (right-to-left included) and the default language. Deterministic:
 * the same twenty every run, so two contact sheets compare pixel by pixel.
 */

interface MatrixTenant {
  readonly merchant: string;
  readonly displayName: string;
  /** A new brand from this colour (`tenant new --primary … --fix`)… */
  readonly primaryColor?: string;
  /** …or an existing theme. */
  readonly theme?: string;
  readonly languages: readonly string[];
  readonly defaultLanguage: string;
}

const NAMES = [
  'Acme Bet',
  'Bravo Play',
  'Cobalt Casino',
  'Delta Win',
  'Ember Slots',
  'Fjord Games',
  'Gala Lucky',
  'Harbor Bet',
  'Indigo Spin',
  'Jade Lotto',
  'Koi Fortune',
  'Lima Play',
  'Mesa Bet',
  'Nova Jackpot',
  'Onyx Club',
  'Pampa Sorte',
  'Quartz Win',
  'Rio Aposta',
  'Sahara Play',
  'Tundra Bet',
] as const;

const LANGUAGE_SETS: ReadonlyArray<{ readonly languages: readonly string[]; readonly defaultLanguage: string }> = [
  { languages: ['PT', 'EN'], defaultLanguage: 'PT' },
  { languages: ['EN', 'PT'], defaultLanguage: 'EN' },
  { languages: ['PT'], defaultLanguage: 'PT' },
  { languages: ['AR', 'EN'], defaultLanguage: 'AR' },
  { languages: ['EN'], defaultLanguage: 'EN' },
];

const EXISTING_THEMES = ['aurora', 'jaguar', 'lobby'] as const;

/** A primary colour per hue step, alternating a deep and a bright tone (the contrast gate's `--fix` adjusts what needs it). */
function primaryAt(index: number): string {
  const colour = formatHex(oklch({ mode: 'oklch', l: index % 2 === 0 ? 0.5 : 0.72, c: 0.16, h: (index * 37) % 360 }));
  if (!colour) throw new Error(`no colour for matrix tenant ${index}`);
  return colour;
}

export function matrixTenants(count = 20): MatrixTenant[] {
  return Array.from({ length: count }, (_, index) => {
    const displayName = NAMES[index % NAMES.length] ?? `Tenant ${index}`;
    const merchant = `mx${String(index + 1).padStart(2, '0')}${displayName
      .toLowerCase()
      .replace(/[^a-z]/g, '')
      .slice(0, 8)}`;
    const brand =
      index % 7 === 6
        ? { theme: EXISTING_THEMES[Math.floor(index / 7) % EXISTING_THEMES.length] }
        : { primaryColor: primaryAt(index) };
    const languageSet = LANGUAGE_SETS[index % LANGUAGE_SETS.length] ?? {
      languages: ['PT', 'EN'],
      defaultLanguage: 'PT',
    };
    return { merchant, displayName, ...brand, ...languageSet };
  });
}
