import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTexts } from '@/i18n';
import { safeExternalUrl } from '@/lib/url-guard';
import { paths } from '@/tenant/paths';
import { useSiteConfig, useSiteSettings } from '@/tenant/site';
import { BackIcon, IconButton, token, useGoBack } from '@/ui';
import { LanguageSwitch } from './language-switch';

const Strip = styled.nav`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${token('space.md')};
  font-size: ${token('font.size.sm')};
  & a {
    color: ${token('color.text.link')};
  }
`;

const TopBar = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${token('size.tapTarget')};
  & > button {
    position: absolute;
    inset-inline-start: 0;
    top: 50%;
    transform: translateY(-50%);
  }
  & img {
    display: block;
    max-width: 60vw;
    height: 32px;
    width: auto;
    object-fit: contain;
  }
`;

/**
 * Issue 17: the login page hides the standard header, so it carries the
 * brand's logo (a link home) and a back action of its own — the header's
 * back: one step in the site, home after a direct link, never out of it.
 */
export function LoginTopBar() {
  const t = useTexts('common');
  const config = useSiteConfig();
  const goBack = useGoBack();
  return (
    <TopBar data-testid="login-top-bar">
      <IconButton label={t('header.back')} onClick={goBack} data-testid="login-back">
        <BackIcon />
      </IconButton>
      <Link to={paths.home()} aria-label={t('header.logoAlt', { name: config.displayName })}>
        <img src={config.assets.logo} alt={config.displayName} width={120} height={32} />
      </Link>
    </TopBar>
  );
}

/**
 * The configured customer-service link: the platform's live-chat entry
 * (system status), else its first entry, else the tenant's first service link.
 * Only an http(s) URL passes; otherwise null and the strip links /m/service.
 */
export function useCustomerServiceUrl(): string | null {
  const settings = useSiteSettings();
  const config = useSiteConfig();
  const entries = settings.customerService;
  const chat = entries.find((entry) => entry.csType === 'LIVECHAT') ?? entries[0];
  return safeExternalUrl(chat?.path) ?? safeExternalUrl(config.serviceLinks[0]?.url);
}

/**
 * CHROME-18: the login page's navigation strip (the page hides the standard
 * header): register, customer service (the configured link, in a new tab) and
 * the language switch (so LOGIN-18's revalidation is reachable here too).
 */
export function LoginNavStrip() {
  const t = useTexts('account');
  const serviceUrl = useCustomerServiceUrl();
  return (
    <Strip aria-label={t('login.strip')} data-testid="login-nav-strip">
      <Link to={paths.register()}>{t('login.register')}</Link>
      {serviceUrl ? (
        <a href={serviceUrl} target="_blank" rel="noopener noreferrer">
          {t('login.customerService')}
        </a>
      ) : (
        <Link to={paths.service()}>{t('login.customerService')}</Link>
      )}
      <LanguageSwitch />
    </Strip>
  );
}
