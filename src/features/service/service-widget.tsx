import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { create } from 'zustand';
import { useTexts } from '@/i18n';
import { isHomeLike } from '@/tenant/chrome-rules';
import { ChatIcon, CloseIcon, token } from '@/ui';
import { ServiceButtons, useServiceChannels } from './service-buttons';

const Aside = styled.aside<{ $docked: boolean }>`
  display: flex;
  gap: ${token('space.xs')};
  ${({ $docked }) =>
    $docked
      ? /* Open on a home-like page: a row in the page's flow, after its content, so it covers nothing. */
        `
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    padding: ${token('space.md')} ${token('space.lg')};
  `
      : `
    position: fixed;
    inset-inline-end: ${token('space.sm')};
    /* Clear of the bottom menu (and the iPhone's taller one) with a gap. */
    bottom: calc(${token('size.menuTall')} + ${token('space.sm')});
    z-index: 20;
    flex-direction: column;
    align-items: flex-end;
  `}
  & [data-service-link] {
    background: ${token('color.bg.raised')};
    color: ${token('color.text.primary')};
    border: 1px solid ${token('color.border.default')};
    box-shadow: ${token('shadow.raised')};
  }
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${token('size.tapTarget')};
  height: ${token('size.tapTarget')};
  border-radius: 50%;
  border: none;
  background: ${token('color.bg.brand')};
  color: ${token('color.text.onBrand')};
  box-shadow: ${token('shadow.raised')};
  cursor: pointer;
`;

/** The player's own choice for this visit; until they make one, it opens on home-like pages only. */
const useWidgetChoice = create<{ readonly open: boolean | null }>(() => ({ open: null }));

/**
 * SVC-01: the floating side-service widget of the shell. Issue 17: it never
 * has to cover content — open on the home-like pages (where its channels are
 * expected), folded to one round button elsewhere, and the player can fold
 * or unfold it anywhere (kept for the visit).
 */
export function ServiceWidget() {
  const t = useTexts('service');
  const { pathname } = useLocation();
  const choice = useWidgetChoice((state) => state.open);
  const channels = useServiceChannels();
  const homeLike = isHomeLike(pathname);
  const open = choice ?? homeLike;
  // POLISH-14: open on a home-like page it joins the page's flow (the shell renders it after the page), never
  // floating over the hot matches or the popular tabs; folded, or open elsewhere, it floats in the corner.
  const docked = open && homeLike;
  // With no channel there is nothing to unfold: the widget stays, empty, with no button that leads nowhere.
  if (!channels.chatUrl && channels.links.length === 0)
    return <Aside $docked={false} aria-label={t('widget')} data-testid="service-widget" />;
  return (
    <Aside $docked={docked} aria-label={t('widget')} data-testid="service-widget" data-open={open} data-docked={docked}>
      {open ? <ServiceButtons /> : null}
      <Toggle
        type="button"
        aria-expanded={open}
        aria-label={open ? t('fold') : t('unfold')}
        onClick={() => useWidgetChoice.setState({ open: !open })}
        data-testid="service-widget-toggle"
      >
        {open ? <CloseIcon /> : <ChatIcon />}
      </Toggle>
    </Aside>
  );
}
