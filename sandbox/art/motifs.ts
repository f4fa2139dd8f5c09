import type { GameCategory } from '../seed/games.ts';

/**
 * One motif per game type, drawn in a 64 × 64 box with `currentColor` for the
 * main shape and `var`-free fills so the SVG works as an <img>. `ink` is the
 * dark colour for details on the motif, `accent` the game's own colour.
 */
type Motif = (ink: string, accent: string) => string;

const slot: Motif = (ink, accent) =>
  `<rect x="6" y="10" width="52" height="44" rx="8" fill="#fff"/>` +
  `<rect x="11" y="16" width="12" height="32" rx="3" fill="${accent}"/><rect x="26" y="16" width="12" height="32" rx="3" fill="${accent}"/><rect x="41" y="16" width="12" height="32" rx="3" fill="${accent}"/>` +
  `<path d="M13 28h8l-5 12M28 28h8l-5 12M43 28h8l-5 12" fill="none" stroke="${ink}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`;

const fish: Motif = (ink, accent) =>
  `<path d="M8 32c8-12 22-16 34-10l14-8v36l-14-8C30 48 16 44 8 32z" fill="#fff"/>` +
  `<path d="M22 26c6-4 14-4 18 0" fill="none" stroke="${accent}" stroke-width="3" stroke-linecap="round"/>` +
  `<circle cx="18" cy="30" r="3" fill="${ink}"/><circle cx="48" cy="12" r="3" fill="#fff" opacity=".7"/><circle cx="54" cy="5" r="2" fill="#fff" opacity=".5"/>`;

const roulette: Motif = (ink, accent) =>
  `<circle cx="32" cy="32" r="26" fill="#fff"/><circle cx="32" cy="32" r="20" fill="${accent}"/>` +
  `<path d="M32 12v40M12 32h40M18 18l28 28M46 18L18 46" stroke="#fff" stroke-width="2"/>` +
  `<circle cx="32" cy="32" r="8" fill="${ink}"/><circle cx="44" cy="22" r="3.5" fill="#fff" stroke="${ink}"/>`;

const cards: Motif = (ink, accent) =>
  `<rect x="8" y="14" width="28" height="40" rx="4" fill="#fff" transform="rotate(-12 22 34)"/>` +
  `<rect x="28" y="10" width="28" height="40" rx="4" fill="#fff" stroke="${ink}" stroke-width="1" transform="rotate(10 42 30)"/>` +
  `<path d="M42 20c-6 6-9 9-9 12a4 4 0 0 0 7 2l-2 6h8l-2-6a4 4 0 0 0 7-2c0-3-3-6-9-12z" fill="${accent}" transform="rotate(10 42 30)"/>`;

const ball: Motif = (ink) =>
  `<circle cx="32" cy="32" r="26" fill="#fff"/>` +
  `<path d="M32 20l11 8-4 13H25l-4-13z" fill="${ink}"/>` +
  `<path d="M32 20V7M43 28l12-4M39 41l7 11M25 41l-7 11M21 28L9 24" stroke="${ink}" stroke-width="2.5"/>`;

const pad: Motif = (ink, accent) =>
  `<path d="M14 20h36a10 10 0 0 1 10 11l-2 14a7 7 0 0 1-12 3l-5-6H23l-5 6a7 7 0 0 1-12-3L4 31a10 10 0 0 1 10-11z" fill="#fff"/>` +
  `<path d="M17 27v10M12 32h10" stroke="${ink}" stroke-width="3" stroke-linecap="round"/>` +
  `<circle cx="44" cy="29" r="3" fill="${accent}"/><circle cx="50" cy="35" r="3" fill="${accent}"/>`;

const lotto: Motif = (ink, accent) =>
  `<circle cx="20" cy="38" r="13" fill="#fff"/><circle cx="44" cy="38" r="13" fill="${accent}" stroke="#fff" stroke-width="2"/><circle cx="32" cy="18" r="13" fill="#fff"/>` +
  `<text x="20" y="43" font-family="sans-serif" font-size="13" font-weight="700" text-anchor="middle" fill="${ink}">7</text>` +
  `<text x="44" y="43" font-family="sans-serif" font-size="13" font-weight="700" text-anchor="middle" fill="#fff">3</text>` +
  `<text x="32" y="23" font-family="sans-serif" font-size="13" font-weight="700" text-anchor="middle" fill="${ink}">9</text>`;

const rocket: Motif = (ink, accent) =>
  `<path d="M6 54L22 40l10 6 24-30" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>` +
  `<path d="M46 12l12-2-2 12z" fill="#fff"/><circle cx="22" cy="40" r="4" fill="${accent}" stroke="${ink}"/>`;

const crest: Motif = (ink, accent) =>
  `<path d="M32 6l22 8v16c0 14-10 24-22 28C20 54 10 44 10 30V14z" fill="#fff"/>` +
  `<path d="M24 38c0-10 6-16 14-18-2 4-1 7 2 9-4 0-6 3-6 7 0 4 3 6 6 6H28c-2 0-4-2-4-4z" fill="${accent}" stroke="${ink}" stroke-width="1.5"/>`;

export const MOTIFS: Readonly<Record<GameCategory, Motif>> = {
  RNG: slot,
  FISH: fish,
  LIVE: roulette,
  PVP: cards,
  SPORTS: ball,
  ESPORTS: pad,
  LOTT: lotto,
  ELOTT: lotto,
  INHOUSE: rocket,
  COCKFIGHT: crest,
};
