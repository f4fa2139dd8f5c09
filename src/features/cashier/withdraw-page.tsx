import { useQueries } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { useTexts } from '@/i18n';
import { hasPaymentPasswordQuery, payoutAccountsQuery, useMoney, walletQuery } from '@/session';
import { useToken } from '@/platform/session';
import type { PagePrefetchContext } from '@/tenant/page-ids';
import { paths } from '@/tenant/paths';
import { Card, ErrorState, InfoRows, LoadingState, Notice, PageBody, PageHeading, ProgressBar } from '@/ui';
import { withdrawSettingsQuery, type WithdrawSettings } from './api';
import { WithdrawForm } from './withdraw-form';
import { WithdrawalPanel } from './withdrawal-panel';

/**
 * /m/withdraw (000 §2.1, issue 13): available and held money, today's
 * withdrawals left, bonus turnover, then the form — or what is missing
 * first (a payment password, a payout account). A request's id stays in
 * the address (`?request=`) so its state survives a reload.
 */

function Balances({ settings }: { readonly settings: WithdrawSettings }) {
  const t = useTexts('cashier');
  const money = useMoney();
  const { turnover } = settings;
  return (
    <Card data-testid="withdraw-balances">
      <InfoRows
        rows={[
          [t('withdraw.available'), <span data-testid="available">{money.format(settings.availableBalance)}</span>],
          [t('withdraw.held'), <span data-testid="held">{money.format(settings.heldBalance)}</span>],
        ]}
      />
      <span>{t('withdraw.remaining', { count: settings.dailyRemaining })}</span>
      {turnover.required > 0 ? (
        <>
          <span>{t('withdraw.turnover')}</span>
          <ProgressBar value={turnover.done} max={turnover.required} label={t('withdraw.turnover')} />
          <span data-testid="turnover-progress">
            {t('withdraw.turnoverProgress', {
              done: money.format(turnover.done),
              required: money.format(turnover.required),
            })}
          </span>
        </>
      ) : null}
    </Card>
  );
}

/** A first visit (issue 35): the page's three reads and the wallet start with its code, as the deposit's do. */
export function prefetch({ queryClient, token }: PagePrefetchContext): void {
  if (token === null) return;
  const ignore = () => undefined;
  queryClient.query(withdrawSettingsQuery(token)).catch(ignore);
  queryClient.query(payoutAccountsQuery(token)).catch(ignore);
  queryClient.query(hasPaymentPasswordQuery(token)).catch(ignore);
  queryClient.query(walletQuery(token)).catch(ignore);
}

export default function WithdrawPage() {
  const t = useTexts('cashier');
  const token = useToken();
  const [params, setParams] = useSearchParams();
  const requestId = params.get('request') ?? '';
  const [settings, accounts, password] = useQueries({
    queries: [withdrawSettingsQuery(token), payoutAccountsQuery(token), hasPaymentPasswordQuery(token)],
  });
  const failed = [settings, accounts, password].find((query) => query.isError);
  let body;
  if (requestId) body = <WithdrawalPanel id={requestId} onAgain={() => setParams({}, { replace: true })} />;
  else if (failed)
    body = <ErrorState onRetry={() => [settings, accounts, password].forEach((query) => void query.refetch())} />;
  else if (!settings.data || !accounts.data || password.data === undefined) body = <LoadingState />;
  else if (!password.data)
    body = (
      <Notice data-testid="withdraw-needs-password">
        {t('withdraw.noPassword')}{' '}
        <Link to={paths.securityCenter({ tab: 'security' })}>{t('withdraw.setPassword')}</Link>
      </Notice>
    );
  else if (accounts.data.content.length === 0)
    body = (
      <Notice data-testid="withdraw-needs-account">
        {t('withdraw.noAccount')} <Link to={paths.securityCenter({ tab: 'payout' })}>{t('withdraw.addAccount')}</Link>
      </Notice>
    );
  else
    body = (
      <WithdrawForm
        settings={settings.data}
        accounts={accounts.data.content}
        onRequest={(withdrawal) => setParams({ request: withdrawal.id }, { replace: true })}
      />
    );
  return (
    <PageBody data-page="withdraw">
      <PageHeading>{t('withdraw.title')}</PageHeading>
      {/* With the form, not before it: a balance card arriving alone pushed the loading state down (issue 35, CLS). */}
      {settings.data && accounts.data && password.data !== undefined && !requestId ? (
        <Balances settings={settings.data} />
      ) : null}
      {body}
    </PageBody>
  );
}
