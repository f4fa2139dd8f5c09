import { useTexts } from '@/i18n';
import { useMoney } from '@/session';
import { PeriodReport } from '@/session/period-report';
import { formatDateTime, formatPercent } from '@/lib/formats';
import { EmptyState, RecordRow, StackList } from '@/ui';
import { rebateClaimsQuery, type RebateClaim } from './api';

function ClaimList({ claims }: { readonly claims: readonly RebateClaim[] }) {
  const t = useTexts('engage');
  const money = useMoney();
  if (claims.length === 0) return <EmptyState>{t('myRebate.empty')}</EmptyState>;
  return (
    <StackList data-testid="rebate-claims">
      {claims.map((row) => (
        <RecordRow key={`${row.gameType}-${row.createTime}`}>
          <span>
            {t('myRebate.row', {
              type: t(`gameTypes.${row.gameType as 'RNG'}`, { defaultValue: row.gameType }),
              stakes: money.format(row.stakes),
              rate: formatPercent(row.rate, money.language),
            })}
          </span>
          <strong>{money.show(row.amount)}</strong>
          <small>{formatDateTime(row.createTime, money.language)}</small>
        </RecordRow>
      ))}
    </StackList>
  );
}

/** /m/member/rebateReport (PLYRBT; ENGAGE-04): the member's rebate claims of a period. */
export default function MyRebatePage() {
  const t = useTexts('engage');
  return (
    <PeriodReport page="rebateReport" title={t('myRebate.title')} read={rebateClaimsQuery}>
      {(claims) => <ClaimList claims={claims} />}
    </PeriodReport>
  );
}
