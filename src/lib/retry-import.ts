const FAILED_MODULE_URL = /https?:\/\/[^\s'"]+?\.js/;

/**
 * Chromium remembers a failed dynamic import of a URL for the life of the
 * document, so attempt N > 0 asks for the failed chunk under `?retry=N`.
 * That recovers a chunk whose own fetch failed; a chunk whose dependency
 * failed cannot load again in this document.
 */
export function retryImport<Module>(
  load: () => Promise<Module>,
  failure: unknown,
  attempt: number,
): () => Promise<Module> {
  const url = failure instanceof Error ? FAILED_MODULE_URL.exec(failure.message)?.[0] : undefined;
  if (!url || attempt === 0) return load;
  return () => import(/* @vite-ignore */ `${url}?retry=${attempt}`) as Promise<Module>;
}

/**
 * A module the page loads on first need and keeps: a success is kept for
 * every later call; a failure is not — the next call asks again, for the
 * failed chunk under a fresh URL (retryImport), so a part whose chunk could
 * not come (offline, a deployment swapping files) can still load.
 */
export function importOnce<Module>(load: () => Promise<Module>): () => Promise<Module> {
  let pending: Promise<Module> | null = null;
  let failure: unknown = null;
  let attempt = 0;
  return () => {
    pending ??= retryImport(load, failure, attempt)().catch((error: unknown) => {
      failure = error;
      attempt += 1;
      pending = null;
      throw error;
    });
    return pending;
  };
}
