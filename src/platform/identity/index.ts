import { useEffect } from 'react';
import { create } from 'zustand';
import type { IdentityProvider, IdentityProviderLoader } from './provider';
import { loadSandboxIdentityProvider } from './sandbox-provider';

export * from './provider';

/**
 * The identity provider of this run, initialised once on first use. The only
 * implementation today is the sandbox's test provider; a production provider
 * (its SDK and keys) plugs in as another loader here (docs/decisions.md).
 * Until it has initialised, and when it failed, `provider` is null: no social
 * button shows (LOGIN-12) and phone verification stays with the platform.
 */

type IdentityStatus = 'idle' | 'initialising' | 'ready' | 'failed';

interface IdentityState {
  readonly status: IdentityStatus;
  readonly provider: IdentityProvider | null;
}

const useIdentityStore = create<IdentityState>(() => ({ status: 'idle', provider: null }));

let loader: IdentityProviderLoader = loadSandboxIdentityProvider;

/** Tests (and a future production provider) choose the loader before first use. */
export function setIdentityProviderLoader(next: IdentityProviderLoader): void {
  loader = next;
  useIdentityStore.setState({ status: 'idle', provider: null });
}

function initIdentityProvider(): void {
  if (useIdentityStore.getState().status !== 'idle') return;
  useIdentityStore.setState({ status: 'initialising' });
  loader().then(
    (provider) => useIdentityStore.setState({ status: 'ready', provider }),
    () => useIdentityStore.setState({ status: 'failed', provider: null }),
  );
}

/**
 * The provider once it has initialised, else null. It starts initialising the
 * first time a screen wants it (a flag or setting that needs it is on), so
 * sites without social or provider features never load it.
 */
export function useIdentityProvider(wanted = true): IdentityProvider | null {
  useEffect(() => {
    if (wanted) initIdentityProvider();
  }, [wanted]);
  return useIdentityStore((state) => state.provider);
}
