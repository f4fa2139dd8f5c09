import { formatHex, oklch } from 'culori';
import { hashOf, type GameCategory } from '../seed/games.ts';
import { MOTIFS } from './motifs.ts';

/**
 * The sandbox's image CDN (issue 17): game tiles, team badges and vendor
 * badges drawn as SVG, each from what it shows — a game from its vendor's
 * colour, its type's motif and its title; a team from its name; a vendor
 * from its colour and name. Deterministic, so screenshots are stable.
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
  readonly id: string;
  readonly title: string;
  readonly category: GameCategory;
  readonly vendorCode: string;
  readonly vendorColour: string;
}

/** A 160 × 160 game tile: vendor-coloured ground, the type's motif, the title and the vendor's code. */
export function gameArtSvg(game: GameArt): string {
  const hash = hashOf(game.id);
  const turn = (hash % 41) - 20;
  const light = shade(game.vendorColour, 0.62, turn);
  const dark = shade(game.vendorColour, 0.3, turn - 25);
  const accent = shade(game.vendorColour, 0.72, turn + 150);
  const ink = shade(game.vendorColour, 0.22, turn);
  const lines = titleLines(game.title, 14);
  const titleY = lines.length > 1 ? 118 : 132;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">',
    // A vertical ground: rows of one colour make the PNG a third of a slanted one's size (issue 15).
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient><clipPath id="c"><rect width="160" height="160" rx="22"/></clipPath></defs>`,
    '<g clip-path="url(#c)"><rect width="160" height="160" fill="url(#g)"/>',
    `<circle cx="${120 + (hash % 30)}" cy="${20 + ((hash >>> 5) % 30)}" r="${30 + ((hash >>> 3) % 20)}" fill="#fff" opacity=".12"/>`,
    `<g transform="translate(48 22) scale(1)">${MOTIFS[game.category](ink, accent)}</g>`,
    `<rect x="0" y="${titleY - 22}" width="160" height="${160 - titleY + 22}" fill="${ink}" opacity=".55"/>`,
    ...lines.map(
      (line, index) =>
        `<text x="80" y="${titleY + index * 20}" font-family="'Noto Sans',sans-serif" font-size="16" font-weight="700" text-anchor="middle" fill="#fff">${xml(line)}</text>`,
    ),
    '</g>',
    `<rect x="8" y="8" width="40" height="18" rx="9" fill="${ink}" opacity=".8"/>`,
    `<text x="28" y="21" font-family="'Noto Sans',sans-serif" font-size="11" font-weight="700" text-anchor="middle" fill="#fff">${xml(game.vendorCode.slice(0, 4))}</text>`,
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
