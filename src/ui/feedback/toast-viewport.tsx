import styled, { keyframes } from 'styled-components';
import { useTexts } from '@/i18n';
import { AlertIcon, CheckIcon, InfoIcon, WifiOffIcon } from '../icons/icons';
import { toastSurface } from '../theme/css-fragments';
import { token } from '../theme/tokens';
import { hideToast, useToastStore, type ToastType } from './toast-store';

const appear = keyframes`from { opacity: 0; transform: translateY(10%); } to { opacity: 1; transform: none; }`;
const spin = keyframes`to { transform: rotate(360deg); }`;

const Box = styled.div`
  /* Centred by its margins, not by a physical offset, so it is centred in either writing direction. */
  position: fixed;
  inset: 0;
  margin: auto;
  width: fit-content;
  height: fit-content;
  z-index: 1000;
  max-width: min(80vw, 320px);
  padding: ${token('space.md')} ${token('space.lg')};
  ${toastSurface}
  font-size: ${token('font.size.md')};
  text-align: center;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${token('space.sm')};
  animation: ${appear} 150ms ease-out;
`;

const Spinner = styled.span`
  width: 28px;
  height: 28px;
  border-radius: 50%;
  border: 3px solid currentColor;
  border-inline-end-color: transparent;
  animation: ${spin} 800ms linear infinite;
`;

function ToastIcon({ type }: { readonly type: ToastType }) {
  switch (type) {
    case 'loading':
      return <Spinner aria-hidden="true" />;
    case 'success':
      return <CheckIcon size={28} />;
    case 'fail':
      return <AlertIcon size={28} />;
    case 'offline':
      return <WifiOffIcon size={28} />;
    case 'info':
      return <InfoIcon size={28} />;
  }
}

/** Renders the current toast; the text is translated at render time so a language switch updates it. */
export function ToastViewport() {
  const current = useToastStore((state) => state.current);
  const t = useTexts('common');
  if (!current) return null;
  const text = t(current.messageKey as 'errors.unknown', current.values ?? {});
  return (
    <Box
      role={current.type === 'fail' || current.type === 'offline' ? 'alert' : 'status'}
      aria-live={current.type === 'fail' || current.type === 'offline' ? 'assertive' : 'polite'}
      data-toast-type={current.type}
      onClick={current.type === 'loading' ? undefined : () => hideToast(current.id)}
    >
      <ToastIcon type={current.type} />
      <span>{text}</span>
    </Box>
  );
}
