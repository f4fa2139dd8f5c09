import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useTexts } from '@/i18n';
import { Button, FormAlert, token } from '@/ui';
import { drawAsJpeg, type PreparedImage } from './image-reencode';

/**
 * KYC-16: a live camera preview where the browser gives one (getUserMedia),
 * and a photo taken from the video frame through the same canvas as a chosen
 * file. The file input stays the way that works everywhere; this is offered
 * beside it only when the browser has a camera API.
 */

const Video = styled.video`
  width: 100%;
  max-height: 50vh;
  border-radius: ${token('radius.card')};
  background: ${token('color.bg.skeleton')};
  object-fit: cover;
`;

const Row = styled.div`
  display: flex;
  gap: ${token('space.sm')};
`;

/** Whether the browser offers a camera API (absent outside secure contexts and in older browsers). */
export const cameraAvailable = (): boolean =>
  'mediaDevices' in navigator && typeof navigator.mediaDevices.getUserMedia === 'function';

export function CameraCapture({
  facing,
  onPhoto,
  onClose,
}: {
  /** `user` for the selfie (front camera), `environment` for a document. */
  readonly facing: 'user' | 'environment';
  readonly onPhoto: (photo: PreparedImage) => void;
  readonly onClose: () => void;
}) {
  const t = useTexts('kyc');
  const video = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [failed, setFailed] = useState(false);
  const [taking, setTaking] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let opened: MediaStream | null = null;
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: facing }, audio: false })
      .then((media) => {
        opened = media;
        if (cancelled) media.getTracks().forEach((track) => track.stop());
        else setStream(media);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    // The camera light goes off as soon as the preview closes.
    return () => {
      cancelled = true;
      opened?.getTracks().forEach((track) => track.stop());
    };
  }, [facing]);

  useEffect(() => {
    if (video.current && stream) video.current.srcObject = stream;
  }, [stream]);

  const take = async () => {
    const frame = video.current;
    if (!frame || frame.videoWidth === 0) return;
    setTaking(true);
    try {
      onPhoto(await drawAsJpeg(frame, { width: frame.videoWidth, height: frame.videoHeight }));
      onClose();
    } catch {
      setFailed(true);
    } finally {
      setTaking(false);
    }
  };

  if (failed)
    return (
      <>
        <FormAlert>{t('step.cameraFailed')}</FormAlert>
        <Button variant="secondary" onClick={onClose}>
          {t('step.cancelCamera')}
        </Button>
      </>
    );
  return (
    <>
      <Video ref={video} autoPlay playsInline muted aria-label={t('step.cameraPreview')} />
      <Row>
        <Button onClick={() => void take()} busy={taking} disabled={!stream}>
          {t('step.takePhoto')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('step.cancelCamera')}
        </Button>
      </Row>
    </>
  );
}
