import { useEffect, useState } from 'react';
import { importOnce } from '@/lib/retry-import';
import { useAttempts } from './use-attempts';

/** `qrcode` loads with the first code drawn, not with the page; a failed fetch is asked for again (importOnce). */
const loadQrLibrary = importOnce(() => import('./qr-library'));

export interface QrCodeState {
  /** The code as a data URL; null until drawn, or with no text. */
  readonly dataUrl: string | null;
  /** The library could not be fetched or the code not drawn. */
  readonly failed: boolean;
  readonly retry: () => void;
}

/** A QR code of a text. A code that could not be drawn says so (`failed`), and tries again on `retry` or once back online. */
export function useQrCode(text: string | undefined): QrCodeState {
  const [drawn, setDrawn] = useState<{ readonly text: string; readonly dataUrl: string } | null>(null);
  const [failed, setFailed] = useState(false);
  const { attempt, retry } = useAttempts(failed);
  useEffect(() => {
    if (!text) return undefined;
    let current = true;
    loadQrLibrary()
      .then((qrcode) => qrcode.toDataURL(text, { margin: 1, width: 368, errorCorrectionLevel: 'M' }))
      .then(
        (dataUrl) => {
          if (!current) return;
          setFailed(false);
          setDrawn({ text, dataUrl });
        },
        () => {
          if (current) setFailed(true);
        },
      );
    return () => {
      current = false;
    };
  }, [text, attempt]);
  const dataUrl = text && drawn?.text === text ? drawn.dataUrl : null;
  return { dataUrl, failed: failed && dataUrl === null, retry };
}

/** Copies a text to the clipboard; `copied` says whether the last copy worked (for a visible "copied"). */
export function useCopyText(text: string): { readonly copied: boolean; readonly copy: () => void } {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard
      .writeText(text)
      .then(() => setCopied(true))
      .catch(() => setCopied(false));
  };
  return { copied, copy };
}
