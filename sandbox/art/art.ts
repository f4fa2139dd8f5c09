import { formatHex, oklch } from 'culori';
import { hashOf } from '../../src/lib/hash.ts';
import type { MotifName } from './motif-names.ts';
import { MOTIFS } from './motifs.ts';

/**
 * The sandbox's image CDN (issue 17): game tiles, team badges and vendor
 * badges drawn as SVG, each from what it shows — a game from its own hue,
 * its theme's motif, its title and its vendor's colour (issue 34); a team
 * from its name; a vendor from its colour and name. Deterministic, so
 * screenshots are stable.
 */

const xml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The colour with its OKLCH lightness set (0..1) and hue turned by `turn` degrees. */
function shade(colour: string, lightness: number, turn = 0): string {
  const base = oklch(colour) ?? { mode: 'oklch' as const, l: 0.5, c: 0.1, h: 0 };
  return formatHex({ ...base, l: lightness, h: ((base.h ?? 0) + turn + 360) % 360 });
}

/** Splits a title into at most two lines of about `width` characters. */
export function titleLines(title: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= 2) return lines.map((text) => (text.length > width + 2 ? `${text.slice(0, width)}…` : text));
  return [lines[0] ?? '', `${lines.slice(1).join(' ').slice(0, width)}…`];
}

interface GameArt {
  /** Seeds the layout (the ground's pattern, where the motif stands). */
  readonly id: string;
  readonly title: string;
  /** The game's theme (seed/game-names.ts). */
  readonly motif: MotifName;
  /** The ground's hue, OKLCH degrees: the game's own colour. */
  readonly hue: number;
  /** The vendor's brand colour: the tile's frame. */
  readonly vendorColour: string;
}

const paint = (lightness: number, chroma: number, hue: number): string =>
  formatHex({ mode: 'oklch', l: lightness, c: chroma, h: (hue + 360) % 360 });

/** Four grounds behind the motif, picked by the game's id: a glow, rays, dots or bands (all a few shapes: the PNG stays small). */
function groundPattern(hash: number): string {
  switch ((hash >>> 2) % 4) {
    case 0:
      return `<circle cx="${120 + (hash % 30)}" cy="${20 + ((hash >>> 5) % 30)}" r="${30 + ((hash >>> 3) % 20)}" fill="#fff" opacity=".14"/>`;
    case 1:
      return `<path d="M80 60L40 0h22zM80 60L100 0h22zM80 60L160 20v22zM80 60L0 24v22z" fill="#fff" opacity=".1"/>`;
    case 2:
      return `<g fill="#fff" opacity=".12">${[0, 1, 2]
        .flatMap((row) => [0, 1, 2].map((column) => `<circle cx="${20 + column * 60}" cy="${16 + row * 36}" r="9"/>`))
        .join('')}</g>`;
    default:
      return `<path d="M0 40L40 0h30L0 70zM90 160L160 90v30l-40 40z" fill="#fff" opacity=".1"/>`;
  }
}

/**
 * A 160 × 160 game tile (FIND-06): a ground in the game's own hue with one
 * of four patterns, its theme's motif, its title, and a frame in its
 * vendor's colour. Every part comes from the game's name, vendor and type,
 * so two games look different and one game looks the same on every start.
 */
export function gameArtSvg(game: GameArt): string {
  const hash = hashOf(game.id);
  const light = paint(0.66, 0.14, game.hue);
  const dark = paint(0.3, 0.1, game.hue - 25);
  const accent = paint(0.74, 0.16, game.hue + 150);
  const ink = paint(0.22, 0.06, game.hue);
  const lines = titleLines(game.title, 14);
  const titleY = lines.length > 1 ? 118 : 132;
  // The motif stands a little larger or smaller and off centre, by the game's id: no two tiles are laid out alike.
  const scale = 1.2 + ((hash >>> 9) % 4) * 0.05;
  const motifX = Math.round(80 - (64 * scale) / 2) + (((hash >>> 12) % 11) - 5);
  const motifY = Math.round(lines.length > 1 ? 10 : 14) + ((hash >>> 16) % 5);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">',
    // A vertical ground: rows of one colour make the PNG a third of a slanted one's size (issue 15).
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient><clipPath id="c"><rect width="160" height="160" rx="22"/></clipPath></defs>`,
    '<g clip-path="url(#c)"><rect width="160" height="160" fill="url(#g)"/>',
    groundPattern(hash),
    `<g transform="translate(${motifX} ${motifY}) scale(${scale.toFixed(2)})">${MOTIFS[game.motif](ink, accent)}</g>`,
    `<rect x="0" y="${titleY - 22}" width="160" height="${160 - titleY + 22}" fill="${ink}" opacity=".55"/>`,
    ...lines.map(
      (line, index) =>
        `<text x="80" y="${titleY + index * 20}" font-family="'Noto Sans',sans-serif" font-size="16" font-weight="700" text-anchor="middle" fill="#fff">${xml(line)}</text>`,
    ),
    '</g>',
    `<rect x="2" y="2" width="156" height="156" rx="21" fill="none" stroke="${game.vendorColour}" stroke-width="4"/>`,
    '</svg>',
  ].join('');
}

/** A 120 × 120 club badge: a shield in two colours from the team's name, with its initials. */
export function teamBadgeSvg(name: string): string {
  const hash = hashOf(name);
  const first = formatHex({ mode: 'oklch', l: 0.5, c: 0.16, h: hash % 360 });
  const second = formatHex({ mode: 'oklch', l: 0.85, c: 0.1, h: (hash >>> 9) % 360 });
  const initials = name
    .split(/[\s-]+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
  const split = (hash >>> 4) % 3;
  const pattern = [
    `<path d="M60 8l44 14v34c0 30-20 48-44 56V8z" fill="${second}"/>`,
    `<path d="M16 58h88v-2c0 30-20 48-44 56C36 104 16 86 16 56z" fill="${second}"/>`,
    `<path d="M44 12h32v98c-4 1-8 2-16 2s-12-1-16-2z" fill="${second}"/>`,
  ][split];
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">',
    '<defs><clipPath id="s"><path d="M60 8l44 14v34c0 30-20 48-44 56C36 104 16 86 16 56V22z"/></clipPath></defs>',
    `<g clip-path="url(#s)"><rect width="120" height="120" fill="${first}"/>${pattern ?? ''}</g>`,
    `<path d="M60 8l44 14v34c0 30-20 48-44 56C36 104 16 86 16 56V22z" fill="none" stroke="#fff" stroke-width="4"/>`,
    `<circle cx="60" cy="60" r="22" fill="#fff"/>`,
    `<text x="60" y="68" font-family="'Noto Sans',sans-serif" font-size="22" font-weight="700" text-anchor="middle" fill="${first}">${xml(initials)}</text>`,
    '</svg>',
  ].join('');
}

/** A 120 × 120 vendor badge: the vendor's colour, its code large and its name small. */
export function vendorBadgeSvg(code: string, displayName: string, colour: string): string {
  const dark = shade(colour, 0.32);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">',
    `<rect width="120" height="120" rx="26" fill="${dark}"/>`,
    `<rect x="6" y="6" width="108" height="108" rx="22" fill="${colour}"/>`,
    `<path d="M6 80c30-14 70-14 108 0v12a22 22 0 0 1-22 22H28A22 22 0 0 1 6 92z" fill="${dark}" opacity=".55"/>`,
    `<text x="60" y="64" font-family="'Noto Sans',sans-serif" font-size="34" font-weight="800" text-anchor="middle" fill="#fff">${xml(code.slice(0, 4))}</text>`,
    `<text x="60" y="100" font-family="'Noto Sans',sans-serif" font-size="13" text-anchor="middle" fill="#fff">${xml(displayName.slice(0, 16))}</text>`,
    '</svg>',
  ].join('');
}
