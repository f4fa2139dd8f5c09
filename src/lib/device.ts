import type { RegisterMethod } from './spec-constants';

/**
 * What kind of client this is. Read at call time, never cached, so tests and
 * installed apps see the truth.
 */

interface NavigatorWithStandalone extends Navigator {
  /** iOS Safari's flag for a home-screen web clip. */
  readonly standalone?: boolean;
}

const nav = (): NavigatorWithStandalone | null => (typeof navigator === 'undefined' ? null : navigator);

export function isIos(userAgent = nav()?.userAgent ?? ''): boolean {
  return /iPhone|iPad|iPod/i.test(userAgent);
}

export function isAndroid(userAgent = nav()?.userAgent ?? ''): boolean {
  return /Android/i.test(userAgent);
}

/** The native app shell marks its web view's user agent (decision: "LobbyApp"). */
export function isNativeApp(userAgent = nav()?.userAgent ?? ''): boolean {
  return /LobbyApp\//.test(userAgent);
}

/** An iOS home-screen web clip. */
export function isWebClip(): boolean {
  return nav()?.standalone === true;
}

/** Running as an installed web app (any platform). */
export function isStandalone(): boolean {
  if (isWebClip()) return true;
  try {
    return typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches;
  } catch {
    return false;
  }
}

/** 000 §3: registerMethod derived from the client (REG-22). */
export function registerMethod(): RegisterMethod {
  if (isNativeApp()) return 'APP';
  if (isWebClip()) return 'WEBCLIP';
  if (isStandalone()) return 'PWA';
  return 'H5';
}

/** iOS version as [major, minor], or null off iOS. */
export function iosVersion(userAgent = nav()?.userAgent ?? ''): [number, number] | null {
  const match = /OS (\d+)_(\d+)/.exec(userAgent);
  if (!match || !isIos(userAgent)) return null;
  return [Number(match[1]), Number(match[2])];
}

export function isOnline(): boolean {
  return nav()?.onLine !== false;
}
