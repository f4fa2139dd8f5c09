import type { ReactNode } from 'react';
import { useTexts } from '@/i18n';
import type { Minor } from '@/lib/money';
import { useMoney } from '@/session';
import { Button, Card, FormAlert, FormStack } from '@/ui';
import { amountProblem, type AmountLimits } from './amount-field';

/**
 * What every money form shares (deposit, withdrawal, superior transfer): a
 * card holding the form (after an optional `head`), with no browser
 * validation; a submit calls `onSubmit`, which checks and sends.
 */
export function MoneyForm({
  head,
  onSubmit,
  children,
}: {
  readonly head?: ReactNode;
  readonly onSubmit: () => void;
  readonly children: ReactNode;
}) {
  return (
    <Card>
      {head}
      <FormStack
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </FormStack>
    </Card>
  );
}

/**
 * The end of a money form: the send's failure, then the submit button, which
 * says "sending" while busy and names the amount once it is within the limits
 * (MONEY-24).
 */
export function MoneySubmit({
  kind,
  sending,
  amount,
  limits,
  disabled = false,
}: {
  readonly kind: 'deposit' | 'withdraw' | 'transfer';
  readonly sending: { readonly busy: boolean; readonly error: string | null };
  readonly amount: Minor | null;
  readonly limits: AmountLimits;
  readonly disabled?: boolean;
}) {
  const t = useTexts('cashier');
  const money = useMoney();
  return (
    <>
      {sending.error ? <FormAlert>{sending.error}</FormAlert> : null}
      <Button type="submit" block busy={sending.busy} disabled={disabled}>
        {sending.busy
          ? t('form.sending')
          : amount !== null && !amountProblem(amount, limits)
            ? t(`${kind}.submit`, { amount: money.format(amount) })
            : t(`${kind}.submitPlain`)}
      </Button>
    </>
  );
}
