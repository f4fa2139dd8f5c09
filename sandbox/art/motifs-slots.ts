/**
 * The slot themes' motifs (issue 34, FIND-06), each in a 64 × 64 box: white
 * for the main shape, `accent` for the game's own colour, `ink` for details.
 * Plain fills and strokes only, so resvg draws them as the browser would.
 */
export type Motif = (ink: string, accent: string) => string;

const W = '#fff';

export const cherries: Motif = (ink, accent) =>
  `<path d="M22 40C24 24 32 12 46 8M42 40C40 28 42 18 46 8" fill="none" stroke="${ink}" stroke-width="3" stroke-linecap="round"/>` +
  `<path d="M46 8c6 0 12 4 12 10-8 0-12-4-12-10z" fill="${W}"/>` +
  `<circle cx="20" cy="46" r="12" fill="${accent}" stroke="${W}" stroke-width="3"/><circle cx="42" cy="46" r="12" fill="${accent}" stroke="${W}" stroke-width="3"/>` +
  `<circle cx="16" cy="42" r="3" fill="${W}" opacity=".8"/><circle cx="38" cy="42" r="3" fill="${W}" opacity=".8"/>`;

export const sevens: Motif = (ink, accent) =>
  `<rect x="6" y="10" width="52" height="44" rx="8" fill="${W}"/>` +
  `<rect x="11" y="16" width="12" height="32" rx="3" fill="${accent}"/><rect x="26" y="16" width="12" height="32" rx="3" fill="${accent}"/><rect x="41" y="16" width="12" height="32" rx="3" fill="${accent}"/>` +
  `<path d="M13 28h8l-5 12M28 28h8l-5 12M43 28h8l-5 12" fill="none" stroke="${ink}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`;

export const tiger: Motif = (ink, accent) =>
  `<path d="M12 14l10 8h20l10-8 2 18c0 14-10 24-22 24S10 46 10 32z" fill="${accent}" stroke="${W}" stroke-width="3" stroke-linejoin="round"/>` +
  `<path d="M32 24v8M22 26l4 6M42 26l-4 6M14 36h8M42 36h8" stroke="${ink}" stroke-width="3" stroke-linecap="round"/>` +
  `<circle cx="24" cy="36" r="3" fill="${ink}"/><circle cx="40" cy="36" r="3" fill="${ink}"/><path d="M28 44l4 4 4-4z" fill="${ink}"/>`;

export const gem: Motif = (ink, accent) =>
  `<path d="M16 10h32l12 14-28 34L4 24z" fill="${W}"/>` +
  `<path d="M16 10l6 14h20l6-14M4 24h56M22 24l10 34 10-34" fill="none" stroke="${ink}" stroke-width="2" stroke-linejoin="round"/>` +
  `<path d="M22 24h20l-10 34z" fill="${accent}"/>`;

export const dragon: Motif = (ink, accent) =>
  `<path d="M8 40c6-18 20-28 36-28l10-6-2 10c6 4 8 10 6 16l-12-2c-4 10-14 18-26 18 6-4 8-8 8-12-6 2-14 4-20 4z" fill="${accent}" stroke="${W}" stroke-width="3" stroke-linejoin="round"/>` +
  `<circle cx="44" cy="20" r="3" fill="${ink}"/><path d="M22 34l6-4M28 40l6-4" stroke="${W}" stroke-width="2" stroke-linecap="round"/>`;

export const panda: Motif = (ink, accent) =>
  `<circle cx="14" cy="16" r="8" fill="${ink}"/><circle cx="50" cy="16" r="8" fill="${ink}"/><circle cx="32" cy="34" r="24" fill="${W}"/>` +
  `<ellipse cx="22" cy="32" rx="6" ry="8" fill="${ink}" transform="rotate(-20 22 32)"/><ellipse cx="42" cy="32" rx="6" ry="8" fill="${ink}" transform="rotate(20 42 32)"/>` +
  `<circle cx="23" cy="31" r="2" fill="${W}"/><circle cx="41" cy="31" r="2" fill="${W}"/><ellipse cx="32" cy="44" rx="5" ry="3.5" fill="${ink}"/><path d="M26 52c4 3 8 3 12 0" stroke="${accent}" stroke-width="3" fill="none" stroke-linecap="round"/>`;

export const koi: Motif = (ink, accent) =>
  `<path d="M10 34c6-14 22-22 36-16l12-10-2 16 6 12-14-4C38 48 18 48 10 34z" fill="${W}"/>` +
  `<path d="M22 26c6 2 8 8 6 14M34 22c4 4 4 12 0 18" fill="none" stroke="${accent}" stroke-width="5" stroke-linecap="round"/>` +
  `<circle cx="16" cy="32" r="2.5" fill="${ink}"/><path d="M20 44c-2 4-6 6-10 6" stroke="${W}" stroke-width="3" fill="none" stroke-linecap="round"/>`;

export const pyramid: Motif = (ink, accent) =>
  `<path d="M32 6l28 50H4z" fill="${W}"/><path d="M32 6l10 50h18z" fill="${accent}" opacity=".6"/>` +
  `<path d="M20 36c8-8 16-8 24 0-8 8-16 8-24 0z" fill="${W}" stroke="${ink}" stroke-width="2"/><circle cx="32" cy="36" r="4" fill="${ink}"/>`;

export const chest: Motif = (ink, accent) =>
  `<path d="M8 28c0-10 8-16 24-16s24 6 24 16z" fill="${accent}" stroke="${W}" stroke-width="3"/>` +
  `<rect x="8" y="28" width="48" height="26" rx="3" fill="${accent}" stroke="${W}" stroke-width="3"/>` +
  `<path d="M8 28h48M20 14v40M44 14v40" stroke="${ink}" stroke-width="2.5"/><rect x="27" y="24" width="10" height="12" rx="2" fill="${W}"/><circle cx="32" cy="30" r="2" fill="${ink}"/>`;

export const crown: Motif = (ink, accent) =>
  `<path d="M6 20l14 12 12-20 12 20 14-12-6 30H12z" fill="${W}" stroke="${ink}" stroke-width="2" stroke-linejoin="round"/>` +
  `<rect x="12" y="46" width="40" height="8" rx="2" fill="${accent}"/><circle cx="32" cy="36" r="4" fill="${accent}"/><circle cx="6" cy="18" r="3" fill="${W}"/><circle cx="32" cy="10" r="3" fill="${W}"/><circle cx="58" cy="18" r="3" fill="${W}"/>`;

export const coins: Motif = (ink, accent) =>
  `<ellipse cx="24" cy="50" rx="16" ry="6" fill="${accent}" stroke="${W}" stroke-width="2.5"/><ellipse cx="24" cy="43" rx="16" ry="6" fill="${accent}" stroke="${W}" stroke-width="2.5"/><ellipse cx="24" cy="36" rx="16" ry="6" fill="${accent}" stroke="${W}" stroke-width="2.5"/>` +
  `<circle cx="44" cy="24" r="16" fill="${W}"/><circle cx="44" cy="24" r="11" fill="${accent}"/>` +
  `<path d="M44 16v16M40 19h6a3 3 0 0 1 0 6h-4a3 3 0 0 0 0 6h6" fill="none" stroke="${ink}" stroke-width="2" stroke-linecap="round"/>`;

export const bolt: Motif = (ink, accent) =>
  `<circle cx="32" cy="32" r="26" fill="${accent}" opacity=".55"/>` +
  `<path d="M36 4L14 36h14l-6 24 24-34H32z" fill="${W}" stroke="${ink}" stroke-width="2" stroke-linejoin="round"/>`;

export const star: Motif = (ink, accent) =>
  `<path d="M32 4l8 18 20 2-15 13 4 20-17-10-17 10 4-20L4 24l20-2z" fill="${W}" stroke="${ink}" stroke-width="2" stroke-linejoin="round"/>` +
  `<circle cx="32" cy="32" r="7" fill="${accent}"/><circle cx="54" cy="52" r="3" fill="${W}"/><circle cx="10" cy="50" r="2" fill="${W}"/>`;

export const clover: Motif = (ink, accent) =>
  `<g fill="${accent}" stroke="${W}" stroke-width="3"><circle cx="22" cy="20" r="11"/><circle cx="42" cy="20" r="11"/><circle cx="22" cy="38" r="11"/><circle cx="42" cy="38" r="11"/></g>` +
  `<path d="M32 30c2 12 6 20 14 28" fill="none" stroke="${ink}" stroke-width="3" stroke-linecap="round"/>`;

export const mask: Motif = (ink, accent) =>
  `<path d="M4 22c10-6 18-4 28 2 10-6 18-8 28-2-2 16-10 24-18 24-6 0-8-6-10-8-2 2-4 8-10 8C14 46 6 38 4 22z" fill="${W}"/>` +
  `<ellipse cx="20" cy="30" rx="6" ry="4" fill="${ink}"/><ellipse cx="44" cy="30" rx="6" ry="4" fill="${ink}"/>` +
  `<path d="M40 18c4-10 10-14 18-14-2 6-8 10-14 12" fill="${accent}"/><path d="M50 16c6-4 10-4 12 0" stroke="${accent}" stroke-width="3" fill="none"/>`;

export const moon: Motif = (ink, accent) =>
  `<path d="M40 6a26 26 0 1 0 18 40A22 22 0 0 1 40 6z" fill="${W}"/>` +
  `<circle cx="26" cy="28" r="4" fill="${accent}" opacity=".5"/><circle cx="20" cy="42" r="3" fill="${accent}" opacity=".5"/>` +
  `<path d="M50 14l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" fill="${W}"/><circle cx="56" cy="34" r="2" fill="${ink}"/>`;

export const bell: Motif = (ink, accent) =>
  `<path d="M32 6c-12 0-18 10-18 22v12l-6 8h48l-6-8V28c0-12-6-22-18-22z" fill="${W}" stroke="${ink}" stroke-width="2" stroke-linejoin="round"/>` +
  `<circle cx="32" cy="54" r="6" fill="${accent}"/><path d="M20 30c0-8 4-14 10-16" stroke="${accent}" stroke-width="3" fill="none" stroke-linecap="round"/>`;

export const heart: Motif = (ink, accent) =>
  `<path d="M32 56C14 42 4 32 4 20A13 13 0 0 1 32 14a13 13 0 0 1 28 6c0 12-10 22-28 36z" fill="${accent}" stroke="${W}" stroke-width="3"/>` +
  `<path d="M16 16c-4 2-6 6-6 10" stroke="${W}" stroke-width="3" fill="none" stroke-linecap="round"/><path d="M32 30l4 8h-8z" fill="${ink}" opacity=".35"/>`;
