import { expect, loginAs, test } from './fixtures';

/** Issue 17: the member centre's left menu is a left overlay, not a centred dialog. */
test('POLISH-09 the member-centre menu slides in from the left edge, full height, and closes on Escape', async ({
  page,
}) => {
  await loginAs(page);
  await page.goto('/m/mine');
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByTestId('member-left-menu');
  await expect(menu).toBeVisible();
  // Settled after the slide.
  await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0);
  const box = await menu.boundingBox();
  const viewport = page.viewportSize();
  expect(box?.height).toBe(viewport?.height);
  expect(box?.width ?? 0).toBeLessThan((viewport?.width ?? 0) * 0.9);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
});
