import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTexts } from '@/i18n';
import { accountKeys, useMoney } from '@/session';
import { formatDateTime } from '@/lib/formats';
import { useToken } from '@/platform/session';
import { InfoRows, Notice, QueryView, type Tone } from '@/ui';
import { cashierKeys, withdrawalQuery, type Withdrawal } from './api';
import { RequestCard } from './request-card';

/** A withdrawal request's state (MONEY-12): held while pending, then paid out or released back. */

const TONE: Record<Withdrawal['status'], Tone> = { pending: 'warning', approved: 'success', rejected: 'danger' };

function WithdrawalDetail({ withdrawal, onAgain }: { readonly withdrawal: Withdrawal; readonly onAgain: () => void }) {
  const t = useTexts('cashier');
  const money = useMoney();
  const queryClient = useQueryClient();
  useEffect(() => {
    // Balances change when the request is made and when it is settled.
    void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    void queryClient.invalidateQueries({ queryKey: cashierKeys.all });
  }, [withdrawal.status, queryClient]);
  const amount = money.format(withdrawal.amount);
  const badge = {
    tone: TONE[withdrawal.status],
    text: t(`withdraw.status.${withdrawal.status}`),
    testId: 'withdrawal-status',
  };
  return (
    <RequestCard
      testId="withdrawal"
      status={withdrawal.status}
      title={t('withdraw.request', { id: withdrawal.id })}
      badge={badge}
      again={t('withdraw.again')}
      onAgain={onAgain}
    >
      <InfoRows
        rows={[
          [t('withdraw.amount'), amount],
          [t('order.createdAt'), formatDateTime(withdrawal.createTime, money.language)],
        ]}
      />
      <Notice>{t(`withdraw.${withdrawal.status}Text`, { amount })}</Notice>
      {withdrawal.reason ? <Notice>{t('withdraw.reason', { reason: withdrawal.reason })}</Notice> : null}
    </RequestCard>
  );
}

export function WithdrawalPanel({ id, onAgain }: { readonly id: string; readonly onAgain: () => void }) {
  const withdrawal = useQuery(withdrawalQuery(useToken(), id));
  return (
    <QueryView query={withdrawal}>{(value) => <WithdrawalDetail withdrawal={value} onAgain={onAgain} />}</QueryView>
  );
}
