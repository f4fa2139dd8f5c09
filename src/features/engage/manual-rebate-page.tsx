import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useTexts } from '@/i18n';
import { addAmounts } from '@/lib/money';
import { accountKeys, useMoney } from '@/session';
import { formatPercent } from '@/lib/formats';
import { newRequestId } from '@/lib/request-id';
import { useToken } from '@/platform/session';
import { paths } from '@/tenant/paths';
import {
  Button,
  Card,
  FormAlert,
  MutedText,
  Notice,
  PageBody,
  PageHeading,
  QueryView,
  RecordRow,
  StackList,
  toast,
} from '@/ui';
import { claimableQuery, claimRebate, engageKeys } from './api';
import { useClaim } from './use-claim';

/**
 * /m/member/manualRebate (MANPLAYREB3; ENGAGE-03): the rebate earned per
 * game type since the last claim, and one claim for all of it — credited
 * once per request, busy while in flight.
 */
export default function ManualRebatePage() {
  const t = useTexts('engage');
  const money = useMoney();
  const queryClient = useQueryClient();
  const due = useQuery(claimableQuery(useToken()));
  const claim = useClaim(
    () => claimRebate({ gameType: null, requestId: newRequestId() }),
    (result) => {
      toast.success('engage:rebate.claimed', { values: { amount: money.format(result.amount) } });
      void queryClient.invalidateQueries({ queryKey: engageKeys.all });
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  );
  return (
    <PageBody data-page="manualRebate">
      <PageHeading>{t('rebate.title')}</PageHeading>
      <MutedText>{t('rebate.intro')}</MutedText>
      <QueryView query={due}>
        {(rows) => {
          const total = addAmounts(...rows.map((row) => row.amount));
          const earning = rows.filter((row) => row.stakes > 0);
          return (
            <Card>
              {earning.length === 0 ? (
                <Notice>{t('rebate.nothing')}</Notice>
              ) : (
                <StackList data-testid="claimable">
                  {earning.map((row) => (
                    <RecordRow key={row.gameType} data-game-type={row.gameType}>
                      <span>{t(`gameTypes.${row.gameType as 'RNG'}`, { defaultValue: row.gameType })}</span>
                      <strong>{money.show(row.amount)}</strong>
                      <small>
                        {t('rebate.stakes', {
                          amount: money.format(row.stakes),
                          rate: formatPercent(row.rate, money.language),
                        })}
                      </small>
                    </RecordRow>
                  ))}
                </StackList>
              )}
              {claim.error ? <FormAlert>{claim.error}</FormAlert> : null}
              <Button block busy={claim.busy} disabled={total <= 0} onClick={() => claim.run()}>
                {total > 0 ? t('rebate.claimAll', { amount: money.format(total) }) : t('rebate.claim')}
              </Button>
              <Link to={paths.rebateReport()}>{t('rebate.history')}</Link>
            </Card>
          );
        }}
      </QueryView>
    </PageBody>
  );
}
