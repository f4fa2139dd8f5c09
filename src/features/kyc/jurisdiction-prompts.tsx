import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { closeJurisdictionPrompt, useJurisdictionPrompt, type JurisdictionPrompt } from '@/session';
import { paths } from '@/tenant/paths';
import { Button, Dialog, DialogActions, MutedText } from '@/ui';

/**
 * The one place the jurisdiction gates speak (KYC-24, GEO-05..07): the
 * prompt of src/session/jurisdiction-prompts.ts as an accessible dialog,
 * labelled by its title and focused when it opens. Escape, or the prompt's
 * own Close / Not now, answers "no" (the corner's close button is left out:
 * two buttons named Close would confuse a screen reader). The shell mounts
 * it once and loads it only when a prompt is asked for.
 */

function VerifyPrompt({ prompt }: { readonly prompt: Extract<JurisdictionPrompt, { kind: 'verify' }> }) {
  const { t } = useTranslation('kyc');
  const navigate = useNavigate();
  const open = () => {
    closeJurisdictionPrompt();
    void navigate(paths.verification());
  };
  return (
    <Dialog
      open
      title={t('prompt.verifyTitle')}
      onClose={closeJurisdictionPrompt}
      showCloseButton={false}
      testId="verify-prompt"
    >
      <p>{t(`prompt.gate.${prompt.gate}`)}</p>
      <MutedText>{t('prompt.statusLine', { status: t(`status.${prompt.status}`) })}</MutedText>
      {prompt.status === 'verified' ? null : <MutedText>{t(`prompt.${prompt.status}`)}</MutedText>}
      <DialogActions>
        <Button variant="secondary" onClick={closeJurisdictionPrompt}>
          {t('prompt.close')}
        </Button>
        <Button onClick={open}>{prompt.status === 'pending' ? t('prompt.seeStatus') : t('prompt.verifyNow')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function ExplainLocationPrompt({ answer }: { readonly answer: (share: boolean) => void }) {
  const { t } = useTranslation('kyc');
  return (
    <Dialog
      open
      title={t('prompt.explainTitle')}
      onClose={closeJurisdictionPrompt}
      showCloseButton={false}
      testId="location-explain"
    >
      <p>{t('prompt.explainText')}</p>
      <DialogActions>
        <Button variant="secondary" onClick={() => answer(false)}>
          {t('prompt.notNow')}
        </Button>
        <Button onClick={() => answer(true)}>{t('prompt.share')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function LocationProblemPrompt({ prompt }: { readonly prompt: Extract<JurisdictionPrompt, { kind: 'location' }> }) {
  const { t } = useTranslation('kyc');
  return (
    <Dialog
      open
      title={t('prompt.locationTitle')}
      onClose={closeJurisdictionPrompt}
      showCloseButton={false}
      testId="location-problem"
    >
      <p role="alert">{t(`prompt.problem.${prompt.problem}`)}</p>
      <DialogActions>
        <Button variant="secondary" onClick={() => prompt.answer(false)}>
          {t('prompt.close')}
        </Button>
        <Button onClick={() => prompt.answer(true)}>{t('prompt.tryAgain')}</Button>
      </DialogActions>
    </Dialog>
  );
}

export function JurisdictionPrompts() {
  const prompt = useJurisdictionPrompt((state) => state.prompt);
  if (!prompt) return null;
  switch (prompt.kind) {
    case 'verify':
      return <VerifyPrompt prompt={prompt} />;
    case 'explainLocation':
      return <ExplainLocationPrompt answer={prompt.answer} />;
    case 'location':
      return <LocationProblemPrompt prompt={prompt} />;
  }
}
