import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
// Direct imports, not the feature's index: its other modules (login forms, captcha, social sign-in) would come into the entry chunk.
import { HeaderAccountArea } from '@/features/account/header-account-area';
import { LanguageSwitch } from '@/features/account/language-switch';
import { MessageIndicator } from '@/features/messages/message-indicator';
import { HeaderSearch } from '@/features/games/search/header-search';
import { useTexts } from '@/i18n';
import { useSiteConfig } from '@/tenant/site';
import { BackIcon, IconButton, token, useGoBack } from '@/ui';
import { headerTitleKey, isStickyHeader } from '@/tenant/chrome-rules';
import { paths } from '@/tenant/paths';

const Bar = styled.header<{ $sticky: boolean }>`
  position: fixed;
  top: 0;
  inset-inline: 0;
  z-index: 100;
  height: ${token('size.header')};
  max-width: ${token('size.contentMax')};
  margin: 0 auto;
  display: flex;
  align-items: center;
  gap: ${token('space.sm')};
  padding: 0 ${token('space.sm')};
  background: ${token('color.bg.header')};
  color: ${token('color.text.onHeader')};
  box-shadow: ${({ $sticky }) => ($sticky ? token('shadow.raised') : 'none')};
  transition: box-shadow 150ms ease;
`;

const Logo = styled(Link)`
  display: inline-flex;
  align-items: center;
  height: 100%;
  padding: 0 ${token('space.xs')};
  /* The logo gives way first when the header's buttons need the room (narrow phones, long words). */
  flex: 0 1000 auto;
  min-width: 40px;
  & img {
    display: block;
    height: 32px;
    width: auto;
    max-width: min(140px, 100%);
    object-fit: contain;
    object-position: left center;
  }
`;

const Title = styled.div`
  flex: 1;
  margin: 0;
  font-size: ${token('font.size.lg')};
  font-weight: ${token('font.weight.bold')};
  text-align: center;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Spacer = styled.span`
  flex: 1;
`;

function useStickyHeader(): boolean {
  const [sticky, setSticky] = useState(() => isStickyHeader(window.scrollY));
  useEffect(() => {
    const onScroll = () => setSticky(isStickyHeader(window.scrollY));
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return sticky;
}

/** The logo header of home-like paths (CHROME-10): logo, account area, language. */
export function HomeHeader() {
  const config = useSiteConfig();
  const t = useTexts('common');
  const sticky = useStickyHeader();
  return (
    <Bar $sticky={sticky} data-testid="header" data-variant="home" data-sticky={sticky}>
      <Logo to={paths.home()} aria-label={t('header.logoAlt', { name: config.displayName })}>
        <img src={config.assets.logo} alt={config.displayName} width={120} height={32} />
      </Logo>
      <Spacer />
      <HeaderSearch />
      <MessageIndicator />
      <HeaderAccountArea />
      <LanguageSwitch />
    </Bar>
  );
}

/** The back-arrow header (CHROME-11..15). */
export function BackHeader() {
  const t = useTexts('common');
  const location = useLocation();
  const sticky = useStickyHeader();
  const titleKey = headerTitleKey(location.pathname, location.search);
  const onBack = useGoBack();
  return (
    <Bar $sticky={sticky} data-testid="header" data-variant="back" data-sticky={sticky}>
      <IconButton label={t('header.back')} onClick={onBack} data-testid="header-back">
        <BackIcon />
      </IconButton>
      {/* The title keys are the fixed list of CHROME-14. */}
      <Title>{titleKey ? t(titleKey as 'titles.activity') : ''}</Title>
      {/* Issue 34: the search is one tap away on every page with a header; it balances the back arrow. */}
      <HeaderSearch />
    </Bar>
  );
}
