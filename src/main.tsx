import '@/app/boot/modules-ui';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadSite } from '@/app/boot/boot';
import { loadStartingTexts } from '@/app/boot/starting-texts';
import { warmUpIntl } from '@/app/boot/warm-intl';
import { App } from '@/app/app';
import { createQueryClient } from '@/app/query-client';
import { preloadPage } from '@/app/routes/lazy-page';
import { pageAdmits } from '@/app/routes/route-guard';
import { startRealUserMonitoring } from '@/app/rum/start-rum';
import { currentLanguage, i18n, initI18n } from '@/i18n';
import { readStored } from '@/lib/storage';
import { inOwnTask, yieldToBrowser } from '@/lib/yield-to-browser';
import { configurePlatform, DEFAULT_TIMEOUT_MS } from '@/platform/context';
import { sessionInfo, sessionToken } from '@/platform/session';
import { pageOfPath, routesFor } from '@/tenant/route-table';
import { readRuntimeConfig, type RuntimeConfig } from '@/tenant/runtime-config';
import { initSite } from '@/tenant/site';
import type { Language } from '@/tenant/schema';

/**
 * Boot (000 §4): the stamped config, then the language (BOOT-01) and the site
 * status; only then React replaces the static shell of index.html, so the
 * first paint never waits for JavaScript and never goes blank. The
 * catalogues, the status call and the first route's page code load side by
 * side, so React renders that page in one go.
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
  // Issue 37: only a designer's or a test's build (the gallery's) honours the pseudo-locale a test chose; it rewrites the EN texts.
  const pseudo = config.gallery ? readStored('lobbyPseudoLocale') : null;
  const language: Language = pseudo ? 'EN' : startingLanguage(config);
  configurePlatform({
    apiBaseUrl: config.apiBaseUrl,
    merchantCode: config.merchantCode,
    trialMerchantCode: config.trialMerchantCode,
    // The status call may go out before i18next has taken the starting language.
    language: () => (i18n.language ? currentLanguage() : language),
    timeoutMs: DEFAULT_TIMEOUT_MS,
  });
  const queryClient = createQueryClient();
  // The stamped config is read; the status call goes out in the next task, the first page and the texts each in
  // one of their own (TBT: the three were one task of 20-41 ms at 1× CPU in profiled loads of home, a long one in
  // Lighthouse's simulation at 4×).
  await yieldToBrowser();
  const firstPage = pageOfPath(location.pathname, routesFor(config.routes, config.gallery));
  const prefetching = pageAdmits(firstPage, sessionInfo());
  const [firstOutcome, , textsRetried] = await Promise.all([
    loadSite(),
    inOwnTask(() =>
      preloadPage(
        firstPage,
        prefetching
          ? { queryClient, search: new URLSearchParams(location.search), language, token: sessionToken() }
          : undefined,
      ),
    ),
    inOwnTask(() => loadStartingTexts(() => initI18n(language, pseudo))),
    // While the calls wait for the network: ICU's data loaded by a worker, or else in small tasks, never in the
    // first render's (TBT).
    warmUpIntl(language),
  ]);
  // The connection that dropped the texts took the status call with it: ask again now it is back.
  const outcome = textsRetried && firstOutcome.phase === 'statusError' ? await loadSite() : firstOutcome;
  // A transition: React renders the first screen in slices, yielding to the browser between them (TBT).
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(<App initialOutcome={outcome} queryClient={queryClient} />));
  // OPS-06: not in `npm run dev` (Vite serves the source) nor in unit tests, only in the stamped build.
  if (import.meta.env.PROD) registerServiceWorkerAfterLoad(config.gallery);
  // OPS-13: measured on players' phones, from a chunk loaded once the page is idle (nothing without a collector).
  if (import.meta.env.PROD) startRealUserMonitoring(config);
}

/** The worker's code is its own chunk, fetched once the page has loaded: it costs the first paint and the entry chunk nothing. */
function registerServiceWorkerAfterLoad(gallery: boolean): void {
  const register = () => {
    // Offline the chunk cannot load, and a failed registration leaves the site as it was: the worker of an earlier visit goes on serving.
    import('@/app/pwa/service-worker').then((pwa) => pwa.startServiceWorker({ gallery })).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

const root = document.getElementById('root');
// The app's modules evaluated in this task; the start (config, catalogues, first calls) takes the next one (TBT).
if (root)
  yieldToBrowser()
    .then(() => start(root))
    .catch((error: unknown) => showFatal(root, error));
