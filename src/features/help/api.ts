import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { GAME_CONSTANTS } from '@/lib/spec-constants';
import { callPlatformParsed } from '@/platform/request';

/** CALL-43: the help list (title and content) for the current language. */
const entrySchema = z.object({ title: z.catch(z.string(), ''), content: z.catch(z.string(), '') });
export const helpListSchema = z.catch(z.array(z.catch(z.nullable(entrySchema), null)), []);

export const helpListQuery = (language: string) =>
  queryOptions({
    queryKey: ['help', 'list', language],
    queryFn: async ({ signal }) => {
      const list = await callPlatformParsed('helpCenter', helpListSchema, { query: { device: GAME_CONSTANTS.device }, signal });
      return list.filter((entry): entry is z.infer<typeof entrySchema> => entry !== null && entry.title !== '');
    },
  });

/** HELP-05: the merchant (consolidated funds) wallet loaded when help opens with a session. */
const fundsSchema = z.object({ currencySymbol: z.catch(z.string(), ''), sumBalance: z.catch(z.number(), 0) });

export const merchantWalletQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['help', 'merchantWallet', token] as const,
    enabled: token !== null,
    meta: { silent: true },
    queryFn: ({ signal }) => callPlatformParsed('merchantWallet', fundsSchema, { signal }),
  });
