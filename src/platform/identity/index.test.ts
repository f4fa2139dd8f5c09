// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setIdentityProviderLoader, useIdentityProvider, type IdentityProvider } from './index';

const provider: IdentityProvider = {
  id: 'fake',
  loginType: 'fakeType',
  networks: ['google'],
  phone: true,
  signIn: () => Promise.resolve({ idToken: 'social' }),
  sendPhoneCode: (mobile, countryDialingCode) => Promise.resolve({ verificationId: 'v1', mobile, countryDialingCode }),
  verifyPhoneCode: () => Promise.resolve({ idToken: 'phone' }),
};

describe('identity provider store', () => {
  it('LOGIN-12 is null until the provider has initialised, then the provider; initialised once', async () => {
    let release: (value: IdentityProvider) => void = () => undefined;
    const loader = vi.fn(() => new Promise<IdentityProvider>((resolve) => (release = resolve)));
    setIdentityProviderLoader(loader);
    const first = renderHook(() => useIdentityProvider());
    const second = renderHook(() => useIdentityProvider());
    expect(first.result.current).toBeNull();
    await act(async () => {
      release(provider);
      await Promise.resolve();
    });
    await waitFor(() => expect(first.result.current).toBe(provider));
    expect(second.result.current).toBe(provider);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('LOGIN-12 stays null when the provider fails to initialise', async () => {
    const loader = vi.fn(() => Promise.reject(new Error('no provider here')));
    setIdentityProviderLoader(loader);
    const hook = renderHook(() => useIdentityProvider());
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(1));
    await act(async () => {
      await Promise.resolve();
    });
    expect(hook.result.current).toBeNull();
  });
});
