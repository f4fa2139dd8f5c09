import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { accountKeys, useMoney } from '@/session';
import { formatDateTime } from '@/lib/dates';
import { useSessionInfo } from '@/platform/session';
import { Button, Card, InfoRows, Notice, QueryView, SectionHeading, StatusBadge, type Tone } from '@/ui';
import { cashierKeys, withdrawalQuery, type Withdrawal } from './api';

/** A withdrawal request's state (MONEY-12): held while pending, then paid out or released back. */

const TONE: Record<Withdrawal['status'], Tone> = { pending: 'warning', approved: 'success', rejected: 'danger' };

function WithdrawalDetail({ withdrawal, onAgain }: { readonly withdrawal: Withdrawal; readonly onAgain: () => void }) {
  const { t } = useTranslation('cashier');
  const money = useMoney();
  const queryClient = useQueryClient();
  useEffect(() => {
    // Balances change when the request is made and when it is settled.
    void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    void queryClient.invalidateQueries({ queryKey: cashierKeys.all });
  }, [withdrawal.status, queryClient]);
  const amount = money.format(withdrawal.amount);
  return (
    <Card data-testid="withdrawal" data-status={withdrawal.status}>
      <SectionHeading>{t('withdraw.request', { id: withdrawal.id })}</SectionHeading>
      <StatusBadge $tone={TONE[withdrawal.status]} data-testid="withdrawal-status">
        {t(`withdraw.status.${withdrawal.status}`)}
      </StatusBadge>
      <InfoRows rows={[[t('withdraw.amount'), amount], [t('order.createdAt'), formatDateTime(withdrawal.createTime, money.language)]]} />
      <Notice>{t(`withdraw.${withdrawal.status}Text`, { amount })}</Notice>
      {withdrawal.reason ? <Notice>{t('withdraw.reason', { reason: withdrawal.reason })}</Notice> : null}
      {withdrawal.status !== 'pending' ? (
        <Button block onClick={onAgain}>
          {t('withdraw.again')}
        </Button>
      ) : null}
    </Card>
  );
}

export function WithdrawalPanel({ id, onAgain }: { readonly id: string; readonly onAgain: () => void }) {
  const session = useSessionInfo();
  const withdrawal = useQuery(withdrawalQuery(session?.token ?? null, id));
  return <QueryView query={withdrawal}>{(value) => <WithdrawalDetail withdrawal={value} onAgain={onAgain} />}</QueryView>;
}
