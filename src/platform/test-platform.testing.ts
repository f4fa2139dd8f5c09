import type { Language } from '@/lib/languages';
import { configurePlatform } from './context';

/** The demo merchant's platform context for a unit test: same origin, a language, a short time limit. */
export function configureTestPlatform(language: Language = 'PT', timeoutMs = 200): void {
  configurePlatform({
    apiBaseUrl: '',
    merchantCode: 'demo',
    trialMerchantCode: 'demotrial',
    language: () => language,
    timeoutMs,
  });
}
