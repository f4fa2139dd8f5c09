import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { payoutKeys, savePaymentPassword } from '@/session';
import { toPlatformError } from '@/platform/errors';
import { Button, Card, FormAlert, FormStack, SectionHeading, StatusBadge, TextField, toast } from '@/ui';
import { securityKeys } from './api';

/** MONEY-14: set the payment password, or change it with the current one first. */

const SIX_DIGITS = /^\d{6}$/;
const digits = (text: string) => text.replace(/\D/g, '').slice(0, 6);

export function PaymentPasswordCard({ isSet }: { readonly isSet: boolean }) {
  const { t } = useTranslation('security');
  const { t: tc } = useTranslation();
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [touched, setTouched] = useState(false);
  const save = useMutation({
    mutationFn: () => savePaymentPassword(isSet ? { oldPassword: current, newPassword: next } : { newPassword: next }),
    meta: { silent: true },
    onSuccess: () => {
      toast.success('security:password.saved');
      setCurrent('');
      setNext('');
      setRepeat('');
      setTouched(false);
      void queryClient.invalidateQueries({ queryKey: payoutKeys.all });
      void queryClient.invalidateQueries({ queryKey: securityKeys.all });
    },
  });
  const valid = SIX_DIGITS.test(next) && next === repeat && (!isSet || SIX_DIGITS.test(current));
  const field = (value: string, invalid: boolean, message: string) => ({
    type: 'password',
    inputMode: 'numeric' as const,
    autoComplete: 'off',
    maxLength: 6,
    value,
    error: touched && invalid ? message : undefined,
  });
  return (
    <Card data-testid="payment-password-card">
      <SectionHeading>{t('password.title')}</SectionHeading>
      <StatusBadge $tone={isSet ? 'success' : 'warning'}>
        {isSet ? t('password.statusSet') : t('password.statusNone')}
      </StatusBadge>
      <FormStack
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (valid && !save.isPending) save.mutate();
        }}
      >
        {isSet ? (
          <TextField
            label={t('password.current')}
            {...field(current, !SIX_DIGITS.test(current), t('password.invalid'))}
            onChange={(event) => setCurrent(digits(event.target.value))}
          />
        ) : null}
        <TextField
          label={t('password.new')}
          hint={t('password.hint')}
          {...field(next, !SIX_DIGITS.test(next), t('password.invalid'))}
          onChange={(event) => setNext(digits(event.target.value))}
        />
        <TextField
          label={t('password.confirm')}
          {...field(repeat, repeat !== next, t('password.mismatch'))}
          onChange={(event) => setRepeat(digits(event.target.value))}
        />
        {save.isError ? <FormAlert>{tc(toPlatformError(save.error).messageKey)}</FormAlert> : null}
        <Button type="submit" block busy={save.isPending}>
          {t('password.save')}
        </Button>
      </FormStack>
    </Card>
  );
}
