import { IOS_APP_MIN_VERSION } from '@/lib/spec-constants';

/** Pure rules of the download bar, popup and guides (000 §2.2, §2.9, §3). */

export const DOWNLOAD_TYPES = ['IOS', 'Android', 'MOBILECONFIG', 'AppDownloadIcon', 'TELEGRAM', 'WHATSAPP'] as const;
export type DownloadType = (typeof DOWNLOAD_TYPES)[number];
export interface DownloadLink {
  readonly resourceType: DownloadType;
  readonly url: string;
}

export type DevicePlatform = 'android' | 'ios' | 'other';

export interface DownloadEnv {
  readonly platform: DevicePlatform;
  /** Inside the operator's native app. */
  readonly nativeApp: boolean;
  /** An installed web app (display-mode standalone), iOS web clips excluded. */
  readonly installedWebApp: boolean;
  /** An iOS home-screen web clip (navigator.standalone). */
  readonly iosWebClip: boolean;
}

/** DL-08: the first usable URL per resourceType. */
export function linksByType(links: readonly DownloadLink[]): Partial<Record<DownloadType, string>> {
  const byType: Partial<Record<DownloadType, string>> = {};
  for (const link of links) {
    if (link.url.trim() !== '' && byType[link.resourceType] === undefined) byType[link.resourceType] = link.url;
  }
  return byType;
}

/** DL-06/07: the links the popup offers on this device, in display order. */
export function popupLinkTypes(platform: DevicePlatform, links: Partial<Record<DownloadType, string>>): DownloadType[] {
  const wanted: DownloadType[] =
    platform === 'android'
      ? ['Android']
      : platform === 'ios'
        ? ['MOBILECONFIG', 'IOS']
        : ['Android', 'MOBILECONFIG', 'IOS'];
  return wanted.filter((type) => links[type] !== undefined);
}

/** DL-01..05: whether the download bar shows. */
export function showsDownloadBar(
  env: DownloadEnv,
  links: Partial<Record<DownloadType, string>>,
  closed: boolean,
): boolean {
  if (closed) return false;
  if (env.nativeApp || env.installedWebApp) return false;
  if (env.iosWebClip) return links.IOS !== undefined;
  return popupLinkTypes(env.platform, links).length > 0;
}

/** DL-09/10: the add-to-home-screen guide's iOS tip is for iOS 11 or lower and 12.x below 12.2. */
export function needsIosHomeScreenTip(version: readonly [number, number] | null): boolean {
  if (!version) return false;
  const [major, minor] = version;
  return major <= 11 || (major === 12 && minor < 2);
}

/** DL-12: installing the app needs iOS 12.4 or later. */
export function supportsIosApp(version: readonly [number, number] | null): boolean {
  if (!version) return false;
  const [needMajor, needMinor] = IOS_APP_MIN_VERSION.split('.').map(Number) as [number, number];
  return version[0] > needMajor || (version[0] === needMajor && version[1] >= needMinor);
}
