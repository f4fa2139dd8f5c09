import { contrastRatio, composite, parseHex } from './color';
import type { Problem } from './problems';
import { resolvedColors, type Theme } from './themes';

/**
 * WCAG AA contrast of the semantic text/background pairs (issue 6): each
 * pair below is text the UI draws on that background. `lobby validate`
 * reports a weak pair as a warning naming the pair and its ratio; it never
 * fails the run (a designer decides).
 */

export const AA_NORMAL_TEXT = 4.5;

export const CONTRAST_PAIRS: ReadonlyArray<readonly [text: string, background: string]> = [
  ['color.text.primary', 'color.bg.page'],
  ['color.text.primary', 'color.bg.surface'],
  ['color.text.primary', 'color.bg.raised'],
  ['color.text.secondary', 'color.bg.page'],
  ['color.text.secondary', 'color.bg.surface'],
  ['color.text.muted', 'color.bg.surface'],
  ['color.text.onBrand', 'color.bg.brand'],
  ['color.text.onAccent', 'color.bg.accent'],
  ['color.text.onHeader', 'color.bg.header'],
  ['color.text.menuInactive', 'color.bg.menu'],
  ['color.text.menuActive', 'color.bg.menu'],
  ['color.text.link', 'color.bg.page'],
  ['color.text.link', 'color.bg.surface'],
  ['color.text.brand', 'color.bg.page'],
  ['color.text.danger', 'color.bg.surface'],
  ['color.text.onToast', 'color.bg.toast'],
  ['color.text.onBadge', 'color.bg.badge'],
];

const hex = (channel: number): string => channel.toString(16).padStart(2, '0');

/** A translucent background is judged as it shows: over the page colour. */
function opaqueBackground(background: string, page: string): string {
  const color = parseHex(background);
  if (color.a >= 1) return background;
  const seen = composite(color, parseHex(page));
  return `#${hex(seen.r)}${hex(seen.g)}${hex(seen.b)}`;
}

export interface ContrastFinding {
  readonly text: string;
  readonly background: string;
  readonly ratio: number;
}

export function weakContrastPairs(theme: Theme, minimum = AA_NORMAL_TEXT): ContrastFinding[] {
  const colors = resolvedColors(theme);
  const page = colors.get('color.bg.page') ?? '#ffffff';
  const findings: ContrastFinding[] = [];
  for (const [text, background] of CONTRAST_PAIRS) {
    const foreground = colors.get(text);
    const behind = colors.get(background);
    if (!foreground || !behind) continue;
    const ratio = contrastRatio(foreground, opaqueBackground(behind, page));
    if (ratio < minimum) findings.push({ text, background, ratio });
  }
  return findings;
}

export function contrastWarnings(theme: Theme, file: string): Problem[] {
  return weakContrastPairs(theme).map((finding) => ({
    file,
    path: finding.text,
    message: `contrast ${finding.ratio.toFixed(2)}:1 on ${finding.background} is below WCAG AA (${AA_NORMAL_TEXT}:1)`,
  }));
}
