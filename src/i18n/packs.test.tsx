// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import en from './locales/en/common.json';
import ar from './locales/ar/common.json';
import { changeLanguage, i18n, initI18n } from './index';

function HomeLabel() {
  // OPS-09 holds for react-i18next's own readers too (pages that read the instance keep its hook).
  // eslint-disable-next-line no-restricted-syntax
  const { t } = useTranslation();
  return <span>{t('nav.home')}</span>;
}

describe('language packs at run time (OPS-09)', () => {
  it('OPS-09 AR turns the document right-to-left, shows its own texts and the EN text for one it lacks or leaves empty', async () => {
    await initI18n('AR');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(i18n.t('nav.home')).toBe(ar.nav.home);
    // SPEED-32: a complete pack starts without EN's catalogues ...
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);

    // ... and borrows them when a text turns out missing (OPS-09): the key until they are in, then EN's text,
    // drawn again on screen.
    i18n.addResource('ar', 'common', 'nav.home', '');
    expect(i18n.t('nav.home')).toBe('nav.home');
    const view = render(<HomeLabel />);
    expect(screen.getByText('nav.home')).toBeTruthy();
    expect(await screen.findByText(en.nav.home)).toBeTruthy();
    view.unmount();

    await changeLanguage('PT');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('pt-BR');
    // PT is complete by the catalogue test and never borrows EN: an emptied text shows its key, not English.
    i18n.addResource('pt', 'common', 'nav.home', '');
    expect(i18n.t('nav.home')).toBe('nav.home');
  });
});
