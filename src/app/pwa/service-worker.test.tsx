// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n, initI18n } from '@/i18n';
import { sitePath } from '@/tenant/route-table';
import { useUpdateStore } from './update-store';
import { UpdateSlot } from './update-slot';
import { Dialog } from '@/ui';

/** OPS-06: registering the stamped worker and offering a new build's update. */

type Listener = () => void;

/** Stands in for workbox-window's Workbox: records what the app asks of it and lets a test fire its events. */
class FakeWorkbox {
  static last: FakeWorkbox | null = null;
  readonly listeners = new Map<string, Listener[]>();
  readonly register = vi.fn(() => Promise.resolve(undefined));
  readonly update = vi.fn(() => Promise.resolve());
  readonly messageSkipWaiting = vi.fn();
  constructor(
    readonly url: string,
    readonly options: { scope?: string },
  ) {
    FakeWorkbox.last = this;
  }
  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  fire(type: string): void {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}

vi.mock('workbox-window', () => ({ Workbox: FakeWorkbox }));

const workbox = (): FakeWorkbox => {
  if (!FakeWorkbox.last) throw new Error('no Workbox was made');
  return FakeWorkbox.last;
};

const unregister = vi.fn(() => Promise.resolve(true));
beforeEach(() => {
  FakeWorkbox.last = null;
  useUpdateStore.setState({ applyUpdate: null });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistrations: () => Promise.resolve([{ unregister }]) },
  });
});
afterEach(() => {
  cleanup();
  unregister.mockClear();
});

describe('service worker registration (OPS-06)', () => {
  it('OPS-06 registers the worker beside the app, scoped to it, and offers nothing while no new build waits', async () => {
    const { startServiceWorker } = await import('./service-worker');
    await startServiceWorker({ gallery: false });
    expect(workbox().url).toBe(sitePath('sw.js'));
    expect(workbox().options.scope).toBe(sitePath(''));
    expect(workbox().register).toHaveBeenCalledTimes(1);
    expect(useUpdateStore.getState().applyUpdate).toBeNull();
  });

  it('OPS-06 a waiting worker is offered; Reload activates it and reloads once it controls the page', async () => {
    const { startServiceWorker } = await import('./service-worker');
    await startServiceWorker({ gallery: false });
    workbox().fire('waiting');
    const applyUpdate = useUpdateStore.getState().applyUpdate;
    expect(applyUpdate).not.toBeNull();
    const reload = vi.fn();
    vi.stubGlobal('location', { reload });
    applyUpdate?.();
    expect(workbox().messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    workbox().fire('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('OPS-06 a gallery stamp registers nothing and removes a worker an earlier build left', async () => {
    const { startServiceWorker } = await import('./service-worker');
    await startServiceWorker({ gallery: true });
    expect(FakeWorkbox.last).toBeNull();
    expect(unregister).toHaveBeenCalledTimes(1);
  });
});

describe('update prompt (OPS-06)', () => {
  it('OPS-06 shows "a new version" with Reload and Not now in the current language, and goes away on Not now', async () => {
    await initI18n('EN');
    const applyUpdate = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <UpdateSlot />
      </I18nextProvider>,
    );
    expect(screen.queryByTestId('update-prompt')).toBeNull();
    act(() => useUpdateStore.setState({ applyUpdate }));
    expect(await screen.findByText('A new version is available')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(applyUpdate).toHaveBeenCalledTimes(1);
    await act(() => changeLanguage('PT'));
    expect(await screen.findByText('Uma nova versão está disponível')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Agora não' }));
    expect(screen.queryByTestId('update-prompt')).toBeNull();
  });
});

describe('update prompt over an open dialog (POLISH-18)', () => {
  it('POLISH-18 stands above the mask of an open dialog, so Reload can be pressed', async () => {
    await initI18n('EN');
    await act(() => changeLanguage('EN'));
    const applyUpdate = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <Dialog open title="Notice" onClose={() => undefined} testId="open-dialog">
          <p>Text</p>
        </Dialog>
        <UpdateSlot />
      </I18nextProvider>,
    );
    act(() => useUpdateStore.setState({ applyUpdate }));
    const prompt = await screen.findByTestId('update-prompt');
    const mask = screen.getByTestId('open-dialog-mask');
    // Both are fixed to the viewport and neither sits in another stacking context: the higher z-index is on top.
    expect(Number(getComputedStyle(prompt).zIndex)).toBeGreaterThan(Number(getComputedStyle(mask).zIndex));
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(applyUpdate).toHaveBeenCalledTimes(1);
  });
});
