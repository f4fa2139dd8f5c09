import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, loginAs, sandboxOrigin, type SandboxControl } from '../fixtures';

/** A fresh player of its own (favourites are per member and members are global), logged in. */
export async function loginAsFreshPlayer(page: Page, sandbox: SandboxControl): Promise<string> {
  const username = `g${randomUUID().replace(/-/g, '').slice(0, 10)}`;
  await sandbox.createAccount({ username, password: 'Player123', type: 0 });
  await loginAs(page, username);
  return username;
}

/** The game list; it renders only the rows near the screen (SPEED-04). */
export const gameList = (page: Page) => page.getByRole('list', { name: /^(Games|Jogos)$/ });

/** The game tiles the list has on screen (and just around it). */
export const gameTiles = (page: Page) => gameList(page).getByRole('listitem');

/** How many games the list holds (loaded pages), whatever it has rendered. */
export async function expectLoadedGames(page: Page, count: number, options?: { timeout?: number }): Promise<void> {
  await expect(gameList(page)).toHaveAttribute('data-loaded', String(count), options);
}

export async function loadedGameCount(page: Page): Promise<number> {
  return Number(await gameList(page).getAttribute('data-loaded'));
}

/**
 * Scrolls to the bottom until the list holds `count` games, and not past it:
 * it scrolls again only while fewer are loaded, so a slow page on a busy
 * machine is waited for, not answered with one more scroll (which would load
 * the page after it too).
 */
export async function scrollUntilLoaded(page: Page, count: number): Promise<void> {
  await expect(async () => {
    if ((await loadedGameCount(page)) < count)
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expectLoadedGames(page, count, { timeout: 1500 });
  }).toPass({ timeout: 20_000 });
}

/** Moves the scope's sandbox clock so that it reads `target` (epoch ms) now. */
export async function setSandboxTime(
  request: APIRequestContext,
  sandbox: SandboxControl,
  target: number,
): Promise<void> {
  const response = await request.post(`${sandboxOrigin}/__sandbox/clock`, {
    data: { offsetMs: target - Date.now() },
    headers: { 'X-Sandbox-Scope': sandbox.scope },
  });
  if (!response.ok()) throw new Error(`clock: ${await response.text()}`);
}

/** Per-scope announcement settings of the sandbox (popups are off in test mode until turned on). */
export async function setAnnouncements(
  request: APIRequestContext,
  sandbox: SandboxControl,
  settings: { popups?: boolean; banners?: number; marquee?: boolean; extraPopups?: number; hotMatches?: number },
): Promise<void> {
  const response = await request.post(`${sandboxOrigin}/__sandbox/announcements`, {
    data: settings,
    headers: { 'X-Sandbox-Scope': sandbox.scope },
  });
  if (!response.ok()) throw new Error(`announcements: ${await response.text()}`);
}

/** Home with a single banner or a single hot match: its carousel, checked not to autoplay (BANNER-02, HOTMATCH-08). */
export async function homeCarouselOfOne(
  page: Page,
  request: APIRequestContext,
  sandbox: SandboxControl,
  slides: 'banners' | 'hotMatches',
): Promise<Locator> {
  await setAnnouncements(request, sandbox, { [slides]: 1 });
  await page.goto('/m/home');
  const carousel = page.getByTestId(slides === 'banners' ? 'banner-carousel' : 'hot-match-carousel');
  await expect(carousel).toHaveAttribute('data-autoplay', 'off');
  return carousel;
}

/**
 * The loop index (data-swiper-slide-index) of the slide a player sees in a
 * carousel: the one under a point near its start edge. Autoplay glides the
 * slides on the compositor without changing Swiper's classes (issue 15), so
 * what shows is asked of the page's hit testing, as a finger would find it.
 */
export function shownSlide(carousel: Locator): Promise<string | null> {
  return carousel.evaluate((root) => {
    const box = root.getBoundingClientRect();
    const x = document.documentElement.dir === 'rtl' ? box.right - 24 : box.left + 24;
    const hits = document.elementsFromPoint(x, box.top + box.height / 2);
    const slide = hits
      .map((element) => element.closest('.swiper-slide'))
      .find((found) => found !== null && root.contains(found));
    return slide?.getAttribute('data-swiper-slide-index') ?? null;
  });
}
