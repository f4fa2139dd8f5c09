import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTexts } from '@/i18n';
import { accountKeys, useIdempotentSubmit } from '@/session';
import { Button, FormAlert, FormStack, Notice, TextField } from '@/ui';
import { SectionCard } from '@/ui/patterns/section-card';
import { bonusKeys, redeemCode } from './api';

/**
 * "Redeem a code" on My bonuses (BONUS-09, BONUS-16): one request id per
 * attempt, no second send while one is in flight; a refusal (unknown, used,
 * a deposit code) or a failure keeps what was typed and says what happened.
 * After a grant the bonus wallet and the wallet (bonus money in the header)
 * are read again, so the new bonus shows at once.
 */
export function RedeemCodeForm() {
  const t = useTexts('bonus');
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [granted, setGranted] = useState<string | null>(null);
  const redeem = useIdempotentSubmit({
    send: (typed: string, requestId: string) => redeemCode({ code: typed, requestId }),
    // Nothing reads a grant back by request id; a failed attempt keeps its id, so "Redeem" again is the same request.
    recover: () => Promise.resolve(null),
    onDone: (bonus) => {
      setGranted(bonus.name || code.trim());
      setCode('');
      setTouched(false);
      void queryClient.invalidateQueries({ queryKey: bonusKeys.all });
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
  const trimmed = code.trim();
  return (
    <SectionCard title={t('redeem.title')}>
      <FormStack
        noValidate
        data-testid="redeem-code-form"
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          setGranted(null);
          if (trimmed) redeem.submit(trimmed);
        }}
      >
        <TextField
          label={t('redeem.code')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={touched && !trimmed ? t('redeem.required') : undefined}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
        />
        {redeem.error ? <FormAlert>{redeem.error}</FormAlert> : null}
        {granted ? <Notice role="status">{t('redeem.done', { name: granted })}</Notice> : null}
        <Button type="submit" block busy={redeem.busy}>
          {t('redeem.submit')}
        </Button>
      </FormStack>
    </SectionCard>
  );
}
