import { useEffect, useState } from 'react';

/**
 * A QR code of a text as a data URL (null until drawn, or with no text).
 * `qrcode` loads with the first code drawn, not with the page.
 */
export function useQrCode(text: string | undefined): string | null {
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!text) return undefined;
    let current = true;
    void import('qrcode')
      .then((qrcode) => qrcode.toDataURL(text, { margin: 1, width: 368, errorCorrectionLevel: 'M' }))
      .then((url) => {
        if (current) setDataUrl(url);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [text]);
  return dataUrl;
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
