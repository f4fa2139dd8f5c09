// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n, initI18n } from '@/i18n';
import { removeStored } from '@/lib/storage';
import { LazyPage } from './lazy-page';

// Every page chunk fails to load, as when the network drops mid-navigation.
vi.mock('./pages', () => ({
  PAGE_LOADERS: new Proxy(
    {},
    { get: () => () => Promise.reject(new Error('Failed to fetch dynamically imported module')) },
  ),
}));

afterEach(cleanup);

describe('lazy page failure', () => {
  it('I18N-08 CHROME-21 the failure text and retry are in the current language, not the source Chinese', async () => {
    await initI18n('PT');
    render(
      <I18nextProvider i18n={i18n}>
        <LazyPage pageId="login" />
      </I18nextProvider>,
    );
    expect(await screen.findByText('Algo deu errado')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
    await act(() => changeLanguage('EN'));
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('recovering a page whose code failed twice (issue 17)', () => {
  it('POLISH-12 the second retry reloads the document once, then not again within a minute or while offline', async () => {
    const { reloadToRecover, RELOAD_GUARD_MS } = await import('./lazy-page');
    const reload = vi.fn();
    removeStored('lazyReloadAt');
    expect(reloadToRecover(1_000_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadToRecover(1_000_000 + RELOAD_GUARD_MS - 1, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(reloadToRecover(1_000_000 + RELOAD_GUARD_MS * 2, reload)).toBe(false);
    online.mockRestore();
    expect(reloadToRecover(1_000_000 + RELOAD_GUARD_MS * 2, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
