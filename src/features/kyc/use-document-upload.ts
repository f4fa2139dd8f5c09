import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { verificationKeys } from '@/session';
import { toPlatformError, type PlatformError } from '@/platform/errors';
import type { VerificationDocument } from '@/tenant/jurisdictions';
import { platformUploads, uploadDocument, type UploadSession, type UploadTransport } from './chunked-upload';
import { reencodeFile, type PreparedImage } from './image-reencode';

/**
 * One step of the verification page (KYC-16, KYC-18): the photo the member
 * chose or took, prepared on the device, then uploaded with its progress.
 * A failure keeps the photo and the platform's upload, so "retry" goes on
 * from where the platform stopped instead of starting over.
 */

export interface DocumentStep {
  readonly image: PreparedImage | null;
  readonly preparing: boolean;
  /** The chosen file is not an image the browser can open. */
  readonly unreadable: boolean;
  readonly uploading: boolean;
  /** Bytes the platform holds of this photo. */
  readonly sent: number;
  readonly stored: boolean;
  /** What stopped the upload, as a catalogue key; null while nothing failed. */
  readonly failure: PlatformError['messageKey'] | null;
}

const EMPTY: DocumentStep = {
  image: null,
  preparing: false,
  unreadable: false,
  uploading: false,
  sent: 0,
  stored: false,
  failure: null,
};

export function useDocumentUpload(
  kind: VerificationDocument,
  onStored: (kind: VerificationDocument) => void,
  transport: UploadTransport = platformUploads,
) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<DocumentStep>(EMPTY);
  const session = useRef<UploadSession | null>(null);
  const busy = useRef(false);

  const upload = useCallback(
    async (prepared: PreparedImage) => {
      // One upload of a step at a time: a second tap while one runs would send the bytes twice.
      if (busy.current) return;
      busy.current = true;
      setStep((current) => ({ ...current, uploading: true, failure: null }));
      try {
        await uploadDocument({
          kind,
          bytes: prepared.bytes,
          session: session.current,
          transport,
          onSession: (next) => {
            session.current = next;
          },
          onProgress: (sent) => setStep((current) => ({ ...current, sent })),
        });
        setStep((current) => ({ ...current, uploading: false, stored: true }));
        onStored(kind);
        await queryClient.invalidateQueries({ queryKey: verificationKeys.all });
      } catch (error) {
        setStep((current) => ({ ...current, uploading: false, failure: toPlatformError(error).messageKey }));
      } finally {
        busy.current = false;
      }
    },
    [kind, transport, queryClient, onStored],
  );

  /** A photo taken with the camera, already prepared. */
  const takePhoto = useCallback(
    (prepared: PreparedImage) => {
      if (busy.current) return;
      session.current = null;
      setStep({ ...EMPTY, image: prepared });
      void upload(prepared);
    },
    [upload],
  );

  /** A file the member chose: prepared on the device, then uploaded. */
  const chooseFile = useCallback(
    async (file: Blob) => {
      if (busy.current) return;
      setStep((current) => ({ ...current, preparing: true, unreadable: false, failure: null }));
      let prepared: PreparedImage;
      try {
        prepared = await reencodeFile(file);
      } catch {
        setStep((current) => ({ ...current, preparing: false, unreadable: true }));
        return;
      }
      takePhoto(prepared);
    },
    [takePhoto],
  );

  const retry = useCallback(() => {
    if (step.image) void upload(step.image);
  }, [step.image, upload]);

  return { step, chooseFile, takePhoto, retry };
}
