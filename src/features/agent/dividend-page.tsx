import { useQuery } from '@tanstack/react-query';
import { useTexts } from '@/i18n';
import { memberInfoQuery, useMoney } from '@/session';
import { dividendQuery } from './dividend-api';
import { formatDateTime, formatPercent } from '@/lib/formats';
import { useSessionInfo, useToken } from '@/platform/session';
import { LoadingState, MutedText, QueryView, RecordRow, StackList, StatusBadge } from '@/ui';
import { FigureGrid } from '@/ui/patterns/figure-grid';
import { SectionCard } from '@/ui/patterns/section-card';
import { TitledPage } from '@/ui/patterns/titled-page';
import { isContractExempt } from './contracts';

/**
 * /m/member/agent/agentDivident (ROUTE-28, AGENT-23, AGENTX-09): the
 * dividend contract's terms in words (settlement period, tiers of ratio by
 * team net loss and active players), this month's estimate, the settled
 * months and the pending and paid totals. Loaded only for types other than
 * 4, 40, 41 and 42; the others are told dividends do not apply.
 */

type Dividend = NonNullable<ReturnType<typeof useDividend>['data']>;
const useDividend = (token: string | null, enabled: boolean) =>
  useQuery({ ...dividendQuery(token), enabled: token !== null && enabled });

function DividendDetail({ dividend }: { readonly dividend: Dividend }) {
  const t = useTexts('team');
  const money = useMoney();
  const { terms, current, history } = dividend;
  const periodName = (['monthly', 'weekly', 'halfMonthly'] as const).find((name) => name === terms.period);
  const date = (time: number) => formatDateTime(time, money.language, 'date');
  const currentFigures = [
    { id: 'netLoss', label: t('overview.netLoss'), value: money.show(current.netLoss) },
    { id: 'activePlayers', label: t('overview.activePlayers'), value: current.activePlayers },
    { id: 'ratio', label: t('dividend.ratio'), value: formatPercent(current.ratio, money.language) },
    { id: 'estimate', label: t('dividend.estimate'), value: money.format(current.estimate) },
  ];
  const totalFigures = [
    { id: 'pending', label: t('dividend.pending'), value: money.show(history.pending) },
    { id: 'paid', label: t('dividend.paid'), value: money.show(history.paid) },
  ];
  return (
    <>
      <SectionCard title={t('dividend.terms')} data-testid="dividend-terms">
        <MutedText data-field="period">
          {t('dividend.periodLine', { period: periodName ? t(`dividend.periods.${periodName}`) : terms.period })}
        </MutedText>
        <StackList>
          {terms.tiers.map((tier) => (
            <li key={tier.ratio}>
              {t('dividend.tier', {
                netLoss: money.format(tier.minNetLoss),
                players: tier.minActivePlayers,
                ratio: formatPercent(tier.ratio, money.language),
              })}
            </li>
          ))}
        </StackList>
      </SectionCard>
      <SectionCard title={t('dividend.current')}>
        <FigureGrid testId="dividend-current" figures={currentFigures} />
      </SectionCard>
      <SectionCard title={t('dividend.history')}>
        <FigureGrid testId="dividend-totals" figures={totalFigures} />
        {history.periods.length === 0 ? (
          <MutedText>{t('dividend.historyEmpty')}</MutedText>
        ) : (
          <StackList data-testid="dividend-periods">
            {history.periods.map((period) => (
              <RecordRow key={period.id} data-status={period.status}>
                <span>
                  {t('dividend.periodRow', { from: date(period.periodStart), to: date(period.periodEnd - 1) })}
                </span>
                <strong>{money.show(period.amount)}</strong>
                <small>
                  {t('dividend.periodFigures', {
                    netLoss: money.format(period.netLoss),
                    ratio: formatPercent(period.ratio, money.language),
                  })}
                </small>
                <StatusBadge $tone={period.status === 'paid' ? 'success' : 'warning'}>
                  {t(`dividend.status.${period.status}`)}
                </StatusBadge>
              </RecordRow>
            ))}
          </StackList>
        )}
      </SectionCard>
    </>
  );
}

export default function DividendPage() {
  const t = useTexts('team');
  const session = useSessionInfo();
  const token = useToken();
  const member = useQuery(memberInfoQuery(token));
  const exempt = isContractExempt(member.data?.type ?? session?.type ?? null);
  const dividend = useDividend(token, member.isSuccess && !exempt);
  return (
    <TitledPage page="agentDividend" title={t('dividend.title')}>
      {member.isPending ? (
        <LoadingState />
      ) : exempt ? (
        <MutedText data-testid="dividend-exempt">{t('dividend.exempt')}</MutedText>
      ) : (
        <QueryView query={dividend}>{(value) => <DividendDetail dividend={value} />}</QueryView>
      )}
    </TitledPage>
  );
}
