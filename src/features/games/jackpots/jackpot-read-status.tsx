import { useQuery } from '@tanstack/react-query';
import { useTexts } from '@/i18n';
import { InlineErrorState } from '@/ui';
import type { GameItem } from '../api';
import { jackpotsQuery } from '../discovery-api';

/**
 * The game list's one reader of the jackpots that keeps them fresh (FIND-13,
 * FIND-15): only while the list shows a jackpot game. Its tiles only read
 * what is there; when the read fails, this says so once, with a retry,
 * instead of every tile's band standing empty without a word.
 */
export function JackpotReadStatus({ games }: { readonly games: readonly GameItem[] }) {
  const t = useTexts('discovery');
  const wanted = games.some((game) => Boolean(game.jackpotId));
  const jackpots = useQuery({ ...jackpotsQuery({ refresh: true }), enabled: wanted });
  if (!wanted || !jackpots.isError || jackpots.isFetching) return null;
  return (
    <InlineErrorState
      testId="jackpot-read-error"
      message={t('jackpots.failed')}
      onRetry={() => void jackpots.refetch()}
    />
  );
}
