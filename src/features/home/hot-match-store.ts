import { replaceEqualDeep } from '@tanstack/react-query';
import { create } from 'zustand';
import type { HotMatch } from './api';

/**
 * HOTMATCH-01, HOTMATCH-11: the common store's hot matches (the carousel
 * starts from here once they are loaded) and the flag that opens and closes
 * the shell's hot-match popup.
 */
interface HotMatchState {
  readonly matches: readonly HotMatch[];
  readonly popupOpen: boolean;
}

export const useHotMatchStore = create<HotMatchState>(() => ({ matches: [], popupOpen: false }));

/** The same matches again (a refetch, home reopened) keep the stored list, so nothing that shows them renders again. */
export const setHotMatches = (matches: readonly HotMatch[]): void =>
  useHotMatchStore.setState((state) =>
    replaceEqualDeep(state.matches, matches) === state.matches ? state : { matches },
  );
export const openHotMatchPopup = (): void => useHotMatchStore.setState({ popupOpen: true });
export const closeHotMatchPopup = (): void => useHotMatchStore.setState({ popupOpen: false });

/** A match's start as epoch ms (numbers, or numeric / ISO text). */
export function matchEpoch(match: Pick<HotMatch, 'matchTime'>): number {
  const raw = match.matchTime;
  if (typeof raw === 'number') return raw;
  return /^\d+$/.test(raw) ? Number(raw) : Date.parse(raw);
}
