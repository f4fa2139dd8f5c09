import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTexts } from '@/i18n';
import { SMALLEST_AMOUNT, type Minor } from '@/lib/money';
import { accountKeys, useIdempotentSubmit, useMoney, walletQuery } from '@/session';
import { useToken } from '@/platform/session';
import {
  Button,
  Card,
  InfoRows,
  isPaymentPassword,
  Notice,
  PageBody,
  PageHeading,
  PaymentPasswordField,
  QueryView,
} from '@/ui';
import { AmountField, amountProblem } from './amount-field';
import { transferByRequest, transferToUpline, uplineQuery } from './api';
import { MoneyForm, MoneySubmit } from './money-form';

/**
 * /m/upLine/transfer (000 §2.8; MONEY-22): money to the upline, with the
 * payment password. The member centre shows the entry only when
 * AGETRANSFERUP3 is on, the member has toUpline and is not type 2; the
 * platform checks the same again. MONEY-48: when the answer is lost, the
 * transfer is read back by its request id, and a transfer that went through
 * is shown as done (with a word on what happened), never as "nothing was lost".
 */

type Transfer = Awaited<ReturnType<typeof transferToUpline>>;

function TransferForm({ upline, balance }: { readonly upline: string; readonly balance: Minor }) {
  const t = useTexts('cashier');
  const money = useMoney();
  const queryClient = useQueryClient();
  const [amountText, setAmountText] = useState('');
  const [password, setPassword] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const [done, setDone] = useState<{ transfer: Transfer; recovered: boolean } | null>(null);
  const submit = useIdempotentSubmit({
    send: (input: { amount: Minor; paymentPassword: string }, requestId: string) =>
      transferToUpline({ ...input, requestId }),
    recover: transferByRequest,
    onDone: (transfer, recovered) => {
      setDone({ transfer, recovered });
      setAmountText('');
      setPassword('');
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
  const limits = { min: SMALLEST_AMOUNT, max: balance, balance };
  const amount = money.parse(amountText);
  if (done) {
    return (
      <Card data-testid="transfer-done">
        {done.recovered ? <Notice data-testid="transfer-recovered">{t('transfer.recovered')}</Notice> : null}
        <Notice>
          {t('transfer.done', {
            amount: money.format(done.transfer.amount),
            upline: done.transfer.upline,
            balance: money.format(done.transfer.balance),
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
        if (amount !== null && !amountProblem(amount, limits) && isPaymentPassword(password))
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
      <PaymentPasswordField
        label={t('transfer.password')}
        value={password}
        onChange={setPassword}
        error={showErrors && !isPaymentPassword(password) ? t('form.passwordInvalid') : undefined}
      />
      <MoneySubmit kind="transfer" sending={submit} amount={amount} limits={limits} />
    </MoneyForm>
  );
}

export default function SuperiorTransferPage() {
  const t = useTexts('cashier');
  const token = useToken();
  const upline = useQuery(uplineQuery(token));
  const wallet = useQuery(walletQuery(token));
  return (
    <PageBody data-page="superiorTransfer">
      <PageHeading>{t('transfer.title')}</PageHeading>
      <QueryView query={upline}>
        {(value) =>
          !(value.allowed && value.upline) ? (
            <Notice data-testid="transfer-not-allowed">{t('transfer.notAllowed')}</Notice>
          ) : (
            // REL-11: the form waits for the balance it is limited by; never a limit of 0 stood in for it.
            <QueryView query={wallet}>
              {(funds) => <TransferForm upline={value.upline ?? ''} balance={funds.sumBalance} />}
            </QueryView>
          )
        }
      </QueryView>
    </PageBody>
  );
}
