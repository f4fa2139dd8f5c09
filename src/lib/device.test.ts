// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerMethod } from './device';

function client({
  userAgent = 'Mozilla/5.0 (Linux; Android 14) Chrome/120',
  standalone,
  displayStandalone = false,
}: {
  userAgent?: string;
  standalone?: boolean;
  displayStandalone?: boolean;
}) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  Object.defineProperty(navigator, 'standalone', { value: standalone, configurable: true });
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: displayStandalone && query.includes('standalone'),
    media: query,
  }));
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('registerMethod (000 §3)', () => {
  it('REG-22 H5 in a browser tab', () => {
    client({});
    expect(registerMethod()).toBe('H5');
  });
  it('REG-22 PWA as an installed web app', () => {
    client({ displayStandalone: true });
    expect(registerMethod()).toBe('PWA');
  });
  it('REG-22 WEBCLIP as an iOS home-screen web clip', () => {
    client({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X)', standalone: true });
    expect(registerMethod()).toBe('WEBCLIP');
  });
  it('REG-22 APP inside the native app shell', () => {
    client({ userAgent: 'Mozilla/5.0 (Linux; Android 14) LobbyApp/2.1', displayStandalone: true });
    expect(registerMethod()).toBe('APP');
  });
});
