import type { MotifName } from './motif-names.ts';
import * as slots from './motifs-slots.ts';
import type { Motif } from './motifs-slots.ts';

/**
 * One motif per theme, each drawn in a 64 × 64 box (issue 17; issue 34 gave
 * slots a motif per theme, where every slot used to show the same three
 * sevens). Plain fills, no `var()`, so the SVG works as an <img> and in resvg.
 */

const W = '#fff';

const fish: Motif = (ink, accent) =>
  `<path d="M8 32c8-12 22-16 34-10l14-8v36l-14-8C30 48 16 44 8 32z" fill="${W}"/>` +
  `<path d="M22 26c6-4 14-4 18 0" fill="none" stroke="${accent}" stroke-width="3" stroke-linecap="round"/>` +
  `<circle cx="18" cy="30" r="3" fill="${ink}"/><circle cx="48" cy="12" r="3" fill="${W}" opacity=".7"/><circle cx="54" cy="5" r="2" fill="${W}" opacity=".5"/>`;

const octopus: Motif = (ink, accent) =>
  `<path d="M14 30a18 18 0 0 1 36 0v6c0 4-2 6-4 6 2 6 6 10 10 12-6 2-12-2-14-8-2 6-2 10-6 14-4-4-4-8-6-14-2 6-8 10-14 8 4-2 8-6 10-12-2 0-4-2-4-6z" fill="${accent}" stroke="${W}" stroke-width="3" stroke-linejoin="round"/>` +
  `<circle cx="25" cy="28" r="4" fill="${W}"/><circle cx="39" cy="28" r="4" fill="${W}"/><circle cx="26" cy="29" r="2" fill="${ink}"/><circle cx="40" cy="29" r="2" fill="${ink}"/>`;

const shark: Motif = (ink, accent) =>
  `<path d="M4 40c10-10 24-14 36-12l8-16 4 18c4 2 8 4 10 8-8 6-22 10-34 8L16 54l2-10c-6 0-10-2-14-4z" fill="${W}"/>` +
  `<path d="M40 42l-4 4-4-4-4 4-4-4" fill="none" stroke="${ink}" stroke-width="2"/><circle cx="48" cy="36" r="2.5" fill="${ink}"/>` +
  `<path d="M4 56c6-4 12-4 18 0s12 4 18 0 12-4 20 0" fill="none" stroke="${accent}" stroke-width="3" stroke-linecap="round"/>`;

const roulette: Motif = (ink, accent) =>
  `<circle cx="32" cy="32" r="26" fill="${W}"/><circle cx="32" cy="32" r="20" fill="${accent}"/>` +
  `<path d="M32 12v40M12 32h40M18 18l28 28M46 18L18 46" stroke="${W}" stroke-width="2"/>` +
  `<circle cx="32" cy="32" r="8" fill="${ink}"/><circle cx="44" cy="22" r="3.5" fill="${W}" stroke="${ink}"/>`;

const cards: Motif = (ink, accent) =>
  `<rect x="8" y="14" width="28" height="40" rx="4" fill="${W}" transform="rotate(-12 22 34)"/>` +
  `<rect x="28" y="10" width="28" height="40" rx="4" fill="${W}" stroke="${ink}" stroke-width="1" transform="rotate(10 42 30)"/>` +
  `<path d="M42 20c-6 6-9 9-9 12a4 4 0 0 0 7 2l-2 6h8l-2-6a4 4 0 0 0 7-2c0-3-3-6-9-12z" fill="${accent}" transform="rotate(10 42 30)"/>`;

const chips: Motif = (ink, accent) =>
  `<ellipse cx="24" cy="48" rx="18" ry="7" fill="${accent}" stroke="${W}" stroke-width="3"/><ellipse cx="24" cy="40" rx="18" ry="7" fill="${accent}" stroke="${W}" stroke-width="3"/>` +
  `<circle cx="42" cy="24" r="18" fill="${W}"/><circle cx="42" cy="24" r="12" fill="none" stroke="${accent}" stroke-width="5" stroke-dasharray="6 4"/>` +
  `<text x="42" y="29" font-family="sans-serif" font-size="13" font-weight="700" text-anchor="middle" fill="${ink}">21</text>`;

const dice: Motif = (ink, accent) =>
  `<rect x="6" y="22" width="30" height="30" rx="6" fill="${W}" transform="rotate(-10 21 37)"/>` +
  `<rect x="30" y="8" width="28" height="28" rx="6" fill="${accent}" stroke="${W}" stroke-width="3" transform="rotate(12 44 22)"/>` +
  `<g fill="${ink}"><circle cx="14" cy="31" r="3"/><circle cx="21" cy="38" r="3"/><circle cx="28" cy="45" r="3"/></g>` +
  `<g fill="${W}"><circle cx="39" cy="17" r="2.5"/><circle cx="49" cy="27" r="2.5"/><circle cx="49" cy="17" r="2.5"/><circle cx="39" cy="27" r="2.5"/></g>`;

const ball: Motif = (ink) =>
  `<circle cx="32" cy="32" r="26" fill="${W}"/>` +
  `<path d="M32 20l11 8-4 13H25l-4-13z" fill="${ink}"/>` +
  `<path d="M32 20V7M43 28l12-4M39 41l7 11M25 41l-7 11M21 28L9 24" stroke="${ink}" stroke-width="2.5"/>`;

const pad: Motif = (ink, accent) =>
  `<path d="M14 20h36a10 10 0 0 1 10 11l-2 14a7 7 0 0 1-12 3l-5-6H23l-5 6a7 7 0 0 1-12-3L4 31a10 10 0 0 1 10-11z" fill="${W}"/>` +
  `<path d="M17 27v10M12 32h10" stroke="${ink}" stroke-width="3" stroke-linecap="round"/>` +
  `<circle cx="44" cy="29" r="3" fill="${accent}"/><circle cx="50" cy="35" r="3" fill="${accent}"/>`;

const lotto: Motif = (ink, accent) =>
  `<circle cx="20" cy="38" r="13" fill="${W}"/><circle cx="44" cy="38" r="13" fill="${accent}" stroke="${W}" stroke-width="2"/><circle cx="32" cy="18" r="13" fill="${W}"/>` +
  `<text x="20" y="43" font-family="sans-serif" font-size="13" font-weight="700" text-anchor="middle" fill="${ink}">7</text>` +
  `<text x="44" y="43" font-family="sans-serif" font-size="13" font-weight="700" text-anchor="middle" fill="#fff">3</text>` +
  `<text x="32" y="23" font-family="sans-serif" font-size="13" font-weight="700" text-anchor="middle" fill="${ink}">9</text>`;

const rocket: Motif = (ink, accent) =>
  `<path d="M6 54L22 40l10 6 24-30" fill="none" stroke="${W}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>` +
  `<path d="M46 12l12-2-2 12z" fill="${W}"/><circle cx="22" cy="40" r="4" fill="${accent}" stroke="${ink}"/>`;

const plane: Motif = (ink, accent) =>
  `<path d="M4 50c16-2 30-10 42-22" fill="none" stroke="${W}" stroke-width="3" stroke-dasharray="4 4" stroke-linecap="round"/>` +
  `<path d="M30 30l24-16c4-2 8 2 6 6L44 44l-2-10-8 2 2-8z" fill="${accent}" stroke="${W}" stroke-width="2.5" stroke-linejoin="round"/>` +
  `<path d="M40 22l-14-2-4 4 12 6M48 30l2 14-4 4-6-12" fill="${W}"/><circle cx="52" cy="20" r="2" fill="${ink}"/>`;

const bomb: Motif = (ink, accent) =>
  `<circle cx="28" cy="38" r="20" fill="${ink}" stroke="${W}" stroke-width="3"/><rect x="32" y="14" width="10" height="8" rx="2" fill="${W}" transform="rotate(40 37 18)"/>` +
  `<path d="M42 14c4-6 8-8 12-6" stroke="${W}" stroke-width="2.5" fill="none"/><path d="M56 4l2 4 4 1-4 2-1 4-2-4-4-1 4-2z" fill="${accent}"/>` +
  `<circle cx="20" cy="30" r="4" fill="${W}" opacity=".5"/>`;

const crest: Motif = (ink, accent) =>
  `<path d="M32 6l22 8v16c0 14-10 24-22 28C20 54 10 44 10 30V14z" fill="${W}"/>` +
  `<path d="M24 38c0-10 6-16 14-18-2 4-1 7 2 9-4 0-6 3-6 7 0 4 3 6 6 6H28c-2 0-4-2-4-4z" fill="${accent}" stroke="${ink}" stroke-width="1.5"/>`;

export const MOTIFS: Readonly<Record<MotifName, Motif>> = {
  ...slots,
  fish,
  octopus,
  shark,
  roulette,
  cards,
  chips,
  dice,
  ball,
  pad,
  lotto,
  rocket,
  plane,
  bomb,
  crest,
};
