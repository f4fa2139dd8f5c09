// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import enAgreement from '@/i18n/locales/en/agreement.json';

const config = { displayName: 'Nova Bet', agreement: {} as Record<string, string> };
vi.mock('@/tenant/site', () => ({
  useSiteConfig: () => config,
  useSite: (select: (state: { config: typeof config }) => unknown) => select({ config }),
}));

const { default: UserAgreementPage } = await import('./user-agreement-page');

afterEach(cleanup);

async function renderPage() {
  const instance = i18next.createInstance();
  await instance
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { agreement: enAgreement } }, interpolation: { escapeValue: false } });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={instance}>
        <UserAgreementPage />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('user agreement (issue 14)', () => {
  it('ENGAGE-08 a tenant without its own terms for the language gets the generic agreement with its name, and fetches nothing', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await renderPage();
    const generic = screen.getByTestId('agreement-generic');
    expect(generic.textContent).toContain('These terms apply to every account of Nova Bet.');
    expect(generic.querySelectorAll('li')).toHaveLength(enAgreement.generic.items.length);
    expect(screen.queryByTestId('agreement-tenant')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
