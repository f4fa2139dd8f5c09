import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountKeys, useMoney, walletQuery } from '@/session';
import { useSessionInfo } from '@/platform/session';
import { Button, Card, InfoRows, Notice, PageBody, PageHeading, QueryView, TextField } from '@/ui';
import { AmountField, amountProblem } from './amount-field';
import { transferToUpline, uplineQuery } from './api';
import { MoneyForm, MoneySubmit } from './money-form';
import { useMoneySubmit } from './use-money-submit';

/**
 * /m/upLine/transfer (000 §2.8; MONEY-22): money to the upline, with the
 * payment password. The member centre shows the entry only when
 * AGETRANSFERUP3 is on, the member has toUpline and is not type 2; the
 * platform checks the same again.
 */

type Transfer = Awaited<ReturnType<typeof transferToUpline>>;

function TransferForm({ upline, balance }: { readonly upline: string; readonly balance: number }) {
  const { t } = useTranslation('cashier');
  const money = useMoney();
  const queryClient = useQueryClient();
  const [amountText, setAmountText] = useState('');
  const [password, setPassword] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const [done, setDone] = useState<Transfer | null>(null);
  const submit = useMoneySubmit({
    send: (input: { amount: number; paymentPassword: string }, requestId: string) =>
      transferToUpline({ ...input, requestId }),
    recover: () => Promise.resolve(null),
    onDone: (result) => {
      setDone(result);
      setAmountText('');
      setPassword('');
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
  const limits = { min: 0.01, max: balance, balance };
  const amount = money.parse(amountText);
  if (done) {
    return (
      <Card data-testid="transfer-done">
        <Notice>
          {t('transfer.done', {
            amount: money.format(done.amount),
            upline: done.upline,
            balance: money.format(done.balance),
          })}
        </Notice>
        <Button block onClick={() => setDone(null)}>
          {t('transfer.again')}
        </Button>
      </Card>
    );
  }
  return (
    <MoneyForm
      head={<InfoRows rows={[[t('transfer.to'), upline]]} />}
      onSubmit={() => {
        setShowErrors(true);
        if (amount !== null && !amountProblem(amount, limits) && /^\d{6}$/.test(password))
          submit.submit({ amount, paymentPassword: password });
      }}
    >
      <AmountField
        label={t('transfer.amount')}
        value={amountText}
        onChange={setAmountText}
        limits={limits}
        quick={[]}
        showError={showErrors}
      />
      <TextField
        label={t('transfer.password')}
        type="password"
        inputMode="numeric"
        maxLength={6}
        autoComplete="off"
        value={password}
        onChange={(event) => setPassword(event.target.value.replace(/\D/g, ''))}
        error={showErrors && !/^\d{6}$/.test(password) ? t('form.passwordInvalid') : undefined}
      />
      <MoneySubmit kind="transfer" sending={submit} amount={amount} limits={limits} />
    </MoneyForm>
  );
}

export default function SuperiorTransferPage() {
  const { t } = useTranslation('cashier');
  const token = useSessionInfo()?.token ?? null;
  const upline = useQuery(uplineQuery(token));
  const wallet = useQuery(walletQuery(token));
  return (
    <PageBody data-page="superiorTransfer">
      <PageHeading>{t('transfer.title')}</PageHeading>
      <QueryView query={upline}>
        {(value) =>
          value.allowed && value.upline ? (
            <TransferForm upline={value.upline} balance={wallet.data?.sumBalance ?? 0} />
          ) : (
            <Notice data-testid="transfer-not-allowed">{t('transfer.notAllowed')}</Notice>
          )
        }
      </QueryView>
    </PageBody>
  );
}
