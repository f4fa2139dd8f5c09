import { isAndroid, isIos, isNativeApp, isStandalone, isWebClip } from '@/lib/device';
import type { DownloadEnv } from './links';

/** This client, read now (never cached). */
export function currentDownloadEnv(): DownloadEnv {
  const webClip = isWebClip();
  return {
    platform: isAndroid() ? 'android' : isIos() ? 'ios' : 'other',
    nativeApp: isNativeApp(),
    installedWebApp: !webClip && isStandalone(),
    iosWebClip: webClip && isIos(),
  };
}
