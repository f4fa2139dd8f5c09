import { queryOptions } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { Operation } from '@/platform/endpoints';
import { callPlatformParsed } from '@/platform/request';

/**
 * A read of the logged-in member's own data: keyed by the session token
 * (`keyOf(token)`), off without a session, the answer parsed with `schema`.
 * `received` sees the parsed answer in the task it arrives in, before the
 * query hands it to the components that show it.
 */
export const memberReadQuery = <Key extends readonly unknown[], Schema extends z.ZodMiniType>(
  keyOf: (token: string | null) => Key,
  token: string | null,
  operation: Operation,
  schema: Schema,
  received?: (answer: z.output<Schema>) => void,
) =>
  queryOptions({
    queryKey: keyOf(token),
    enabled: token !== null,
    queryFn: async ({ signal }) => {
      const answer = await callPlatformParsed(operation, schema, { signal });
      received?.(answer);
      return answer;
    },
  });
