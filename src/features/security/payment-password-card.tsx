import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTexts } from '@/i18n';
import { paymentPasswordByRequest, payoutKeys, savePaymentPassword, useIdempotentSubmit } from '@/session';
import {
  Button,
  Card,
  FormAlert,
  FormStack,
  isPaymentPassword,
  Notice,
  PaymentPasswordField,
  SectionHeading,
  StatusBadge,
  toast,
} from '@/ui';
import { securityKeys } from './api';

/**
 * MONEY-14: set the payment password, or change it with the current one
 * first. MONEY-47: the change is sent once per attempt, with its request id;
 * when the answer is lost it is read back, so a change that went through is
 * reported as done — never as a dropped connection, and a second press is
 * never "the current password is wrong".
 */

export function PaymentPasswordCard({ isSet }: { readonly isSet: boolean }) {
  const t = useTexts('security');
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [touched, setTouched] = useState(false);
  const [recovered, setRecovered] = useState(false);
  const save = useIdempotentSubmit({
    send: (input: { oldPassword?: string; newPassword: string }, requestId: string) =>
      savePaymentPassword({ ...input, requestId }),
    recover: paymentPasswordByRequest,
    onDone: (_result, fromRecovery) => {
      toast.success('security:password.saved');
      setRecovered(fromRecovery);
      setCurrent('');
      setNext('');
      setRepeat('');
      setTouched(false);
      void queryClient.invalidateQueries({ queryKey: payoutKeys.all });
      void queryClient.invalidateQueries({ queryKey: securityKeys.all });
    },
  });
  const valid = isPaymentPassword(next) && next === repeat && (!isSet || isPaymentPassword(current));
  const error = (invalid: boolean, message: string) => (touched && invalid ? message : undefined);
  return (
    <Card data-testid="payment-password-card">
      <SectionHeading>{t('password.title')}</SectionHeading>
      <StatusBadge $tone={isSet ? 'success' : 'warning'}>
        {isSet ? t('password.statusSet') : t('password.statusNone')}
      </StatusBadge>
      {recovered ? <Notice data-testid="payment-password-recovered">{t('password.recovered')}</Notice> : null}
      <FormStack
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          setRecovered(false);
          if (valid) save.submit(isSet ? { oldPassword: current, newPassword: next } : { newPassword: next });
        }}
      >
        {isSet ? (
          <PaymentPasswordField
            label={t('password.current')}
            value={current}
            onChange={setCurrent}
            error={error(!isPaymentPassword(current), t('password.invalid'))}
          />
        ) : null}
        <PaymentPasswordField
          label={t('password.new')}
          hint={t('password.hint')}
          value={next}
          onChange={setNext}
          error={error(!isPaymentPassword(next), t('password.invalid'))}
        />
        <PaymentPasswordField
          label={t('password.confirm')}
          value={repeat}
          onChange={setRepeat}
          error={error(repeat !== next, t('password.mismatch'))}
        />
        {save.error ? <FormAlert>{save.error}</FormAlert> : null}
        <Button type="submit" block busy={save.busy}>
          {t('password.save')}
        </Button>
      </FormStack>
    </Card>
  );
}
