/**
 * What the platform client needs to know about the running tenant and UI,
 * set once at boot. Kept as functions so language and display mode are read
 * at call time.
 */
interface PlatformContext {
  /** '' for the same origin. */
  readonly apiBaseUrl: string;
  readonly merchantCode: string;
  readonly trialMerchantCode: string;
  /** Upper-case UI language code (EN, PT). */
  readonly language: () => string;
  readonly timeoutMs: number;
}

let current: PlatformContext | null = null;

export function configurePlatform(context: PlatformContext): void {
  current = context;
}

export function platformContext(): PlatformContext {
  if (!current) throw new Error('configurePlatform() has not run');
  return current;
}

export const DEFAULT_TIMEOUT_MS = 15_000;
