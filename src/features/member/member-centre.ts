/** Pure rules of the member centre (000 §2.8); its gates are decided in src/tenant/feature-gates.ts. */

const DAY_MS = 24 * 60 * 60 * 1000;

/** MINE-04: whole days since registration (never negative). */
export function daysSinceRegistration(regDate: number, now: number): number {
  return Math.max(0, Math.floor((now - regDate) / DAY_MS));
}
