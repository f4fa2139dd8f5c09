import { describe, expect, it } from 'vitest';
import {
  linksByType,
  needsIosHomeScreenTip,
  popupLinkTypes,
  showsDownloadBar,
  supportsIosApp,
  type DownloadEnv,
} from './links';

const env = (overrides: Partial<DownloadEnv> = {}): DownloadEnv => ({
  platform: 'android',
  nativeApp: false,
  installedWebApp: false,
  iosWebClip: false,
  ...overrides,
});
const all = linksByType([
  { resourceType: 'Android', url: 'https://x/app.apk' },
  { resourceType: 'IOS', url: 'https://x/ios' },
  { resourceType: 'MOBILECONFIG', url: 'https://x/p.mobileconfig' },
  { resourceType: 'TELEGRAM', url: 'https://t.me/x' },
]);

describe('download rules', () => {
  it('DL-08 keeps the first non-empty URL per resourceType', () => {
    expect(
      linksByType([
        { resourceType: 'IOS', url: ' ' },
        { resourceType: 'IOS', url: 'https://a' },
        { resourceType: 'IOS', url: 'https://b' },
      ]),
    ).toEqual({ IOS: 'https://a' });
  });

  it('DL-01 DL-02 the bar shows until closed', () => {
    expect(showsDownloadBar(env(), all, false)).toBe(true);
    expect(showsDownloadBar(env(), all, true)).toBe(false);
  });

  it('DL-03 hidden inside the native app and in an installed web app', () => {
    expect(showsDownloadBar(env({ nativeApp: true }), all, false)).toBe(false);
    expect(showsDownloadBar(env({ installedWebApp: true }), all, false)).toBe(false);
  });

  it('DL-04 hidden when the platform has no link', () => {
    expect(showsDownloadBar(env(), { IOS: 'https://x' }, false)).toBe(false);
    expect(showsDownloadBar(env({ platform: 'ios' }), { Android: 'https://x' }, false)).toBe(false);
    expect(showsDownloadBar(env({ platform: 'ios' }), { MOBILECONFIG: 'https://x' }, false)).toBe(true);
  });

  it('DL-05 an iOS web clip shows the bar only with an IOS link', () => {
    const clip = env({ platform: 'ios', iosWebClip: true });
    expect(showsDownloadBar(clip, { MOBILECONFIG: 'https://x' }, false)).toBe(false);
    expect(showsDownloadBar(clip, { IOS: 'https://x' }, false)).toBe(true);
  });

  it('DL-06 DL-07 the popup offers Android on Android, the profile and iOS links on iOS', () => {
    expect(popupLinkTypes('android', all)).toEqual(['Android']);
    expect(popupLinkTypes('ios', all)).toEqual(['MOBILECONFIG', 'IOS']);
    expect(popupLinkTypes('ios', { IOS: 'https://x' })).toEqual(['IOS']);
  });

  it('DL-09 DL-10 the iOS home-screen tip is for iOS 11 or lower and 12.0–12.1', () => {
    expect(needsIosHomeScreenTip([11, 4])).toBe(true);
    expect(needsIosHomeScreenTip([10, 0])).toBe(true);
    expect(needsIosHomeScreenTip([12, 1])).toBe(true);
    expect(needsIosHomeScreenTip([12, 2])).toBe(false);
    expect(needsIosHomeScreenTip([13, 0])).toBe(false);
    expect(needsIosHomeScreenTip(null)).toBe(false);
  });

  it('DL-12 the app needs iOS 12.4 or later', () => {
    expect(supportsIosApp([12, 3])).toBe(false);
    expect(supportsIosApp([12, 4])).toBe(true);
    expect(supportsIosApp([15, 0])).toBe(true);
    expect(supportsIosApp([11, 9])).toBe(false);
  });
});
