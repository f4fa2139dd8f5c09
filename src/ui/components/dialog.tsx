import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { useTexts } from '@/i18n';
import { DURATIONS } from '@/lib/spec-constants';
import { CloseIcon } from '../icons/icons';
import { token } from '../theme/tokens';
import { IconButton } from './button';
import { DIALOG_PRIORITY, headOf, useDialogQueue } from './dialog-queue';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const fadeOut = keyframes`from { opacity: 1; transform: none; } to { opacity: 0; transform: scale(0.96); }`;
const slideIn = keyframes`from { transform: translateX(-100%); } to { transform: none; }`;
/** Right-to-left the side menu hangs from the right edge, so it slides in from there. */
const slideInFromRight = keyframes`from { transform: translateX(100%); } to { transform: none; }`;

/** How long the closing animation of a dialog given `closing` runs. */
export const DIALOG_CLOSE_MS = 200;

const Mask = styled.div`
  position: fixed;
  inset: 0;
  z-index: 900;
  background: ${token('color.bg.overlay')};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${token('space.lg')};
  animation: ${fadeIn} 150ms ease-out;
  &[data-closing='true'] {
    animation: ${fadeOut} ${DIALOG_CLOSE_MS}ms ease-in forwards;
    pointer-events: none;
  }
  /* A side menu: the panel hangs from the left edge, full height, and slides in. */
  &[data-placement='left'] {
    align-items: stretch;
    justify-content: flex-start;
    padding: 0;
  }
  &[data-placement='left'] > [role='dialog'] {
    max-width: min(320px, 85vw);
    max-height: none;
    border-radius: 0;
    border-start-end-radius: ${token('radius.card')};
    border-end-end-radius: ${token('radius.card')};
    animation: ${slideIn} 200ms ease-out;
  }
  [dir='rtl'] &[data-placement='left'] > [role='dialog'] {
    animation-name: ${slideInFromRight};
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-placement='left'] > [role='dialog'] {
      animation: none;
    }
  }
`;

const Panel = styled.div`
  position: relative;
  width: 100%;
  max-width: 420px;
  max-height: 85vh;
  overflow: auto;
  background: ${token('color.bg.surface')};
  color: ${token('color.text.primary')};
  border-radius: ${token('radius.card')};
  box-shadow: ${token('shadow.dialog')};
  padding: ${token('space.lg')};
  display: flex;
  flex-direction: column;
  gap: ${token('space.md')};
  &:focus {
    outline: none;
  }
`;

const Title = styled.h2`
  margin: 0;
  padding-inline-end: ${token('size.tapTarget')};
  font-size: ${token('font.size.lg')};
`;

const CloseButton = styled(IconButton)`
  position: absolute;
  top: ${token('space.xs')};
  inset-inline-end: ${token('space.xs')};
  color: ${token('color.text.secondary')};
`;

export const DialogActions = styled.div`
  display: flex;
  gap: ${token('space.sm')};
  justify-content: flex-end;
  & > * {
    flex: 1;
  }
`;

/** CHROME-25: a mask click within this time of opening is ignored. */
export function maskClickCloses(openedAt: number, clickedAt: number): boolean {
  return clickedAt - openedAt >= DURATIONS.dialogMaskGuard;
}

export interface DialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
  /** Whether a mask click (after the guard time) closes the dialog. */
  readonly closeOnMask?: boolean;
  readonly showCloseButton?: boolean;
  readonly testId?: string;
  /** Plays the closing animation; the owner unmounts the dialog after DIALOG_CLOSE_MS. */
  readonly closing?: boolean;
  /** Its place in the one-at-a-time queue (DIALOG_PRIORITY); what the player opened by default. */
  readonly priority?: number;
  /** 'left': a side menu sliding in from the left edge (the member centre's left menu); centred otherwise. */
  readonly placement?: 'centre' | 'left';
}

export function Dialog({
  open,
  title,
  onClose,
  children,
  closeOnMask = true,
  showCloseButton = true,
  testId,
  closing = false,
  priority = DIALOG_PRIORITY.user,
  placement = 'centre',
}: DialogProps) {
  const t = useTexts('common');
  const titleId = useId();
  const queueId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const openedAt = useRef(0);

  // Issue 17: open dialogs wait their turn; only the head of the queue is on screen (never two masks).
  const join = useDialogQueue((state) => state.join);
  const leave = useDialogQueue((state) => state.leave);
  useLayoutEffect(() => {
    if (!open) return undefined;
    join(queueId, priority);
    return () => leave(queueId);
  }, [open, priority, queueId, join, leave]);
  const shown = useDialogQueue((state) => headOf(state.open) === queueId) && open;

  useEffect(() => {
    if (!shown) return;
    openedAt.current = performance.now();
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The panel is fixed in the middle of the screen: nothing to scroll to, and no layout forced to find out. Focused in the
    // frame that paints it: focusing in this task forced the style of the page React has just changed, in the commit's task (TBT).
    const frame = requestAnimationFrame(() => panelRef.current?.focus({ preventScroll: true }));
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKey);
      previouslyFocused?.focus();
    };
  }, [shown, onClose]);

  if (!shown) return null;
  return createPortal(
    <Mask
      data-testid={testId ? `${testId}-mask` : undefined}
      data-closing={closing}
      data-placement={placement}
      onClick={(event) => {
        if (event.target === event.currentTarget && closeOnMask && maskClickCloses(openedAt.current, performance.now()))
          onClose();
      }}
    >
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
      >
        <Title id={titleId}>{title}</Title>
        {showCloseButton ? (
          <CloseButton label={t('dialog.close')} onClick={onClose}>
            <CloseIcon />
          </CloseButton>
        ) : null}
        {children}
      </Panel>
    </Mask>,
    document.body,
  );
}
