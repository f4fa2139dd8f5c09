import { describe, expect, it, vi } from 'vitest';
import { followContentLink } from './content-links';

const known = (path: string) => ['/m/rewardCenter', '/m/activity'].includes(path);

describe('links in server content', () => {
  it('POPUP-05 opens http(s) links externally', () => {
    const openExternal = vi.fn();
    const navigate = vi.fn();
    expect(followContentLink('https://promo.example/a', { navigate, isKnownRoute: known, openExternal })).toBe(
      'external',
    );
    expect(followContentLink('http://promo.example/b', { navigate, isKnownRoute: known, openExternal })).toBe(
      'external',
    );
    expect(openExternal).toHaveBeenCalledWith('https://promo.example/a');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('POPUP-06 navigates inside the app for other links that are app routes', () => {
    const navigate = vi.fn();
    expect(followContentLink('/m/activity', { navigate, isKnownRoute: known, openExternal: vi.fn() })).toBe('internal');
    expect(followContentLink('rewardCenter', { navigate, isKnownRoute: known, openExternal: vi.fn() })).toBe(
      'internal',
    );
    expect(navigate).toHaveBeenNthCalledWith(1, '/m/activity');
    expect(navigate).toHaveBeenNthCalledWith(2, '/m/rewardCenter');
  });

  it('REL-31 refuses other schemes and unknown paths (a banner link on home and help)', () => {
    const navigate = vi.fn();
    const openExternal = vi.fn();
    for (const href of ['javascript:alert(1)', '//evil.example', '/m/nowhere', 'data:text/html,x']) {
      expect(followContentLink(href, { navigate, isKnownRoute: known, openExternal }), href).toBe('refused');
    }
    expect(navigate).not.toHaveBeenCalled();
    expect(openExternal).not.toHaveBeenCalled();
  });
});
