import { useLanguage, useTexts } from '@/i18n';
import { formatDateTime, formatPercent } from '@/lib/formats';
import { MutedText, RecordRow, StackList } from '@/ui';
import { GAME_TYPES, type GameType } from './api';

/** Rates and their changes, as the agent-rebate and team-rebate pages show them (AGENTX-06). */

export function RateHistory({
  history,
}: {
  readonly history: readonly {
    gameType: string;
    oldRate: number | null;
    newRate: number;
    at: number;
    byUpline: boolean;
  }[];
}) {
  const t = useTexts('team');
  const language = useLanguage();
  if (history.length === 0) return <MutedText>{t('rebate.historyEmpty')}</MutedText>;
  const typeName = (code: string) =>
    GAME_TYPES.includes(code as GameType) ? t(`gameTypes.${code as GameType}`) : code;
  return (
    <StackList data-testid="rate-history">
      {history.map((change) => (
        <RecordRow key={`${change.gameType}-${change.at}`}>
          <span>
            {t('rebate.change', {
              type: typeName(change.gameType),
              from: change.oldRate === null ? '—' : formatPercent(change.oldRate, language),
              to: formatPercent(change.newRate, language),
            })}
          </span>
          <small>{formatDateTime(change.at, language)}</small>
          {change.byUpline ? <small>{t('rebate.byUpline')}</small> : null}
        </RecordRow>
      ))}
    </StackList>
  );
}
