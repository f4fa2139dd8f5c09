import type { Page } from '@playwright/test';

/** Holds the app's entry chunk until the returned function is called: what the stamped shell shows on its own (SPEED-29). */
export async function holdAppCode(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/m\/assets\/main-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
