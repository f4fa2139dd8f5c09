import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { lenientList, moneyAmount as amount, shownCount } from '@/platform/lenient';
import { callPlatformParsed } from '@/platform/request';

/**
 * The agent's dividend (AGENTX-09, AGENT-23): terms, the current period and
 * the paid history, read by the dividend page and the contract terms. The
 * key stays under the team's so a team change refetches it as before.
 * REL-11: every amount is money without a fallback (minor units, MONEY-40).
 */

// Periods, ids and ratios are read as sent (a period without one is dropped); only counts of players fall back.
const num = z.number();
const text = z.catch(z.string(), '');

const tierSchema = z.object({ minNetLoss: amount, minActivePlayers: shownCount, ratio: num });
const dividendTermsSchema = z.object({ period: text, tiers: lenientList(tierSchema), status: text });
const dividendCurrentSchema = z.object({
  periodStart: num,
  periodEnd: num,
  netLoss: amount,
  activePlayers: shownCount,
  ratio: num,
  estimate: amount,
});
const dividendHistorySchema = z.object({
  periods: lenientList(
    z.object({
      id: num,
      periodStart: num,
      periodEnd: num,
      netLoss: amount,
      activePlayers: shownCount,
      ratio: num,
      amount,
      status: z.catch(z.enum(['pending', 'paid']), 'pending'),
      paidAt: z.catch(z.nullable(z.number()), null),
    }),
  ),
  pending: amount,
  paid: amount,
});

export const dividendQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['team', 'dividend', token] as const,
    enabled: token !== null,
    queryFn: async ({ signal }) => {
      const [terms, current, history] = await Promise.all([
        callPlatformParsed('dividendInfo', dividendTermsSchema, { signal }),
        callPlatformParsed('dividendCurrent', dividendCurrentSchema, { signal }),
        callPlatformParsed('dividendHistory', dividendHistorySchema, { signal }),
      ]);
      return { terms, current, history };
    },
  });
