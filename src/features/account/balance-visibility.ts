import { create } from 'zustand';

/** HDR-05..07: whether the header shows the balance or ***; refresh hides it until the wallet reloads. */
export const useBalanceVisibility = create<{ hidden: boolean; toggle: () => void }>((set) => ({
  hidden: false,
  toggle: () => set((state) => ({ hidden: !state.hidden })),
}));
