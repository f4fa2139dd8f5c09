import * as z from 'zod/mini';

/**
 * A list read from a platform answer that never breaks a page: a value that
 * is not a list reads as empty, and an item that does not parse is dropped
 * (STYLE habit 4: payloads are parsed, never trusted).
 */
export function lenientList<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.catch(z.array(z.unknown()), []),
    z.transform((items): z.output<T>[] =>
      items.flatMap((raw) => {
        const parsed = item.safeParse(raw);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
  );
}

/** A page of a paged answer (content, pageNum, totalPages, total). */
export function pageSchema<T extends z.ZodMiniType>(item: T) {
  return z.object({
    content: lenientList(item),
    pageNum: z.catch(z.number(), 1),
    totalPages: z.catch(z.number(), 1),
    total: z.catch(z.number(), 0),
  });
}
