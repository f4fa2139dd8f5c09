import { describe, expect, it } from 'vitest';
import { closedPopupStore, includedEntries, nextPopupStore, popupStoreKey, shouldShowPopup } from './popup-store';

const entries = [
  { title: 'A1', content: '<p>a</p>', execution: 'A' },
  { title: 'B1', content: '<p>b</p>', execution: 'B' },
  { title: 'F1', content: '<p>f</p>', execution: 'F' },
];

describe('announcement popup store rules', () => {
  it('POPUP-10 uses SHELL_PU_A logged in and SHELL_PU_B for guests', () => {
    expect(popupStoreKey(true)).toBe('SHELL_PU_A');
    expect(popupStoreKey(false)).toBe('SHELL_PU_B');
  });

  it('POPUP-11 POPUP-12 includes the store letter, plus F on a first-time login', () => {
    expect(includedEntries(entries, true, false).map((entry) => entry.title)).toEqual(['A1']);
    expect(includedEntries(entries, false, false).map((entry) => entry.title)).toEqual(['B1']);
    expect(includedEntries(entries, true, true).map((entry) => entry.title)).toEqual(['A1', 'F1']);
  });

  it("POPUP-13 stores a changed 'title,content' list with show=true", () => {
    const included = includedEntries(entries, true, false);
    expect(nextPopupStore(null, included)).toEqual({ show: true, data: ['A1,<p>a</p>'] });
    expect(nextPopupStore({ show: false, data: ['old,x'] }, included)).toEqual({ show: true, data: ['A1,<p>a</p>'] });
  });

  it('POPUP-14 POPUP-15 keeps the flag of an unchanged list, so a closed popup stays closed', () => {
    const included = includedEntries(entries, true, false);
    const closed = closedPopupStore(nextPopupStore(null, included));
    expect(closed.show).toBe(false);
    expect(nextPopupStore(closed, included)).toEqual({ show: false, data: ['A1,<p>a</p>'] });
  });

  it('POPUP-16 shows only with the flag and at least one entry', () => {
    expect(shouldShowPopup({ show: true, data: [] }, [])).toBe(false);
    expect(shouldShowPopup({ show: false, data: ['x'] }, entries)).toBe(false);
    expect(shouldShowPopup({ show: true, data: ['x'] }, entries)).toBe(true);
  });
});
