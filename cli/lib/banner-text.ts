import { textWidthPerPixel } from '../../tooling/svg-png';

/**
 * The words of a drawn banner set so that they fit (issue 37): a headline
 * and a line under it, each wrapped onto at most two lines and shrunk step
 * by step until the block fits its box, never cut. Widths are measured by
 * resvg with the banner's own fonts (svg-png.ts), so Arabic and any mix of
 * directions measure as they will be drawn.
 */

export interface TextBox {
  /** Width the lines may take, px. */
  readonly width: number;
  /** Height the headline, the line under it, their gap and the button may take together, px. */
  readonly height: number;
  /** Height the button below the text takes, with its gap above, px. */
  readonly below: number;
}

export interface SetText {
  readonly headline: { readonly lines: readonly string[]; readonly size: number; readonly lineHeight: number };
  readonly sub: { readonly lines: readonly string[]; readonly size: number; readonly lineHeight: number };
  /** Height of the whole block (headline, gap, sub), px. */
  readonly height: number;
}

const HEADLINE_SIZES = [40, 38, 36, 34, 32, 30, 28, 26, 24] as const;
const SUB_SIZES = [24, 22, 20, 18] as const;
const GAP = 10;
/** Ink measures a little narrower than the advance the renderer lays out; keep a margin. */
const SAFETY = 1.04;

const lineWidth = (words: readonly string[], size: number, bold: boolean): number =>
  textWidthPerPixel(words.join(' '), bold) * size * SAFETY;

/** Greedy wrapping into lines no wider than `width`; null when a single word is wider, or more than `maxLines` are needed. */
export function wrap(text: string, size: number, bold: boolean, width: number, maxLines: number): string[] | null {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[][] = [];
  for (const word of words) {
    const current = lines[lines.length - 1];
    if (current && lineWidth([...current, word], size, bold) <= width) current.push(word);
    else {
      if (lineWidth([word], size, bold) > width) return null;
      lines.push([word]);
    }
    if (lines.length > maxLines) return null;
  }
  return lines.map((line) => line.join(' '));
}

/**
 * The largest headline (then the largest line under it) that fits the box,
 * on one line where it can at that size, else two; throws when even the
 * smallest sizes on two lines each cannot hold the words (the build names
 * the text, never draws it cut).
 */
export function setBannerText(headline: string, sub: string, box: TextBox): SetText {
  for (const headlineSize of HEADLINE_SIZES) {
    for (const maxHeadlineLines of [1, 2]) {
      const headlineLines = wrap(headline, headlineSize, true, box.width, maxHeadlineLines);
      if (!headlineLines) continue;
      for (const subSize of SUB_SIZES) {
        if (subSize >= headlineSize) continue;
        const subLines = wrap(sub, subSize, false, box.width, 2);
        if (!subLines) continue;
        const headlineLineHeight = Math.round(headlineSize * 1.15);
        const subLineHeight = Math.round(subSize * 1.25);
        const height = headlineLines.length * headlineLineHeight + GAP + subLines.length * subLineHeight;
        if (height + box.below <= box.height)
          return {
            headline: { lines: headlineLines, size: headlineSize, lineHeight: headlineLineHeight },
            sub: { lines: subLines, size: subSize, lineHeight: subLineHeight },
            height,
          };
      }
    }
  }
  throw new Error(`the banner text does not fit a ${box.width} × ${box.height} px box: "${headline}" / "${sub}"`);
}

/** The button's width for its label: the label's width and its padding, never narrower than 140 px. */
export function buttonWidth(label: string, size: number): number {
  return Math.max(140, Math.ceil(textWidthPerPixel(label, true) * size * SAFETY) + 48);
}
