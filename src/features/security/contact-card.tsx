import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTexts } from '@/i18n';
import { DialingCodeSelect, useDialingCode, usePhoneExample } from '@/session';
import { toPlatformError } from '@/platform/errors';
import { Button, Card, FormAlert, FormStack, Notice, SectionHeading, StatusBadge, TextField, toast } from '@/ui';
import { securityKeys, sendContactCode, verifyContact, type ContactChannel, type SecurityConfig } from './api';

/**
 * MONEY-15: bind a phone number (with the registration's country picker) or
 * an e-mail address: a code goes to it, and it is saved once the code comes
 * back. The send button waits a minute before it can send again.
 */

const RESEND_SECONDS = 60;
const TARGET: Record<ContactChannel, RegExp> = { phone: /^\d{6,15}$/, email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/ };

function useCountdown(): readonly [seconds: number, start: () => void] {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return undefined;
    const timer = setTimeout(() => setSeconds((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  return [seconds, () => setSeconds(RESEND_SECONDS)];
}

function BindForm({ channel, onDone }: { readonly channel: ContactChannel; readonly onDone: () => void }) {
  const t = useTexts('security');
  const tc = useTexts('common');
  const queryClient = useQueryClient();
  const [dialingCode, setDialingCode] = useDialingCode();
  const phoneExample = usePhoneExample(dialingCode, channel === 'phone');
  const [target, setTarget] = useState('');
  const [code, setCode] = useState('');
  const [seconds, startCountdown] = useCountdown();
  const cleanTarget = channel === 'phone' ? target.replace(/\D/g, '').replace(/^0+/, '') : target.trim();
  const send = useMutation({
    mutationFn: () =>
      sendContactCode(
        channel === 'phone'
          ? { channel, target: cleanTarget, countryDialingCode: dialingCode }
          : { channel, target: cleanTarget },
      ),
    meta: { silent: true },
    onSuccess: startCountdown,
  });
  const verify = useMutation({
    mutationFn: () => verifyContact({ channel, code }),
    meta: { silent: true },
    onSuccess: () => {
      toast.success('security:contacts.bound');
      void queryClient.invalidateQueries({ queryKey: securityKeys.all });
      onDone();
    },
  });
  const failure = send.error ?? verify.error;
  return (
    <FormStack
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (/^\d{6}$/.test(code) && !verify.isPending) verify.mutate();
      }}
    >
      <TextField
        label={channel === 'phone' ? t('contacts.number') : t('contacts.address')}
        inputMode={channel === 'phone' ? 'tel' : 'email'}
        autoComplete={channel === 'phone' ? 'tel-national' : 'email'}
        placeholder={phoneExample}
        value={target}
        onChange={(event) => setTarget(event.target.value)}
        prefix={
          channel === 'phone' ? (
            <DialingCodeSelect label={t('contacts.number')} value={dialingCode} onChange={setDialingCode} />
          ) : undefined
        }
        error={
          target !== '' && !TARGET[channel].test(cleanTarget)
            ? t(channel === 'phone' ? 'contacts.invalidNumber' : 'contacts.invalidEmail')
            : undefined
        }
      />
      <Button
        variant="secondary"
        block
        disabled={seconds > 0 || send.isPending || !TARGET[channel].test(cleanTarget)}
        onClick={() => send.mutate()}
      >
        {seconds > 0 ? t('contacts.resendIn', { seconds }) : t('contacts.sendCode')}
      </Button>
      {send.isSuccess ? <Notice>{t('contacts.sent', { minutes: send.data })}</Notice> : null}
      <TextField
        label={t('contacts.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
      />
      {failure ? <FormAlert>{tc(toPlatformError(failure).messageKey)}</FormAlert> : null}
      <Button type="submit" block disabled={verify.isPending || !/^\d{6}$/.test(code)}>
        {t('contacts.verify')}
      </Button>
    </FormStack>
  );
}

export function ContactCard({
  channel,
  contact,
}: {
  readonly channel: ContactChannel;
  readonly contact: SecurityConfig['phone'];
}) {
  const t = useTexts('security');
  const [open, setOpen] = useState(false);
  return (
    <Card data-testid={`contact-${channel}`}>
      <SectionHeading>{t(`contacts.${channel}`)}</SectionHeading>
      <span data-testid={`contact-${channel}-value`}>
        {contact.value ? <bdi>{contact.value}</bdi> : t('contacts.none')}
      </span>
      {contact.value ? (
        <StatusBadge $tone={contact.verified ? 'success' : 'warning'}>
          {contact.verified ? t('contacts.verified') : t('contacts.unverified')}
        </StatusBadge>
      ) : null}
      {open ? (
        <BindForm channel={channel} onDone={() => setOpen(false)} />
      ) : (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {contact.value ? t('contacts.change') : t('contacts.bind')}
        </Button>
      )}
    </Card>
  );
}
