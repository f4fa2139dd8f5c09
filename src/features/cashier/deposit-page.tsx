import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useLanguage, useTexts } from '@/i18n';
import { formatDateTime } from '@/lib/formats';
import { useToken } from '@/platform/session';
import { walletQuery } from '@/session';
import type { PagePrefetchContext } from '@/tenant/page-ids';
import { useSiteSettings } from '@/tenant/site';
import { Notice, PageBody, PageHeading, QueryView } from '@/ui';
import { depositOptionsQuery } from './api';
import { BalanceCard } from './balance-card';
import { DepositForm } from './deposit-form';
import { OrderPanel } from './order-panel';

/**
 * A first visit (issue 35): the deposit's reads and the wallet (its balance,
 * the currency of every amount) start with the page's code, beside the
 * status call and the texts, instead of after React's first render; the page
 * then renders its methods with the answers.
 */
export function prefetch({ queryClient, token }: PagePrefetchContext): void {
  if (token === null) return;
  const ignore = () => undefined;
  queryClient.query(depositOptionsQuery(token)).catch(ignore);
  queryClient.query(walletQuery(token)).catch(ignore);
}

/**
 * /m/voucherCenter (000 §2.1, issue 13): the deposit form, or the order it
 * made. The order's id stays in the address (`?order=`), so a reload or a
 * return from the bank app shows the same order.
 */
export default function DepositPage() {
  const t = useTexts('cashier');
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const settings = useSiteSettings();
  const options = useQuery(depositOptionsQuery(useToken()));
  const orderId = params.get('order') ?? '';
  const stepped = settings.depositDetailVersion === 'new';
  return (
    <PageBody data-page="voucherCenter" data-version={stepped ? 'new' : 'base'}>
      <PageHeading>{t('deposit.title')}</PageHeading>
      <BalanceCard />
      {orderId ? (
        <OrderPanel orderId={orderId} onAgain={() => setParams({}, { replace: true })} />
      ) : (
        <QueryView query={options}>
          {(value) =>
            value.allowed ? (
              <DepositForm
                options={value}
                stepped={stepped}
                onOrder={(order) => setParams({ order: order.orderId }, { replace: true })}
              />
            ) : (
              <Notice data-testid="deposit-blocked">
                {value.exclusionUntil
                  ? t('deposit.excludedUntil', { time: formatDateTime(value.exclusionUntil, language) })
                  : t('deposit.notAllowed')}
              </Notice>
            )
          }
        </QueryView>
      )}
    </PageBody>
  );
}
