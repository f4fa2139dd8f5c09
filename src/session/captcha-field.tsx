import { useCallback, useEffect, useMemo, useRef, useState, type Ref } from 'react';
import styled from 'styled-components';
import * as z from 'zod/mini';
import { useTexts } from '@/i18n';
import { LIMITS } from '@/lib/spec-constants';
import { callPlatformParsed } from '@/platform/request';
import { Spinner, TextField, token } from '@/ui';

const ImageButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 96px;
  height: 36px;
  padding: 0;
  border: 1px solid ${token('color.border.default')};
  border-radius: ${token('radius.control')};
  background: ${token('color.bg.surface')};
  cursor: pointer;
  & img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

/** CAPTCHA-01: the captcha call answers a base64 PNG. */
export async function fetchCaptchaImage(): Promise<string> {
  const value = await callPlatformParsed('captcha', z.string(), { query: { t: Date.now() } });
  return value.startsWith('data:image/') ? value : `data:image/png;base64,${value}`;
}

/**
 * CAPTCHA-01..03: loads a fresh captcha when shown; tapping the picture loads
 * another, with a loading flag, and a tap while loading starts nothing.
 */
export function useCaptchaImage(active: boolean): { image: string | null; loading: boolean; refresh: () => void } {
  const [image, setImage] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const busy = useRef(false);
  const refresh = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    setLoading(true);
    fetchCaptchaImage()
      .then(setImage, () => setImage(null))
      .finally(() => {
        busy.current = false;
        setLoading(false);
      });
  }, []);
  useEffect(() => {
    if (active) refresh();
  }, [active, refresh]);
  // One object while nothing changed, so a memoised field that takes it skips its parent's re-renders.
  return useMemo(() => ({ image, loading, refresh }), [image, loading, refresh]);
}

export interface CaptchaFieldProps extends Omit<React.InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'> {
  readonly error?: string | undefined;
  readonly image: string | null;
  readonly loading: boolean;
  readonly onRefresh: () => void;
  readonly ref?: Ref<HTMLInputElement>;
}

export function CaptchaField({ image, loading, onRefresh, error, ...inputProps }: CaptchaFieldProps) {
  const t = useTexts('account');
  return (
    <TextField
      {...inputProps}
      label={t('captcha.label')}
      hint={t('captcha.hint', { max: LIMITS.captchaMaxLength })}
      error={error}
      inputMode="numeric"
      maxLength={LIMITS.captchaMaxLength}
      autoComplete="off"
      suffix={
        <ImageButton
          type="button"
          onClick={onRefresh}
          aria-label={t('captcha.refresh')}
          aria-busy={loading}
          data-testid="captcha-image"
        >
          {loading ? <Spinner /> : image ? <img src={image} alt={t('captcha.image')} /> : null}
        </ImageButton>
      }
    />
  );
}
