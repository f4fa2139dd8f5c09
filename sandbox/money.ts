import * as z from 'zod/mini';
import { SandboxHttpError } from './http.ts';

/**
 * Money in the sandbox (issues 38, MONEY-51): integers in minor units
 * everywhere, in the database, the ledger, every computation and every
 * view. The platform's wire speaks major units with at most two decimals
 * (contract: `amount: 12.5`), and this file is the only one that knows it:
 *
 * - a request's amounts are read here: the endpoint table names each
 *   write's money fields (the route wrapper hands them to `bodyInMinorUnits`)
 *   and the control API's schemas use `wireMinor`;
 * - an answer holds `Money` values, which JSON writes in major units when
 *   the answer leaves, so no view, route or seed converts;
 * - texts (a payment code, a notification) format here too.
 *
 * Nothing else in the sandbox multiplies or divides money by 100.
 */

/** Minor units in one major unit: both sandbox currencies (BRL, USD) have two decimals. */
const MINOR_PER_MAJOR = 100;

/** An amount of the wire (major units) in minor units. */
const fromWire = (major: number): number => Math.round(major * MINOR_PER_MAJOR);

/** An amount in minor units as the wire writes it (major units). */
const toWire = (minor: number): number => minor / MINOR_PER_MAJOR;

/** Whether a number has at most two decimals (a third would be lost when read; also rates in percent). */
export const twoDecimals = (value: number): boolean =>
  Math.abs(Math.round(value * MINOR_PER_MAJOR) - value * MINOR_PER_MAJOR) < 1e-6;

/**
 * An amount of an answer, in minor units. Views compute with `minor`; JSON
 * (Fastify's serializer, the event stream) writes the wire's major units.
 */
export class Money {
  constructor(readonly minor: number) {}

  toJSON(): number {
    return toWire(this.minor);
  }
}

/** An answer's amount from minor units. */
export const money = (minor: number): Money => new Money(minor);

/** An answer's amount that may be absent (no limit set, no outcome yet). */
export const moneyOrNull = (minor: number | null): Money | null => (minor === null ? null : new Money(minor));

/**
 * A request body with the named money fields read into minor units (the
 * endpoint row's `money`). A field with a third decimal is refused here with
 * the parser's 400, as nothing may round a player's amount silently; a
 * field that is not a number is left to the route's schema to refuse.
 */
export function bodyInMinorUnits(body: unknown, fields: readonly string[] | undefined): unknown {
  if (!fields || typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const read: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const field of fields) {
    const amount = read[field];
    if (typeof amount !== 'number' || !Number.isFinite(amount)) continue;
    if (!twoDecimals(amount)) throw new SandboxHttpError(400, 'request_param_err', `${field}: at most two decimals`);
    read[field] = fromWire(amount);
  }
  return read;
}

/** A money field of the control API, written in major units as the wire does, read into minor units. */
export const wireMinor = (min: number, maxMajor: number) =>
  z.pipe(
    z.number().check(z.gte(min), z.lte(maxMajor), z.refine(twoDecimals, 'at most two decimals')),
    z.transform(fromWire),
  );

/** An amount in minor units of a request as the routes' schemas take it (after `bodyInMinorUnits`). */
export const minorAmount = (maxMinor: number) => z.int().check(z.gt(0), z.lte(maxMinor));

/** An amount as fixed text in major units with its two decimals (payment codes and instructions). */
export const wireText = (minor: number): string => toWire(minor).toFixed(2);

/** An amount in the member's language and currency (notifications written by the sandbox). */
export const formattedMoney = (minor: number, locale: string, currency: string): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(toWire(minor));

/** `percent` % of an amount in minor units, rounded down to a whole minor unit. */
export const percentOf = (minor: number, percent: number): number => Math.floor((minor * percent) / 100);
