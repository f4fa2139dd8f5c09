import { create } from 'zustand';

/**
 * CHROME-26: the login dialog that guest actions open (member-centre
 * actions, message centre). Features open it; the shell renders it.
 */
interface LoginDialogState {
  readonly open: boolean;
  /** Where to return after logging in. */
  readonly returnTo: string | null;
}

export const useLoginDialogStore = create<LoginDialogState>(() => ({ open: false, returnTo: null }));

export function openLoginDialog(returnTo?: string): void {
  useLoginDialogStore.setState({ open: true, returnTo: returnTo ?? null });
}

export function closeLoginDialog(): void {
  useLoginDialogStore.setState({ open: false, returnTo: null });
}
