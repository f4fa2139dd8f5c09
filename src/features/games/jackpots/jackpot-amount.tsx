import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { MONEY_DECIMALS } from '@/lib/spec-constants';
import { jackpotsQuery } from '../discovery-api';
import { useGameMoney } from '../game-money';
import { attachJackpot, updatePools } from './jackpot-clock';

/**
 * Jackpot amounts are integer minor units until shown (FIND-13). This is the
 * one place that turns them into text: the money module in minor units
 * (branch money-app) replaces its body.
 */
export function useJackpotMoney(): (minor: number) => string {
  const format = useGameMoney();
  return useMemo(() => (minor: number) => format(minor / 10 ** MONEY_DECIMALS), [format]);
}

/** The jackpots read; each new answer is handed to the shared clock (FIND-14). `refresh`: this reader keeps it fresh. */
export function useJackpots(refresh: boolean) {
  const jackpots = useQuery(jackpotsQuery({ refresh }));
  const { data, dataUpdatedAt } = jackpots;
  useEffect(() => {
    if (data) updatePools(data.pools, dataUpdatedAt);
  }, [data, dataUpdatedAt]);
  return jackpots;
}

/**
 * A pool's amount, moving between reads. React renders the element once;
 * the shared clock writes its text (no render a second). Empty until the
 * pool has been read.
 */
export function JackpotAmount({ jackpotId }: { readonly jackpotId: string }) {
  const format = useJackpotMoney();
  useJackpots(false);
  const attach = useCallback(
    (element: HTMLSpanElement | null) => (element ? attachJackpot(element, jackpotId, format) : undefined),
    [jackpotId, format],
  );
  return <span ref={attach} data-jackpot={jackpotId} />;
}
