import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTexts } from '@/i18n';
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

/** A prompt's dialog: its text, then "no" (secondary) and "yes" (primary); Escape closes it as "no". */
function PromptDialog({
  title,
  testId,
  children,
  no,
  yes,
}: {
  readonly title: string;
  readonly testId: string;
  readonly children: ReactNode;
  readonly no: { readonly label: string; readonly onClick: () => void };
  readonly yes: { readonly label: string; readonly onClick: () => void };
}) {
  return (
    <Dialog open title={title} onClose={closeJurisdictionPrompt} showCloseButton={false} testId={testId}>
      {children}
      <DialogActions>
        <Button variant="secondary" onClick={no.onClick}>
          {no.label}
        </Button>
        <Button onClick={yes.onClick}>{yes.label}</Button>
      </DialogActions>
    </Dialog>
  );
}

function VerifyPrompt({ prompt }: { readonly prompt: Extract<JurisdictionPrompt, { kind: 'verify' }> }) {
  const t = useTexts('kyc');
  const navigate = useNavigate();
  const open = () => {
    closeJurisdictionPrompt();
    void navigate(paths.verification());
  };
  return (
    <PromptDialog
      title={t('prompt.verifyTitle')}
      testId="verify-prompt"
      no={{ label: t('prompt.close'), onClick: closeJurisdictionPrompt }}
      yes={{ label: prompt.status === 'pending' ? t('prompt.seeStatus') : t('prompt.verifyNow'), onClick: open }}
    >
      <p>{t(`prompt.gate.${prompt.gate}`)}</p>
      <MutedText>{t('prompt.statusLine', { status: t(`status.${prompt.status}`) })}</MutedText>
      {prompt.status === 'verified' ? null : <MutedText>{t(`prompt.${prompt.status}`)}</MutedText>}
    </PromptDialog>
  );
}

function ExplainLocationPrompt({ answer }: { readonly answer: (share: boolean) => void }) {
  const t = useTexts('kyc');
  return (
    <PromptDialog
      title={t('prompt.explainTitle')}
      testId="location-explain"
      no={{ label: t('prompt.notNow'), onClick: () => answer(false) }}
      yes={{ label: t('prompt.share'), onClick: () => answer(true) }}
    >
      <p>{t('prompt.explainText')}</p>
    </PromptDialog>
  );
}

function LocationProblemPrompt({ prompt }: { readonly prompt: Extract<JurisdictionPrompt, { kind: 'location' }> }) {
  const t = useTexts('kyc');
  return (
    <PromptDialog
      title={t('prompt.locationTitle')}
      testId="location-problem"
      no={{ label: t('prompt.close'), onClick: () => prompt.answer(false) }}
      yes={{ label: t('prompt.tryAgain'), onClick: () => prompt.answer(true) }}
    >
      <p role="alert">{t(`prompt.problem.${prompt.problem}`)}</p>
    </PromptDialog>
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
