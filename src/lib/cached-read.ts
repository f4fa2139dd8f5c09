import type * as z from 'zod/mini';
import { readStored, type StorageKey } from './storage';

/**
 * The recipe of SESSION-10, -19, -21, -22 and -24: a read "shown from the
 * local cache at once and refreshed behind it". The query starts from what
 * the store holds, dated at 0 so it counts as stale and the call still runs;
 * the query function writes the fresh answer back (`writeStored`).
 */
export function startFromStore<T>(fromStore: () => T | undefined): {
  readonly initialData: () => T | undefined;
  readonly initialDataUpdatedAt: 0;
} {
  return { initialData: fromStore, initialDataUpdatedAt: 0 };
}

/** What `key` holds when it passes `schema` — and, with `nonEmpty`, when it is not an empty list. */
export function storedAs<T>(
  key: StorageKey,
  schema: z.ZodMiniType<T>,
  options: { readonly nonEmpty?: boolean } = {},
): T | undefined {
  const parsed = schema.safeParse(readStored(key));
  if (!parsed.success) return undefined;
  if (options.nonEmpty && Array.isArray(parsed.data) && parsed.data.length === 0) return undefined;
  return parsed.data;
}
