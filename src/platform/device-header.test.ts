import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureTestPlatform } from './test-platform.testing';
import { callPlatform } from './request';

/** 000 §7: the Device header is OTHERS when the app runs as a standalone home-screen app, web otherwise. */

let sent: Headers[] = [];

beforeEach(() => {
  sent = [];
  configureTestPlatform('EN');
  vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
    sent.push(new Headers(init.headers));
    return Promise.resolve(new Response(JSON.stringify({ success: true, value: null }), { status: 200 }));
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const displayMode = (standalone: boolean) => (query: string) =>
  ({ matches: standalone && query === '(display-mode: standalone)' }) as MediaQueryList;

describe('Device header (000 §7)', () => {
  it('sends web in a browser tab', async () => {
    vi.stubGlobal('matchMedia', displayMode(false));
    vi.stubGlobal('navigator', { onLine: true, userAgent: 'Mozilla/5.0 (Linux; Android 14)' });
    await callPlatform('captcha');
    expect(sent[0]?.get('Device')).toBe('web');
  });

  it('sends OTHERS with display-mode standalone (installed web app)', async () => {
    vi.stubGlobal('matchMedia', displayMode(true));
    vi.stubGlobal('navigator', { onLine: true, userAgent: 'Mozilla/5.0 (Linux; Android 14)' });
    await callPlatform('captcha');
    expect(sent[0]?.get('Device')).toBe('OTHERS');
  });

  it('sends OTHERS for an iOS home-screen web clip (navigator.standalone)', async () => {
    vi.stubGlobal('matchMedia', displayMode(false));
    vi.stubGlobal('navigator', {
      onLine: true,
      standalone: true,
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
    });
    await callPlatform('captcha');
    expect(sent[0]?.get('Device')).toBe('OTHERS');
  });
});
