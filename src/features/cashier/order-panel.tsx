import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTexts } from '@/i18n';
import { addAmounts } from '@/lib/money';
import { accountKeys, useMoney } from '@/session';
import { formatCountdown, formatDateTime } from '@/lib/formats';
import { useToken } from '@/platform/session';
import { InfoRows, MutedText, Notice, QueryView, type Tone } from '@/ui';
import { depositOrderQuery, type DepositOrder } from './api';
import { PaymentInstructions } from './payment-instructions';
import { RequestCard } from './request-card';

/**
 * A deposit order (MONEY-05, MONEY-07, MONEY-08): its state, what to do to
 * pay while it is pending (with the time left), and a receipt once paid.
 * Polled while pending; when it turns paid the header balance refreshes.
 */

const TONE: Record<DepositOrder['status'], Tone> = {
  pending: 'warning',
  paid: 'success',
  failed: 'danger',
  expired: 'danger',
  held_for_refund: 'danger',
};

function useNow(active: boolean): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

function OrderDetail({ order, onAgain }: { readonly order: DepositOrder; readonly onAgain: () => void }) {
  const t = useTexts('cashier');
  const money = useMoney();
  const now = useNow(order.status === 'pending');
  const queryClient = useQueryClient();
  useEffect(() => {
    if (order.status === 'paid') void queryClient.invalidateQueries({ queryKey: accountKeys.all });
  }, [order.status, queryClient]);
  const badge = { tone: TONE[order.status], text: t(`order.status.${order.status}`), testId: 'order-status' };
  return (
    <RequestCard
      testId="deposit-order"
      status={order.status}
      title={t('order.title')}
      badge={badge}
      again={t('order.again')}
      onAgain={onAgain}
    >
      <InfoRows
        rows={[
          [t('order.id'), order.orderId],
          [t('order.amount'), money.show(order.amount)],
          order.bonus > 0 && [t('order.bonus'), money.show(order.bonus)],
          order.turnover > 0 && [t('order.turnover'), money.show(order.turnover)],
          [t('order.createdAt'), formatDateTime(order.createTime, money.language)],
          order.status === 'paid' && [t('order.paidAt'), formatDateTime(order.settleTime, money.language)],
        ]}
      />
      {order.status === 'pending' ? (
        <>
          <Notice data-testid="order-expires">
            {t('order.expiresIn', { time: formatCountdown(order.expireTime - now, money.language) })}
          </Notice>
          <PaymentInstructions instructions={order.instructions} />
          <MutedText>{t('order.checking')}</MutedText>
        </>
      ) : null}
      {order.status === 'paid' ? (
        <Notice data-testid="order-receipt">
          {t('order.receiptText', { amount: money.format(addAmounts(order.amount, order.bonus)) })}
        </Notice>
      ) : null}
      {order.status === 'failed' ? <Notice>{t('order.failedText')}</Notice> : null}
      {order.status === 'expired' ? <Notice>{t('order.expiredText')}</Notice> : null}
      {order.status === 'held_for_refund' ? (
        <Notice data-testid="order-held">
          {order.holdReason ? `${t(`order.heldReason.${order.holdReason}`)} ` : null}
          {t('order.heldText')}
        </Notice>
      ) : null}
    </RequestCard>
  );
}

export function OrderPanel({ orderId, onAgain }: { readonly orderId: string; readonly onAgain: () => void }) {
  const order = useQuery(depositOrderQuery(useToken(), orderId));
  return <QueryView query={order}>{(value) => <OrderDetail order={value} onAgain={onAgain} />}</QueryView>;
}
