import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { GAME_CONSTANTS } from '@/lib/spec-constants';
import { lenientList, moneyAmount } from '@/platform/lenient';
import { callPlatformParsed } from '@/platform/request';

/** CALL-43: the help list (title and content) for the current language. */
const entrySchema = z.object({ title: z.catch(z.string(), ''), content: z.catch(z.string(), '') });
/** REL-11: an entry without a title is dropped; an answer with none left is unreadable, not an empty help centre. */
export const helpListSchema = lenientList(entrySchema, (entry) => entry.title !== '');

export const helpListQuery = (language: string) =>
  queryOptions({
    queryKey: ['help', 'list', language],
    queryFn: ({ signal }) =>
      callPlatformParsed('helpCenter', helpListSchema, { query: { device: GAME_CONSTANTS.device }, signal }),
  });

/**
 * HELP-05: the merchant (consolidated funds) wallet loaded when help opens
 * with a session. REL-11: its balance is money without a fallback (minor units).
 */
const fundsSchema = z.object({ currencySymbol: z.catch(z.string(), ''), sumBalance: moneyAmount });

export const merchantWalletQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['help', 'merchantWallet', token] as const,
    enabled: token !== null,
    meta: { silent: true },
    queryFn: ({ signal }) => callPlatformParsed('merchantWallet', fundsSchema, { signal }),
  });
