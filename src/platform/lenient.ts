import * as z from 'zod/mini';
import { moneyAmount, type Minor } from '@/lib/money';

/**
 * A list read from a platform answer (STYLE habit 4: payloads are parsed,
 * never trusted). REL-01 and REL-11: only an answer of nothing reads as an
 * empty list, so a page's no-data view never stands for an answer it could
 * not read.
 * - absent or null: empty (the platform sends nothing when there is nothing);
 * - an item that does not parse, or that `readable` refuses (one whose fields
 *   all fell back to their defaults is nothing to show), is dropped, so one
 *   bad row does not hide the others;
 * - anything else that is not a list, or a list none of whose items is left,
 *   is malformed: the read fails and the page shows its error with a retry.
 */
export function lenientList<T extends z.ZodMiniType>(item: T, readable: (value: z.output<T>) => boolean = () => true) {
  return z.pipe(
    z.nullish(z.array(z.unknown())),
    z.transform((items, context): z.output<T>[] => {
      const kept = (items ?? []).flatMap((raw) => {
        const result = item.safeParse(raw);
        return result.success && readable(result.data) ? [result.data] : [];
      });
      if (items && items.length > 0 && kept.length === 0) {
        context.issues.push({ code: 'custom', message: 'no item of the list could be read', input: items });
        return z.NEVER;
      }
      return kept;
    }),
  );
}

/**
 * REL-11, MONEY-40: an amount of money in an answer, read into minor units
 * with no fallback (its schema lives with the money codec, src/lib/money.ts,
 * the one file that knows the wire's units besides the request function).
 */
export { moneyAmount };

/** An amount of money found outside a schema (an error's value, a computed figure): minor units, or null when unreadable. */
export function readMoney(value: unknown): Minor | null {
  const read = z.safeParse(moneyAmount, value);
  return read.success ? read.data : null;
}

/**
 * A count that is only shown (people or rounds in a report, games found,
 * invitations, unread messages), the one number that may read as 0 when
 * unreadable: the platform leaves a count out when there was nothing to
 * count, and one missing figure should not blank a whole page. Nothing else
 * falls back: an amount fails its read (moneyAmount); a time, an id, a rate
 * or a count that decides something (withdrawals left today) is read as it
 * is, so a row without one is dropped from its list, an answer fails its read.
 */
export const shownCount = z.catch(z.number(), 0);

/** A page of a paged answer (content, pageNum, totalPages, total). */
export function pageSchema<T extends z.ZodMiniType>(item: T) {
  return z.object({
    content: lenientList(item),
    pageNum: z.catch(z.number(), 1),
    totalPages: z.catch(z.number(), 1),
    total: shownCount,
  });
}
