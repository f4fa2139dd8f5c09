// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlatformError } from '@/platform/errors';
import type { Bonus } from './api';

const redeemCode = vi.hoisted(() => vi.fn<(input: { code: string; requestId: string }) => Promise<Partial<Bonus>>>());
vi.mock('./api', async (importOriginal) => ({ ...(await importOriginal<typeof import('./api')>()), redeemCode }));

const { RedeemCodeForm } = await import('./redeem-code-form');

/** Texts show as their keys (no catalogue is loaded), which is enough to tell the states apart. */
function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <RedeemCodeForm />
    </QueryClientProvider>,
  );
  const input = screen.getByLabelText('redeem.code');
  return {
    invalidate,
    input,
    type: (text: string) => fireEvent.change(input, { target: { value: text } }),
    submit: () => fireEvent.click(screen.getByRole('button', { name: 'redeem.submit' })),
  };
}

const requestIds = () => redeemCode.mock.calls.map(([input]) => input.requestId);

describe('redeem a code (BONUS-16)', () => {
  afterEach(() => {
    cleanup();
    redeemCode.mockReset();
  });

  it('sends nothing without a code and sends once while a submit is in flight', async () => {
    let answer: (bonus: Partial<Bonus>) => void = () => undefined;
    redeemCode.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const form = renderForm();
    form.submit();
    expect(screen.getByRole('alert').textContent).toBe('redeem.required');
    expect(redeemCode).not.toHaveBeenCalled();
    form.type(' free10 ');
    form.submit();
    await waitFor(() => expect(redeemCode).toHaveBeenCalledTimes(1));
    form.submit();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(redeemCode).toHaveBeenCalledTimes(1);
    expect(redeemCode.mock.calls[0]?.[0].code).toBe('free10');
    answer({ name: 'Promo code FREE10' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('redeem.done'));
    expect((form.input as HTMLInputElement).value).toBe('');
    expect(form.invalidate).toHaveBeenCalledWith({ queryKey: ['bonus'] });
  });

  it('keeps the code and the request id after a server failure; a refusal starts a new attempt', async () => {
    redeemCode.mockRejectedValueOnce(new PlatformError({ kind: 'http', status: 500 }));
    const form = renderForm();
    form.type('FREE10');
    form.submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('errors.serverProblem'));
    expect((form.input as HTMLInputElement).value).toBe('FREE10');

    redeemCode.mockRejectedValueOnce(new PlatformError({ kind: 'business', errorCode: 'promo.code.used' }));
    form.submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('errors.promoCodeUsed'));
    expect((form.input as HTMLInputElement).value).toBe('FREE10');

    redeemCode.mockResolvedValueOnce({ name: 'Promo code FREE10' });
    form.submit();
    await waitFor(() => expect(screen.getByRole('status')).toBeTruthy());
    const [first, second, third] = requestIds();
    expect(second).toBe(first);
    expect(third).not.toBe(second);
  });
});
