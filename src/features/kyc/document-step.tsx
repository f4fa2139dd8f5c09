import { useId, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { useTexts } from '@/i18n';
import type { VerificationDocument } from '@/tenant/jurisdictions';
import { Button, FormAlert, MutedText, ProgressBar, StatusBadge, token } from '@/ui';
import { CameraCapture, cameraAvailable } from './camera-capture';
import { useDocumentUpload } from './use-document-upload';

/**
 * One step of the verification page (KYC-16, KYC-18): the document's side or
 * the selfie, chosen or taken, shown, uploaded with a progress bar, and on a
 * failure what happened with a retry that keeps the photo.
 */

const Step = styled.fieldset`
  margin: 0;
  border: 1px solid ${token('color.border.default')};
  border-radius: ${token('radius.card')};
  padding: ${token('space.md')};
  display: flex;
  flex-direction: column;
  gap: ${token('space.sm')};
  & legend {
    padding: 0 ${token('space.xs')};
    font-weight: ${token('font.weight.bold')};
  }
`;

const Preview = styled.img`
  max-width: 100%;
  max-height: 200px;
  align-self: flex-start;
  border-radius: ${token('radius.control')};
`;

/** The file input stays in the page (keyboard, screen readers) while its label is what shows, as a button. */
const FilePicker = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${token('size.tapTarget')};
  padding: 0 ${token('space.md')};
  border: 1px solid ${token('color.border.default')};
  border-radius: ${token('radius.control')};
  color: ${token('color.text.primary')};
  cursor: pointer;
  &:focus-within {
    outline: 2px solid ${token('color.border.focus')};
  }
  & input {
    position: absolute;
    inset: 0;
    opacity: 0;
    width: 100%;
    cursor: pointer;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.sm')};
`;

export function DocumentStep({
  kind,
  storedBefore,
  onStored,
}: {
  readonly kind: VerificationDocument;
  /** The platform already holds this document (sent earlier): the step shows it as received. */
  readonly storedBefore: boolean;
  /** This visit sent the document and the platform stored it. */
  readonly onStored: (kind: VerificationDocument) => void;
}) {
  const t = useTexts('kyc');
  const tc = useTexts('common');
  const { step, chooseFile, takePhoto, retry } = useDocumentUpload(kind, onStored);
  const [camera, setCamera] = useState(false);
  const hintId = useId();
  const name = t(`step.${kind}`);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again must fire a change again.
    event.target.value = '';
    if (file) void chooseFile(file);
  };

  const busy = step.preparing || step.uploading;
  const stored = step.stored || (storedBefore && !step.image);
  return (
    <Step data-step={kind}>
      <legend>{name}</legend>
      <MutedText id={hintId}>{t(`step.hint.${kind}`)}</MutedText>
      {step.image ? <Preview src={step.image.previewUrl} alt={t('step.photo', { step: name })} /> : null}
      {step.preparing ? <MutedText role="status">{t('step.preparing')}</MutedText> : null}
      {step.image && (step.uploading || step.sent > 0) && !step.stored ? (
        <ProgressBar value={step.sent} max={step.image.bytes.length} label={t('step.progress', { step: name })} />
      ) : null}
      {stored ? (
        <StatusBadge $tone="success" role="status">
          {step.stored ? t('step.sent') : t('step.received')}
        </StatusBadge>
      ) : null}
      {step.unreadable ? <FormAlert>{t('step.unreadable')}</FormAlert> : null}
      {step.failure ? <FormAlert>{t('step.failed', { message: tc(step.failure) })}</FormAlert> : null}
      {camera ? (
        <CameraCapture
          facing={kind === 'selfie' ? 'user' : 'environment'}
          onPhoto={takePhoto}
          onClose={() => setCamera(false)}
        />
      ) : (
        <Actions>
          {step.failure && step.image ? (
            <Button onClick={retry} busy={step.uploading}>
              {t('step.retry')}
            </Button>
          ) : null}
          <FilePicker aria-disabled={busy || undefined}>
            {stored || step.image ? t('step.replace') : t('step.choose')}
            <input
              type="file"
              accept="image/*"
              capture={kind === 'selfie' ? 'user' : 'environment'}
              aria-describedby={hintId}
              disabled={busy}
              onChange={onFile}
            />
          </FilePicker>
          {cameraAvailable() ? (
            <Button variant="secondary" disabled={busy} onClick={() => setCamera(true)}>
              {t('step.useCamera')}
            </Button>
          ) : null}
        </Actions>
      )}
    </Step>
  );
}
