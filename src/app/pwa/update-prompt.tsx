import styled from 'styled-components';
import { useTexts } from '@/i18n';
import { bareButton, Button, toastSurface, token } from '@/ui';
import { dismissUpdate, useUpdateStore } from './update-store';

/**
 * OPS-06: "A new version is available" with Reload, when a new build's
 * worker waits. A strip above the bottom menu, not a dialog: the player
 * finishes what they are doing and reloads when they choose (a reload in
 * the middle of a deposit form would lose it).
 */

const Strip = styled.div`
  position: fixed;
  inset-inline: ${token('space.md')};
  bottom: calc(${token('size.menu')} + ${token('space.sm')} + env(safe-area-inset-bottom, 0px));
  /* POLISH-18: above any dialog's mask (900), so Reload can be pressed while a dialog is open; below the toasts (1000). */
  z-index: 950;
  max-width: ${token('size.contentMax')};
  margin-inline: auto;
  display: flex;
  align-items: center;
  gap: ${token('space.sm')};
  padding: ${token('space.sm')} ${token('space.md')};
  ${toastSurface}
  font-size: ${token('font.size.sm')};
`;

const Message = styled.span`
  flex: 1;
`;

/** In the strip's own text colour: the theme's button variants are made for page backgrounds, not the toast's. */
const NotNow = styled.button`
  ${bareButton}
  min-height: ${token('size.tapTarget')};
  padding: 0 ${token('space.sm')};
  color: inherit;
  text-decoration: underline;
  &:focus-visible {
    outline: 2px solid ${token('color.border.focus')};
    outline-offset: 2px;
  }
`;

export function UpdatePrompt() {
  const t = useTexts('common');
  const applyUpdate = useUpdateStore((state) => state.applyUpdate);
  if (!applyUpdate) return null;
  return (
    <Strip role="status" aria-live="polite" data-testid="update-prompt">
      <Message>{t('update.available')}</Message>
      <NotNow type="button" onClick={dismissUpdate}>
        {t('update.dismiss')}
      </NotNow>
      <Button small onClick={applyUpdate}>
        {t('update.reload')}
      </Button>
    </Strip>
  );
}
