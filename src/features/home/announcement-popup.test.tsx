// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnnouncementPopup } from './announcement-popup';
import type { PopupEntry } from './popup-store';

const entries: PopupEntry[] = [
  { title: 'First', content: '<p>one</p>', execution: 'B' },
  { title: 'Second', content: '<p>two</p>', execution: 'B' },
  { title: 'Third', content: '<p>three</p>', execution: 'B' },
];

const renderPopup = (list: readonly PopupEntry[]) =>
  render(
    <MemoryRouter>
      <AnnouncementPopup entries={list} loggedIn={false} firstTimeLogin={false} />
    </MemoryRouter>,
  );

/** Moves the fake clock inside act (synchronous act; nothing to await). */
const advance = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};
const dialog = () => screen.queryByRole('dialog');
const button = (name: string) => screen.getByRole('button', { name });

describe('announcement popup', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('POPUP-08 is evaluated 500 ms after mounting', () => {
    renderPopup(entries);
    advance(499);
    expect(dialog()).toBeNull();
    advance(1);
    expect(dialog()?.textContent).toContain('First');
  });

  it('POPUP-02 POPUP-03 pages one entry at a time, bounded by the first and the last', () => {
    renderPopup(entries);
    advance(500);
    expect((button('popup.previous') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button('popup.next'));
    expect(dialog()?.textContent).toContain('Second');
    fireEvent.click(button('popup.next'));
    expect(dialog()?.textContent).toContain('Third');
    expect((button('popup.next') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button('popup.previous'));
    expect(dialog()?.textContent).toContain('Second');
  });

  it('POPUP-04 closing plays the closing animation before the popup goes', () => {
    renderPopup(entries);
    advance(500);
    fireEvent.click(screen.getAllByRole('button', { name: 'dialog.close' })[0] as HTMLElement);
    expect(screen.getByTestId('announcement-popup-mask').getAttribute('data-closing')).toBe('true');
    expect(JSON.parse(window.localStorage.getItem('SHELL_PU_B') ?? '{}')).toMatchObject({ show: false });
    advance(200);
    expect(dialog()).toBeNull();
  });

  it('POPUP-09 is evaluated again when the list changes: a new list shows again after closing', () => {
    const view = renderPopup(entries.slice(0, 1));
    advance(500);
    fireEvent.click(screen.getAllByRole('button', { name: 'dialog.close' })[0] as HTMLElement);
    advance(200);
    expect(dialog()).toBeNull();
    view.rerender(
      <MemoryRouter>
        <AnnouncementPopup entries={entries.slice(0, 1)} loggedIn={false} firstTimeLogin={false} />
      </MemoryRouter>,
    );
    advance(500);
    expect(dialog()).toBeNull();
    view.rerender(
      <MemoryRouter>
        <AnnouncementPopup entries={entries} loggedIn={false} firstTimeLogin={false} />
      </MemoryRouter>,
    );
    advance(500);
    expect(dialog()?.textContent).toContain('First');
  });
});
