import { reloadToRecover } from '@/app/routes/lazy-page';
import { CatalogueLoadError } from '@/i18n';
import { START_FAILED_EVENT } from '@/tenant/start-failed-event';

/**
 * Asks the shell to show its failed start (START_FAILED_EVENT). Resolves
 * when the player taps its retry or the device comes back online; null when
 * no shell answered (the page has no stamped shell), so the caller fails.
 */
export function askShellToRetry(): Promise<void> | null {
  let retry: () => void = () => undefined;
  const retried = new Promise<void>((resolve) => (retry = resolve));
  const event = new CustomEvent<() => void>(START_FAILED_EVENT, { detail: () => retry(), cancelable: true });
  return window.dispatchEvent(event) ? null : retried;
}

/**
 * BOOT-01, ERR-24: the starting language's texts. The connection can drop
 * while their chunk is still on its way (the status call going out beside
 * it fails too); nothing can be said in the player's language without them,
 * so the shell says "no internet" in the tenant's and this tries again, in
 * the same document, on its retry. A retry that fails online means the
 * chunk the texts import is the one that failed, which this document keeps
 * failing (see retryImport): then the page reloads (nothing of the app ran;
 * at most once a minute, reloadToRecover). Any other failure is the caller's.
 * Answers whether it had to try again.
 */
export async function loadStartingTexts(
  load: () => Promise<unknown>,
  reload: () => boolean = reloadToRecover,
): Promise<boolean> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await load();
      return attempt > 0;
    } catch (error) {
      if (!(error instanceof CatalogueLoadError)) throw error;
      // The reload takes the page away; until then nothing more happens here.
      if (attempt > 0 && navigator.onLine && reload()) return new Promise<boolean>(() => undefined);
      const retried = askShellToRetry();
      if (!retried) throw error;
      await retried;
    }
  }
}
