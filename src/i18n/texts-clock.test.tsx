// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import ar from './locales/ar/common.json';
import en from './locales/en/common.json';
import pt from './locales/pt/common.json';
import { changeLanguage, i18n, initI18n, instanceFor, useLanguage, useTexts } from './index';

function HomeLabel() {
  const t = useTexts('common');
  return (
    <span>
      {useLanguage()}: {t('nav.home')}
    </span>
  );
}

function BeforeStart() {
  const t = useTexts('common');
  return (
    <span>
      {t('nav.home')} / {t('nav.none', { defaultValue: 'Fallback' })}
    </span>
  );
}

describe('texts for components rendered by the dozen (SPEED-33)', () => {
  it('SPEED-33 before the start initialises the texts, a text is its default value or its key', () => {
    const view = render(<BeforeStart />);
    expect(screen.getByText('nav.home / Fallback')).toBeTruthy();
    view.unmount();
  });

  it('SPEED-33 useTexts and useLanguage draw again on a new language, read a provider’s instance and borrowed texts', async () => {
    // OPS-09's borrowed texts: the key until EN's texts are in, then EN's text, drawn again.
    await initI18n('AR');
    const arabic = render(<HomeLabel />);
    expect(screen.getByText(`AR: ${ar.nav.home}`)).toBeTruthy();
    arabic.unmount();
    i18n.addResource('ar', 'common', 'nav.home', '');
    const view = render(<HomeLabel />);
    expect(screen.getByText('AR: nav.home')).toBeTruthy();
    expect(await screen.findByText(`AR: ${en.nav.home}`)).toBeTruthy();

    // A new language: the same reader draws again.
    await act(() => changeLanguage('PT'));
    expect(screen.getByText(`PT: ${pt.nav.home}`)).toBeTruthy();
    view.unmount();

    // The theme gallery's provider: another language beside the app's.
    const english = await instanceFor('EN');
    render(
      <I18nextProvider i18n={english}>
        <HomeLabel />
      </I18nextProvider>,
    );
    expect(screen.getByText(`EN: ${en.nav.home}`)).toBeTruthy();
  });
});
