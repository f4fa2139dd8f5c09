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
  /** A new brand from this colour (`tenant new --primary …`)… */
  readonly primaryColor?: string;
  /** …with `--fix` (one colour everywhere) for some, so both paths are onboarded every run (OPS-29). */
  readonly fix?: boolean;
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

/** A primary colour per hue step, alternating a deep and a bright tone (`tenant new` derives the text shades each needs). */
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
        : { primaryColor: primaryAt(index), fix: index % 5 === 4 };
    const languageSet = LANGUAGE_SETS[index % LANGUAGE_SETS.length] ?? {
      languages: ['PT', 'EN'],
      defaultLanguage: 'PT',
    };
    return { merchant, displayName, ...brand, ...languageSet };
  });
}

/** OPS-20: the colour wheel, 36 hues at three OKLCH lightnesses, each a plain `tenant new --primary`. */
export const WHEEL_LIGHTNESSES = [0.35, 0.6, 0.85] as const;

/** Hues per lightness on the wheel (every 10°). */
export const WHEEL_HUES = 36;

export function wheelColours(hues = WHEEL_HUES): string[] {
  return WHEEL_LIGHTNESSES.flatMap((lightness) =>
    Array.from({ length: hues }, (_, step) => {
      const colour = formatHex(oklch({ mode: 'oklch', l: lightness, c: 0.15, h: (step * 360) / hues }));
      if (!colour) throw new Error(`no colour at hue step ${step}`);
      return colour;
    }),
  );
}

export function wheelTenants(): MatrixTenant[] {
  return wheelColours().map((primaryColor, index) => ({
    merchant: `wheel${String(index + 1).padStart(3, '0')}`,
    displayName: `Wheel ${primaryColor}`,
    primaryColor,
    languages: ['EN', 'PT'],
    defaultLanguage: 'EN',
  }));
}
