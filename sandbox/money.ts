/**
 * Money in the sandbox (issue 38): integers in minor units everywhere, in
 * the database, the ledger and every computation. The platform's wire
 * speaks major units with at most two decimals (contract: `amount: 12.5`),
 * so amounts change units in exactly two places: `fromWire` where a request
 * is read and `toWire` where an answer is written. Nothing else in the
 * sandbox multiplies or divides money by 100.
 */

/** Minor units in one major unit: both sandbox currencies (BRL, USD) have two decimals. */
const MINOR_PER_MAJOR = 100;

/** An amount of the wire (major units) in minor units. */
export const fromWire = (major: number): number => Math.round(major * MINOR_PER_MAJOR);

/** An amount in minor units as the wire writes it (major units). */
export const toWire = (minor: number): number => minor / MINOR_PER_MAJOR;

/** Whether a wire amount has at most two decimals (a third would be lost when read). */
export const wholeMinorUnits = (major: number): boolean =>
  Math.abs(Math.round(major * MINOR_PER_MAJOR) - major * MINOR_PER_MAJOR) < 1e-6;

/** A wire amount as fixed text with its two decimals (payment codes and instructions). */
export const wireText = (minor: number): string => toWire(minor).toFixed(2);

/** `percent` % of an amount in minor units, rounded down to a whole minor unit. */
export const percentOf = (minor: number, percent: number): number => Math.floor((minor * percent) / 100);
