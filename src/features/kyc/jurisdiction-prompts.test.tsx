// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import common from '@/i18n/locales/en/common.json';
import kyc from '@/i18n/locales/en/kyc.json';
import pt from '@/i18n/locales/pt/kyc.json';
import { askPlayer, showVerificationPrompt, useJurisdictionPrompt } from '@/session/jurisdiction-prompts';
import { paths } from '@/tenant/paths';
import { JurisdictionPrompts } from './jurisdiction-prompts';

const i18n = createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { common, kyc } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function show() {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/m/home']}>
        <JurisdictionPrompts />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('the jurisdiction prompts', () => {
  afterEach(() => {
    cleanup();
    act(() => useJurisdictionPrompt.setState({ prompt: null }));
  });

  it('KYC-24 names the gate and the status, and opens the verification page', () => {
    show();
    act(() => showVerificationPrompt('deposit', 'none'));
    const dialog = screen.getByRole('dialog', { name: 'Verify your identity' });
    expect(dialog.textContent).toContain('Deposits open once your identity is verified.');
    expect(dialog.textContent).toContain('Verification: Not started');
    fireEvent.click(screen.getByRole('button', { name: 'Verify now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe(paths.verification());
  });

  it('KYC-24 a pending verification says it is being checked', () => {
    show();
    act(() => showVerificationPrompt('play', 'pending'));
    const dialog = screen.getByRole('dialog', { name: 'Verify your identity' });
    expect(dialog.textContent).toContain('Games open once your identity is verified.');
    expect(dialog.textContent).toContain('Your documents are being checked.');
    expect(screen.getByRole('button', { name: 'See status' })).toBeTruthy();
  });

  it('GEO-05 says why the location is asked; Share answers yes, Escape answers no', async () => {
    show();
    let answer = askPlayer({ kind: 'explainLocation' });
    const dialog = await screen.findByRole('dialog', { name: 'Your location' });
    expect(dialog.textContent).toContain('allows play only from inside the country');
    fireEvent.click(screen.getByRole('button', { name: 'Share location' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();

    answer = askPlayer({ kind: 'explainLocation' });
    await screen.findByRole('dialog', { name: 'Your location' });
    fireEvent.keyDown(document, { key: 'Escape' });
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('GEO-06 says what kept the location from counting, with Try again and Close', async () => {
    show();
    const expected = {
      outside: 'outside the country of the licence',
      denied: 'Location access is blocked',
      unavailable: 'could not be found',
      failed: 'could not be checked',
    } as const;
    for (const [problem, words] of Object.entries(expected)) {
      const answer = askPlayer({ kind: 'location', problem: problem as keyof typeof expected });
      const dialog = await screen.findByRole('dialog', { name: 'Location check' });
      expect(dialog.textContent).toContain(words);
      fireEvent.click(screen.getByRole('button', { name: problem === 'failed' ? 'Close' : 'Try again' }));
      await expect(answer).resolves.toBe(problem !== 'failed');
    }
  });

  it('KYC-24 GEO-05 every text of the prompts and the page exists in Portuguese', () => {
    const keysOf = (value: unknown, prefix = ''): string[] =>
      typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([key, inner]) => keysOf(inner, `${prefix}${key}.`))
        : [prefix];
    expect(keysOf(pt).sort()).toEqual(keysOf(kyc).sort());
  });
});
