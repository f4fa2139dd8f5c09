import { formatHex, oklch } from 'culori';
import { contrastRatio, composite, parseHex, toHex } from './color';
import type { Problem } from './problems';
import { resolvedColors, type Theme } from './themes';

/**
 * WCAG AA contrast of the semantic text/background pairs (issue 6): each
 * pair below is text the UI draws on that background. Issue 18 made it a
 * gate: `lobby validate` and `lobby build` (and so `tenant new --serve`)
 * refuse a theme in use with a weak pair, naming the pair, its ratio and a
 * text colour of the same hue that passes.
 */

export const AA_NORMAL_TEXT = 4.5;

const CONTRAST_PAIRS: ReadonlyArray<readonly [text: string, background: string]> = [
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
  // The login card's "play as trial" link (found by the tenant matrix's axe run).
  ['color.text.brand', 'color.bg.surface'],
  // Promotion state pills and the member's initial (found by the axe run on the AR tenant).
  ['color.text.brand', 'color.bg.brandSoft'],
  ['color.text.danger', 'color.bg.surface'],
  ['color.text.onToast', 'color.bg.toast'],
  ['color.text.onBadge', 'color.bg.badge'],
];

/** A translucent background is judged as it shows: over the page colour. */
function opaqueBackground(background: string, page: string): string {
  const color = parseHex(background);
  if (color.a >= 1) return background;
  const seen = composite(color, parseHex(page));
  return toHex(seen);
}

interface ContrastFinding {
  readonly text: string;
  readonly background: string;
  readonly ratio: number;
  /** The text colour with its OKLCH lightness moved just far enough to pass, or null when none does. */
  readonly passing: string | null;
}

/** The nearest lightness of `text` (same hue and chroma) that reads at `minimum` on `background`. */
export function passingShade(text: string, background: string, minimum = AA_NORMAL_TEXT): string | null {
  const base = oklch(text);
  if (!base) return null;
  const candidates: string[] = [];
  for (const target of [0, 1]) {
    // Binary search between the text's lightness and black (0) or white (1): the first lightness that passes.
    let pass = target;
    let fail = base.l;
    const at = (l: number) => formatHex({ ...base, l });
    if (contrastRatio(at(pass), background) < minimum) continue;
    for (let step = 0; step < 20; step += 1) {
      const middle = (pass + fail) / 2;
      if (contrastRatio(at(middle), background) >= minimum) pass = middle;
      else fail = middle;
    }
    candidates.push(at(pass));
  }
  const distance = (hex: string) => Math.abs((oklch(hex)?.l ?? 0) - base.l);
  return candidates.sort((a, b) => distance(a) - distance(b))[0] ?? null;
}

function weakContrastPairs(theme: Theme, minimum = AA_NORMAL_TEXT): ContrastFinding[] {
  const colors = resolvedColors(theme);
  const page = colors.get('color.bg.page') ?? '#ffffff';
  const findings: ContrastFinding[] = [];
  for (const [text, background] of CONTRAST_PAIRS) {
    const foreground = colors.get(text);
    const behind = colors.get(background);
    if (!foreground || !behind) continue;
    const opaque = opaqueBackground(behind, page);
    const ratio = contrastRatio(foreground, opaque);
    if (ratio < minimum)
      findings.push({ text, background, ratio, passing: passingShade(foreground.slice(0, 7), opaque, minimum) });
  }
  return findings;
}

export function contrastProblems(theme: Theme, file: string): Problem[] {
  return weakContrastPairs(theme).map((finding) => ({
    file,
    path: finding.text,
    message: `contrast ${finding.ratio.toFixed(2)}:1 on ${finding.background} is below WCAG AA (${AA_NORMAL_TEXT}:1)${finding.passing ? `; ${finding.passing} passes` : ''}`,
  }));
}
