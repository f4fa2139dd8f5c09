import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTexts } from '@/i18n';
import { payoutKeys, type PayoutType, savePayoutAccount } from '@/session';
import { CRYPTO_NETWORKS, PAYOUT_PATTERNS, pixKeyValid, PIX_KEY_TYPES, type PixKeyType } from '@/lib/payout-rules';
import { toPlatformError } from '@/platform/errors';
import { Button, ChoiceGroup, FormAlert, FormStack, TextField, toast } from '@/ui';
import { securityKeys } from './api';

/**
 * Adding a payout account (MONEY-16): the fields of the chosen type,
 * checked as the platform checks them (CPF check digits, bank and wallet
 * formats) before anything is sent; the body goes encrypted.
 */

type Fields = Record<string, string>;

const FIELDS: Record<PayoutType, readonly string[]> = {
  pix: ['keyType', 'key'],
  bank: ['bankName', 'bankCode', 'agency', 'account'],
  ewallet: ['provider', 'walletId'],
  crypto: ['network', 'address'],
};

/** The fields that do not pass, by name. */
function payoutProblems(type: PayoutType, holder: string, fields: Fields): string[] {
  const problems: string[] = [];
  if (holder.trim().length < 2) problems.push('holder');
  const value = (name: string) => (fields[name] ?? '').trim();
  if (type === 'pix' && !pixKeyValid((value('keyType') || 'cpf') as PixKeyType, value('key'))) problems.push('key');
  if (type === 'bank') {
    if (value('bankName').length < 2) problems.push('bankName');
    if (!PAYOUT_PATTERNS.bankCode.test(value('bankCode'))) problems.push('bankCode');
    if (value('agency') !== '' && !PAYOUT_PATTERNS.agency.test(value('agency'))) problems.push('agency');
    if (!PAYOUT_PATTERNS.account.test(value('account'))) problems.push('account');
  }
  if (type === 'ewallet') {
    if (value('provider').length < 2) problems.push('provider');
    if (value('walletId').length < 3) problems.push('walletId');
  }
  if (type === 'crypto' && !PAYOUT_PATTERNS[(value('network') || 'TRC20') as 'TRC20' | 'ERC20'].test(value('address')))
    problems.push('address');
  return problems;
}

export function PayoutForm({ types, onDone }: { readonly types: readonly PayoutType[]; readonly onDone: () => void }) {
  const t = useTexts('security');
  const tc = useTexts('common');
  const queryClient = useQueryClient();
  const [type, setType] = useState<PayoutType>(types[0] ?? 'bank');
  const [holder, setHolder] = useState('');
  const [fields, setFields] = useState<Fields>({ keyType: 'cpf', network: 'TRC20' });
  const [touched, setTouched] = useState(false);
  const problems = payoutProblems(type, holder, fields);
  const save = useMutation({
    mutationFn: () => {
      const details: Record<string, string> = {};
      for (const name of FIELDS[type]) {
        const value = (fields[name] ?? '').trim();
        if (value !== '') details[name] = value;
      }
      // A CPF is sent as its eleven digits, whatever punctuation was typed.
      if (type === 'pix' && details.keyType === 'cpf') details.key = (details.key ?? '').replace(/\D/g, '');
      return savePayoutAccount({ type, holder: holder.trim(), details });
    },
    meta: { silent: true },
    onSuccess: () => {
      toast.success('security:payout.saved');
      void queryClient.invalidateQueries({ queryKey: payoutKeys.all });
      void queryClient.invalidateQueries({ queryKey: securityKeys.all });
      onDone();
    },
  });
  const error = (name: string) =>
    touched && problems.includes(name)
      ? name === 'key' && fields.keyType === 'cpf'
        ? t('payout.cpfInvalid')
        : t('payout.invalid')
      : undefined;
  const input = (name: string, extra: { inputMode?: 'numeric' | 'email' | 'text' } = {}) => (
    <TextField
      key={name}
      label={t(`payout.${name}` as 'payout.key')}
      value={fields[name] ?? ''}
      onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
      error={error(name)}
      autoComplete="off"
      {...extra}
    />
  );
  const choice = (name: string, options: readonly string[], label: (option: string) => string) => (
    <ChoiceGroup
      name={name}
      label={t(`payout.${name}` as 'payout.keyType')}
      value={fields[name] ?? options[0] ?? ''}
      onChange={(id) => setFields({ ...fields, [name]: id })}
      items={options.map((option) => ({ id: option, title: label(option) }))}
    />
  );
  return (
    <FormStack
      noValidate
      data-testid="payout-form"
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (problems.length === 0 && !save.isPending) save.mutate();
      }}
    >
      <ChoiceGroup
        name="payoutType"
        label={t('payout.type')}
        value={type}
        onChange={(id) => setType(id as PayoutType)}
        items={types.map((option) => ({ id: option, title: t(`payout.types.${option}`) }))}
      />
      <TextField
        label={t('payout.holder')}
        value={holder}
        onChange={(event) => setHolder(event.target.value)}
        error={error('holder')}
        autoComplete="name"
      />
      {type === 'pix' ? (
        <>
          {choice('keyType', PIX_KEY_TYPES, (option) => t(`payout.keyTypes.${option as PixKeyType}`))}
          {input('key')}
        </>
      ) : null}
      {type === 'bank' ? (
        <>
          {input('bankName')}
          {input('bankCode', { inputMode: 'numeric' })}
          {input('agency', { inputMode: 'numeric' })}
          {input('account', { inputMode: 'numeric' })}
        </>
      ) : null}
      {type === 'ewallet' ? (
        <>
          {input('provider')}
          {input('walletId')}
        </>
      ) : null}
      {type === 'crypto' ? (
        <>
          {choice('network', CRYPTO_NETWORKS, (option) => option)}
          {input('address')}
        </>
      ) : null}
      {save.isError ? <FormAlert>{tc(toPlatformError(save.error).messageKey)}</FormAlert> : null}
      <Button type="submit" block busy={save.isPending}>
        {t('payout.save')}
      </Button>
    </FormStack>
  );
}
