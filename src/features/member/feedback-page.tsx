import { useMutation } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useTexts } from '@/i18n';
import { rejectTrialAccount } from '@/session';
import { LIMITS } from '@/lib/spec-constants';
import { paths } from '@/tenant/paths';
import { Button, CloseIcon, IconButton, MutedText, PageBody, PageHeading, toast, token } from '@/ui';
import { sendFeedback } from './api';
import { addFeedbackImages, clampFeedbackText, type RejectReason } from './uploads';

const Area = styled.textarea`
  width: 100%;
  min-height: 120px;
  padding: ${token('space.md')};
  border: 1px solid ${token('color.border.default')};
  border-radius: ${token('radius.control')};
  background: ${token('color.bg.surface')};
  color: ${token('color.text.primary')};
  font: inherit;
  resize: vertical;
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${token('space.sm')};
`;

const Files = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${token('space.xs')};
  & li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    padding-inline-start: ${token('space.sm')};
    border-radius: ${token('radius.control')};
    background: ${token('color.bg.surface')};
  }
`;

const Problems = styled.ul`
  margin: 0;
  padding-inline-start: ${token('space.lg')};
  color: ${token('color.text.danger')};
`;

/** /m/feedback (FEEDBACK3, FEEDBACK-01..05): up to 140 characters and 3 png/jpg images of at most 5 MB; a failed send keeps both. */
export default function FeedbackPage() {
  const t = useTexts('member');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [rejected, setRejected] = useState<{ name: string; reason: RejectReason }[]>([]);
  const send = useMutation({
    mutationFn: () => sendFeedback(text.trim(), images),
    onSuccess: () => {
      toast.success('member:feedback.sent');
      void navigate(paths.mine());
    },
  });

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const result = addFeedbackImages(images, Array.from(event.target.files ?? []));
    setImages(result.kept);
    setRejected(result.rejected);
    event.target.value = '';
  };

  const submit = () => {
    if (rejectTrialAccount()) return;
    send.mutate();
  };

  return (
    <PageBody data-page="feedback">
      <PageHeading>{t('feedback.title')}</PageHeading>
      <label htmlFor="feedback-text">{t('feedback.textLabel')}</label>
      <Area
        id="feedback-text"
        value={text}
        maxLength={LIMITS.feedbackTextMax}
        onChange={(event) => setText(clampFeedbackText(event.target.value))}
        placeholder={t('feedback.placeholder')}
      />
      <MutedText data-testid="feedback-count">
        {t('feedback.count', { count: Array.from(text).length, max: LIMITS.feedbackTextMax })}
      </MutedText>
      <Row>
        <label htmlFor="feedback-images">{t('feedback.imagesLabel', { max: LIMITS.feedbackImagesMax })}</label>
        <input
          id="feedback-images"
          type="file"
          accept="image/png,image/jpeg"
          multiple
          onChange={onFiles}
          disabled={images.length >= LIMITS.feedbackImagesMax}
        />
      </Row>
      <MutedText>{t('feedback.imagesHint')}</MutedText>
      {images.length > 0 ? (
        <Files data-testid="feedback-images">
          {images.map((image, index) => (
            <li key={`${image.name}-${index}`}>
              {image.name}
              <IconButton
                label={t('feedback.remove', { name: image.name })}
                onClick={() => setImages(images.filter((_, other) => other !== index))}
              >
                <CloseIcon />
              </IconButton>
            </li>
          ))}
        </Files>
      ) : null}
      {rejected.length > 0 ? (
        <Problems role="alert" data-testid="feedback-rejected">
          {rejected.map((entry, index) => (
            <li key={`${entry.name}-${index}`}>{t(`feedback.rejected.${entry.reason}`, { name: entry.name })}</li>
          ))}
        </Problems>
      ) : null}
      <Button onClick={submit} disabled={text.trim() === '' || send.isPending}>
        {t('feedback.submit')}
      </Button>
    </PageBody>
  );
}
