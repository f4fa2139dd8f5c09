/** Pure rules of the announcement popup store (001 §3, §4; POPUP-10..16). */

export interface PopupEntry {
  readonly title: string;
  readonly content: string;
  readonly execution?: string | null;
  readonly promotionType?: string | null;
}

interface PopupStore {
  readonly show: boolean;
  readonly data: string[];
}

type PopupStoreKey = 'SHELL_PU_A' | 'SHELL_PU_B';

/** POPUP-10: logged-in users use SHELL_PU_A, guests SHELL_PU_B. */
export const popupStoreKey = (loggedIn: boolean): PopupStoreKey => (loggedIn ? 'SHELL_PU_A' : 'SHELL_PU_B');

/** POPUP-11, POPUP-12: entries whose execution is the store letter; F too for a first-time login. */
export function includedEntries(
  entries: readonly PopupEntry[],
  loggedIn: boolean,
  firstTimeLogin: boolean,
): PopupEntry[] {
  const letter = loggedIn ? 'A' : 'B';
  return entries.filter((entry) => {
    const execution = (entry.execution ?? '').toUpperCase();
    return execution === letter || (firstTimeLogin && execution === 'F');
  });
}

/** The stored form of an entry: 'title,content'. */
const storedForm = (entry: PopupEntry): string => `${entry.title},${entry.content}`;

/**
 * POPUP-13, POPUP-14: a changed list is stored with show=true; an unchanged
 * list keeps the stored flag (a closed popup stays closed).
 */
export function nextPopupStore(stored: PopupStore | null, included: readonly PopupEntry[]): PopupStore {
  const data = included.map(storedForm);
  const same =
    stored !== null && stored.data.length === data.length && stored.data.every((item, index) => item === data[index]);
  return same ? { show: stored.show, data } : { show: true, data };
}

/** POPUP-16: shown only with the flag set and at least one entry. */
export const shouldShowPopup = (store: PopupStore, included: readonly PopupEntry[]): boolean =>
  store.show && included.length > 0;

/** POPUP-15: closing stores show=false. */
export const closedPopupStore = (store: PopupStore): PopupStore => ({ ...store, show: false });
