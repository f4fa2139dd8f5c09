import { useQuery } from '@tanstack/react-query';
import { useTexts } from '@/i18n';
import type { Minor } from '@/lib/money';
import { useMoney } from '@/session';
import { useToken } from '@/platform/session';
import {
  EmptyState,
  PageBody,
  PageHeading,
  PeriodPicker,
  QueryView,
  RecordRow,
  SectionHeading,
  signOf,
  StackList,
  usePeriod,
} from '@/ui';
import { VirtualStackList } from '@/ui/virtual';
import { breakdownQuery, GAME_TYPES, type Breakdown } from './api';

/**
 * Team profit and loss (AGENTX-04, /m/agent/team/pnl) and team betting
 * (AGENTX-05, /m/teamBetting): per direct downline (that branch summed)
 * and per game type, for a period.
 */

type Kind = 'teamPnl' | 'teamBetting';

/** What both kinds of row show. */
interface Figures {
  readonly bets: Minor;
  readonly wins: Minor;
  readonly netLoss: Minor;
  readonly rounds: number;
  readonly players: number;
}

function Rows({ kind, breakdown }: { readonly kind: Kind; readonly breakdown: Breakdown }) {
  const t = useTexts('team');
  const money = useMoney();
  const gameType = (code: string) =>
    GAME_TYPES.find((known) => known === code) ? t(`gameTypes.${code as 'RNG'}`) : code;
  const figures = (row: Figures) =>
    kind === 'teamPnl'
      ? t('pnl.betsWins', { bets: money.format(row.bets), wins: money.format(row.wins) })
      : `${t('betting.rounds', { count: row.rounds })} · ${t('betting.players', { count: row.players })}`;
  const headline = (row: Figures) =>
    kind === 'teamPnl'
      ? money.show(row.netLoss, { signed: true })
      : t('betting.stake', { amount: money.format(row.bets) });
  if (breakdown.gameTypes.length === 0 && breakdown.downlines.every((row) => row.rounds === 0))
    return <EmptyState>{t('pnl.empty')}</EmptyState>;
  return (
    <>
      <SectionHeading>{t('pnl.byDownline')}</SectionHeading>
      {/* SPEED-07: one row per direct downline, which can be many; the game types stay a short plain list. */}
      <VirtualStackList
        testId="by-downline"
        items={breakdown.downlines}
        keyOf={(row) => String(row.id)}
        renderRow={(row, place) => (
          <RecordRow {...place} data-downline={row.username}>
            <span dir="auto">{row.username}</span>
            <strong data-sign={kind === 'teamPnl' ? signOf(row.netLoss) : ''}>{headline(row)}</strong>
            <small>{figures(row)}</small>
            <small>
              {kind === 'teamPnl'
                ? t('pnl.deposits', { amount: money.format(row.deposits) })
                : t('betting.win', { amount: money.format(row.wins) })}
            </small>
          </RecordRow>
        )}
      />
      <SectionHeading>{t('pnl.byGameType')}</SectionHeading>
      <StackList data-testid="by-game-type">
        {breakdown.gameTypes.map((row) => (
          <RecordRow key={row.gameType} data-game-type={row.gameType}>
            <span>{gameType(row.gameType)}</span>
            <strong data-sign={kind === 'teamPnl' ? signOf(row.netLoss) : ''}>{headline(row)}</strong>
            <small>{figures(row)}</small>
          </RecordRow>
        ))}
      </StackList>
    </>
  );
}

export function BreakdownPage({ kind }: { readonly kind: Kind }) {
  const t = useTexts('team');
  const period = usePeriod('month', ['today', 'yesterday', 'week', 'month', 'custom']);
  const breakdown = useQuery(breakdownQuery(useToken(), kind, period.period));
  return (
    <PageBody data-page={kind === 'teamPnl' ? 'agentTeamPnl' : 'teamBetting'}>
      <PageHeading>{t(kind === 'teamPnl' ? 'pnl.title' : 'betting.title')}</PageHeading>
      <PeriodPicker state={period} />
      <QueryView query={breakdown}>{(value) => <Rows kind={kind} breakdown={value} />}</QueryView>
    </PageBody>
  );
}
