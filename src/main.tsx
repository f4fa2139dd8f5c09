import { createRoot } from 'react-dom/client';
import { loadSite } from '@/app/boot/boot';
import { App } from '@/app/app';
import { currentLanguage, initI18n } from '@/i18n';
import { readStored } from '@/lib/storage';
import { configurePlatform, DEFAULT_TIMEOUT_MS } from '@/platform/context';
import { readRuntimeConfig, type RuntimeConfig } from '@/tenant/runtime-config';
import { initSite } from '@/tenant/site';
import type { Language } from '@/tenant/schema';

/**
 * Boot (000 §4): the stamped config, then the language (BOOT-01), then the
 * site status; only then React replaces the static shell of index.html, so
 * the first paint never waits for JavaScript and never goes blank.
 */

/** I18N-02: the player's earlier choice when the tenant still supports it, else the tenant default. */
function startingLanguage(config: RuntimeConfig): Language {
  const chosen = readStored('hisLang');
  return config.languages.supported.find((language) => language === chosen) ?? config.languages.default;
}

function showFatal(root: HTMLElement, error: unknown): void {
  // No catalogue may be loaded at this point: a plain bilingual message.
  root.textContent = '';
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.style.padding = '24px';
  box.textContent = `Não foi possível iniciar o site. / The site could not start. (${error instanceof Error ? error.message : 'unknown error'})`;
  root.append(box);
}

async function start(root: HTMLElement): Promise<void> {
  const config = readRuntimeConfig();
  initSite(config);
  configurePlatform({
    apiBaseUrl: config.apiBaseUrl,
    merchantCode: config.merchantCode,
    trialMerchantCode: config.trialMerchantCode,
    language: currentLanguage,
    timeoutMs: DEFAULT_TIMEOUT_MS,
  });
  await initI18n(startingLanguage(config));
  const outcome = await loadSite();
  createRoot(root).render(<App initialOutcome={outcome} />);
}

const root = document.getElementById('root');
if (root) start(root).catch((error: unknown) => showFatal(root, error));
