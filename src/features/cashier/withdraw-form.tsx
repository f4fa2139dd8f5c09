import { useState } from 'react';
import { useTexts } from '@/i18n';
import { smallerAmount, type Minor } from '@/lib/money';
import { type PayoutAccount, payoutTitle, useIdempotentSubmit, useMoney } from '@/session';
import { CheckLabel, ChoiceGroup, isPaymentPassword, Notice, PaymentPasswordField } from '@/ui';
import { AmountField, amountProblem } from './amount-field';
import { requestWithdrawal, withdrawalByRequest, type Withdrawal, type WithdrawSettings } from './api';
import { MoneyForm, MoneySubmit } from './money-form';

/**
 * The withdrawal form (MONEY-10, MONEY-11, MONEY-13, MONEY-25): payout
 * account, amount within the limits and the available balance, and the
 * payment password (six digits; the body goes encrypted). With an active
 * bonus (BONUS-12) it says exactly what the withdrawal forfeits and asks the
 * player to agree before the form can be sent.
 */

export function WithdrawForm({
  settings,
  accounts,
  onRequest,
}: {
  readonly settings: WithdrawSettings;
  readonly accounts: readonly PayoutAccount[];
  readonly onRequest: (withdrawal: Withdrawal) => void;
}) {
  const t = useTexts('cashier');
  const money = useMoney();
  const [accountId, setAccountId] = useState(
    String((accounts.find((account) => account.isDefault) ?? accounts[0])?.id ?? ''),
  );
  const [amountText, setAmountText] = useState('');
  const [password, setPassword] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const [forfeitAgreed, setForfeitAgreed] = useState(false);
  const forfeit = settings.bonusForfeit;
  const submit = useIdempotentSubmit({
    send: (
      input: { payoutAccountId: number; amount: Minor; paymentPassword: string; forfeitBonus: boolean },
      requestId: string,
    ) => requestWithdrawal({ ...input, requestId }),
    recover: withdrawalByRequest,
    onDone: onRequest,
  });
  const limits = { min: settings.minimumAmount, max: settings.maximumAmount, balance: settings.availableBalance };
  const amount = money.parse(amountText);
  const ready =
    amount !== null &&
    !amountProblem(amount, limits) &&
    isPaymentPassword(password) &&
    accountId !== '' &&
    (!forfeit || forfeitAgreed);
  // MONEY-42: the most that can go, in whole cents (the balance and the limit are both minor units).
  const allAmount = smallerAmount(settings.availableBalance, settings.maximumAmount);
  // Unmet wagering no longer blocks: the withdrawal gives the bonus up, once the player agrees (below).
  const blocked = settings.dailyRemaining <= 0;
  return (
    <MoneyForm
      onSubmit={() => {
        setShowErrors(true);
        if (ready)
          submit.submit({
            payoutAccountId: Number(accountId),
            amount,
            paymentPassword: password,
            forfeitBonus: forfeit !== null && forfeitAgreed,
          });
      }}
    >
      <ChoiceGroup
        name="payoutAccount"
        label={t('withdraw.account')}
        value={accountId}
        onChange={setAccountId}
        items={accounts.map((account) => ({
          id: String(account.id),
          title: payoutTitle(account, t),
          detail: <bdi>{account.holder}</bdi>,
        }))}
      />
      <AmountField
        label={t('withdraw.amount')}
        value={amountText}
        onChange={setAmountText}
        limits={limits}
        quick={[settings.minimumAmount, allAmount].filter(
          (value, index, all) => value > 0 && all.indexOf(value) === index,
        )}
        showError={showErrors}
      />
      <PaymentPasswordField
        label={t('withdraw.password')}
        value={password}
        onChange={setPassword}
        hint={t('withdraw.passwordHint')}
        error={showErrors && !isPaymentPassword(password) ? t('form.passwordInvalid') : undefined}
      />
      {forfeit ? (
        <Notice data-testid="withdraw-forfeit">
          {t('withdraw.forfeit', {
            name: forfeit.name,
            amount: money.format(forfeit.amount),
            wagered: money.format(forfeit.wagered),
            required: money.format(forfeit.required),
          })}
          <CheckLabel>
            <input
              type="checkbox"
              checked={forfeitAgreed}
              onChange={(event) => setForfeitAgreed(event.target.checked)}
            />
            {t('withdraw.forfeitAgree', { amount: money.format(forfeit.amount) })}
          </CheckLabel>
          {showErrors && !forfeitAgreed ? <span role="alert">{t('withdraw.forfeitRequired')}</span> : null}
        </Notice>
      ) : null}
      <MoneySubmit kind="withdraw" sending={submit} amount={amount} limits={limits} disabled={blocked} />
    </MoneyForm>
  );
}
