import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLanguage, useTexts } from '@/i18n';
import { formatDateTime } from '@/lib/formats';
import { DURATIONS } from '@/lib/spec-constants';
import { toPlatformError } from '@/platform/errors';
import { endSession } from '@/platform/session';
import { paths } from '@/tenant/paths';
import { Button, Card, ChoiceGroup, Dialog, DialogActions, FormAlert, Notice, SectionHeading } from '@/ui';
import { excludeSelf, type GamblingState } from './api';

/**
 * Take a break (RG-06): a cool-off of a day to six weeks, or a
 * self-exclusion of six months or more. It blocks logins and deposits on the
 * platform until it ends and cannot be shortened, so it asks once more, then
 * ends the session.
 */

const CHOICES = [
  { id: 'coolOff:1', kind: 'coolOff', days: 1, unit: 'days', count: 1 },
  { id: 'coolOff:7', kind: 'coolOff', days: 7, unit: 'days', count: 7 },
  { id: 'coolOff:30', kind: 'coolOff', days: 30, unit: 'days', count: 30 },
  { id: 'coolOff:42', kind: 'coolOff', days: 42, unit: 'days', count: 42 },
  { id: 'selfExclusion:183', kind: 'selfExclusion', days: 183, unit: 'months', count: 6 },
  { id: 'selfExclusion:365', kind: 'selfExclusion', days: 365, unit: 'years', count: 1 },
  { id: 'selfExclusion:1826', kind: 'selfExclusion', days: 1826, unit: 'years', count: 5 },
] as const;

const MINUTE = 60_000;
const DAY = 86_400_000;

export function ExclusionCard({ state }: { readonly state: GamblingState }) {
  const t = useTexts('security');
  const tc = useTexts('common');
  const language = useLanguage();
  const navigate = useNavigate();
  const [choiceId, setChoiceId] = useState<string>(CHOICES[0].id);
  const choice = CHOICES.find((item) => item.id === choiceId) ?? CHOICES[0];
  // The break's end is fixed when the player asks to confirm, to the whole minute the dialog names,
  // and sent with the request: the platform applies that end, so the login refusal names the same minute.
  const [agreedUntil, setAgreedUntil] = useState<number | null>(null);
  const confirming = agreedUntil !== null;
  const setConfirming = (open: boolean) =>
    setAgreedUntil(open ? Math.ceil((Date.now() + choice.days * DAY) / MINUTE) * MINUTE : null);
  const start = useMutation({
    mutationFn: () => excludeSelf({ kind: choice.kind, days: choice.days, until: agreedUntil ?? Date.now() }),
    meta: { silent: true },
    onSuccess: () => {
      // Home first, and the session ends once this page has faded out: its guard would send a guest to the login page.
      void navigate(paths.home(), { replace: true });
      window.setTimeout(() => endSession('signOut'), DURATIONS.pageFade + 100);
    },
    onSettled: () => setConfirming(false),
  });
  return (
    <Card data-testid="exclusion">
      <SectionHeading>{t('exclusion.title')}</SectionHeading>
      {state.exclusion ? (
        <Notice>{t('exclusion.active', { time: formatDateTime(state.exclusion.until, language) })}</Notice>
      ) : null}
      <Notice>{t('exclusion.intro')}</Notice>
      <ChoiceGroup
        name="exclusion"
        label={t('exclusion.choose')}
        value={choiceId}
        onChange={setChoiceId}
        items={CHOICES.map((item) => ({
          id: item.id,
          title: `${t(`exclusion.${item.kind}`)} · ${t(`exclusion.${item.unit}`, { count: item.count })}`,
        }))}
      />
      {start.isError ? <FormAlert>{tc(toPlatformError(start.error).messageKey)}</FormAlert> : null}
      <Button variant="secondary" block onClick={() => setConfirming(true)}>
        {t('exclusion.start')}
      </Button>
      <Dialog
        open={confirming}
        title={t('exclusion.confirmTitle')}
        onClose={() => setConfirming(false)}
        testId="exclusion-dialog"
      >
        <p>
          {t('exclusion.confirmText', {
            time: formatDateTime(agreedUntil, language),
          })}
        </p>
        <DialogActions>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('exclusion.cancel')}
          </Button>
          <Button busy={start.isPending} onClick={() => start.mutate()}>
            {t('exclusion.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
