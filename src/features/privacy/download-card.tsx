import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTexts } from '@/i18n';
import { toPlatformError } from '@/platform/errors';
import { useSiteConfig } from '@/tenant/site';
import { Button, Card, FormAlert, MutedText, Notice, SectionHeading } from '@/ui';
import { fetchMemberData } from './api';
import { exportFileName, exportFileText, saveJsonFile } from './download-file';

/** PRIV-01, PRIV-02, PRIV-08: what the file holds (and does not), then the download itself. */
export function DownloadCard() {
  const t = useTexts('privacy');
  const tc = useTexts('common');
  const { merchantCode } = useSiteConfig();
  const [savedAs, setSavedAs] = useState<string | null>(null);
  const download = useMutation({
    mutationFn: fetchMemberData,
    // Said beside the button, where the player is looking (not as a toast).
    meta: { silent: true },
    onMutate: () => setSavedAs(null),
    onSuccess: (document) => {
      const name = exportFileName(merchantCode, new Date());
      saveJsonFile(name, exportFileText(document));
      setSavedAs(name);
    },
  });
  const failure = download.error ? toPlatformError(download.error) : null;

  return (
    <Card aria-labelledby="privacy-download-heading" data-testid="privacy-download">
      <SectionHeading id="privacy-download-heading">{t('download.heading')}</SectionHeading>
      <MutedText>{t('download.contents')}</MutedText>
      <Button block busy={download.isPending} onClick={() => download.mutate()}>
        {t('download.button')}
      </Button>
      {savedAs ? <Notice role="status">{t('download.saved', { file: savedAs })}</Notice> : null}
      {failure ? (
        <FormAlert>
          {[tc(failure.messageKey), failure.kind === 'business' ? '' : tc('form.retryHint')].filter(Boolean).join(' ')}
        </FormAlert>
      ) : null}
    </Card>
  );
}
