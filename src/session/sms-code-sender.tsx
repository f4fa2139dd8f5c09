import { useMutation } from '@tanstack/react-query';
import styled from 'styled-components';
import { useTexts } from '@/i18n';
import { DURATIONS, LIMITS } from '@/lib/spec-constants';
import { bareButton, TextField, toast, token, useCountdown, type TextFieldProps } from '@/ui';

const SendButton = styled.button`
  ${bareButton}
  flex: none;
  color: ${token('color.text.brand')};
  font-size: ${token('font.size.sm')};
  font-weight: ${token('font.weight.bold')};
  &:disabled {
    color: ${token('color.text.muted')};
    cursor: default;
  }
`;

/** SMS-05 / SMS-06: the countdown length in seconds for an SMS-send answer. */
export function smsCountdownSeconds(expiredMinutes: unknown): number {
  if (typeof expiredMinutes === 'number' && Number.isFinite(expiredMinutes) && expiredMinutes > 0) {
    return Math.round(expiredMinutes * 60);
  }
  return DURATIONS.smsCountdownDefaultSeconds;
}

export interface SmsCodeSenderOptions {
  /** Sends the code; resolves to the countdown in seconds. */
  readonly send: () => Promise<number>;
  /** SMS-01: the mobile number is checked first; false sends nothing. */
  readonly validate: () => Promise<boolean>;
  /** SMS-04: "code sent" after a platform send; the phone provider's own send says nothing. */
  readonly announceSent?: boolean;
  /**
   * ERR-13: a phone provider's failed send shows no message. A platform send
   * (ERR-12 as issue 16 reads it) shows the client's shared failure message.
   */
  readonly silentFailure?: boolean;
  readonly onSent?: () => void;
}

export interface SmsCodeSender {
  readonly remaining: number;
  readonly busy: boolean;
  /** The send request is in flight (busy also covers the countdown). */
  readonly sending: boolean;
  readonly request: () => Promise<void>;
}

/**
 * The SMS code send of login, registration and the phone reset (000 §4):
 * the sending message while the call runs, hidden when it settles (SMS-02,
 * SMS-03); on success the sent message and the countdown (SMS-05..10); a
 * failed send hides the loading message and starts no countdown; the page
 * adds no message of its own, but a platform failure shows the client's
 * shared message so the player knows the send failed (ERR-12 as issue 16
 * reads it; the provider's failure stays silent, ERR-13).
 */
export function useSmsCodeSender({
  send,
  validate,
  announceSent = true,
  silentFailure = false,
  onSent,
}: SmsCodeSenderOptions): SmsCodeSender {
  const countdown = useCountdown();
  const mutation = useMutation({
    mutationFn: async () => {
      const loading = toast.loading('messages.in_sms_sending', { maxMs: DURATIONS.smsSendingMax });
      try {
        const seconds = await send();
        if (announceSent) toast.success('messages.in_sms_send', { durationMs: DURATIONS.smsSentToast });
        return seconds;
      } finally {
        toast.hide(loading);
      }
    },
    meta: { silent: silentFailure },
    onSuccess: (seconds) => {
      onSent?.();
      countdown.start(seconds);
    },
  });
  const busy = countdown.remaining > 0 || mutation.isPending;
  return {
    remaining: countdown.remaining,
    busy,
    sending: mutation.isPending,
    request: async () => {
      if (busy) return;
      if (await validate()) mutation.mutate();
    },
  };
}

/** The send link beside the code field: "Send code", then the seconds left. */
export function SmsCodeButton({ sender, testId }: { readonly sender: SmsCodeSender; readonly testId: string }) {
  const t = useTexts('account');
  return (
    <SendButton
      type="button"
      onClick={() => void sender.request()}
      disabled={sender.busy}
      aria-busy={sender.sending || undefined}
      data-testid={testId}
    >
      {sender.remaining > 0 ? t('sms.countdown', { seconds: sender.remaining }) : t('sms.send')}
    </SendButton>
  );
}

/** The SMS code field with its send link beside it (login, registration, the phone reset). */
export function SmsCodeField({
  sender,
  sendTestId,
  ...field
}: Omit<TextFieldProps, 'suffix'> & { readonly sender: SmsCodeSender; readonly sendTestId: string }) {
  return (
    <TextField
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={LIMITS.smsCodeMaxLength}
      {...field}
      suffix={<SmsCodeButton sender={sender} testId={sendTestId} />}
    />
  );
}
