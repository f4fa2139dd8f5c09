// @vitest-environment jsdom
import { runInThisContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { previewClientScript } from './preview-client';
import { RUNTIME_CONFIG_ELEMENT_ID } from '../../src/tenant/runtime-config';
import { RUNTIME_CONFIG_CHANGED_EVENT } from '../../src/tenant/site';

/** jsdom has no EventSource: this one hands the test the listeners the client registers. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  readonly listeners = new Map<string, (event: MessageEvent<string>) => void>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.listeners.set(type, listener);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe('the live preview client (OPS-04)', () => {
  it('OPS-04 swaps the theme CSS, theme colour and runtime config of the page, and tells the app', () => {
    document.head.innerHTML = `<meta name="theme-color" content="#000000"><style id="lobby-theme">:root { --lby-color-bg-brand: #f2b33d; }</style><script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">{"displayName":"Old"}</script>`;
    vi.stubGlobal('EventSource', FakeEventSource);
    const told = vi.fn();
    window.addEventListener(RUNTIME_CONFIG_CHANGED_EVENT, told);
    // The script as the preview server sends it, run as the page runs it.
    runInThisContext(previewClientScript('/__lobby/preview/events'));
    const source = FakeEventSource.last;
    expect(source?.url).toBe('/__lobby/preview/events');
    const css = ':root { --lby-color-bg-brand: #4fc3f7; }';
    source?.listeners.get('update')?.(
      new MessageEvent('update', {
        data: JSON.stringify({ css, config: '{"displayName":"New"}', themeColor: '#112233', id: 7 }),
      }),
    );
    expect(document.getElementById('lobby-theme')?.textContent).toBe(css);
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#112233');
    expect(document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent).toBe('{"displayName":"New"}');
    expect(told).toHaveBeenCalledTimes(1);
    expect(document.documentElement.dataset.lobbyPreview).toBe('7');
    window.removeEventListener(RUNTIME_CONFIG_CHANGED_EVENT, told);
  });
});
