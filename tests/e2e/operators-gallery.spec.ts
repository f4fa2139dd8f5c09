import { expect, test } from './fixtures';
import { startGallerySite, type GallerySite } from './support/operators';

/** Issue 6: the theme gallery (/m/__gallery) exists only in builds that ask for it. */

test.describe('theme gallery in a build with --gallery', () => {
  let site: GallerySite | undefined;
  test.beforeAll(async () => {
    // A Vite compile and a sandbox start: far longer than one test's budget on a busy machine.
    test.setTimeout(360_000);
    site = await startGallerySite();
  });
  test.afterAll(async () => {
    await site?.close();
  });

  test('the demo build with the gallery shows every component and the chrome in both languages', async ({ page }) => {
    if (!site) throw new Error('the gallery site did not start');
    await page.goto(`${site.origin('demo')}/m/__gallery`);
    const gallery = page.getByTestId('theme-gallery');
    await expect(gallery.getByRole('heading', { level: 1, name: 'Galeria do tema' })).toBeVisible();
    // Demo's default language (PT) first, then EN, each a block of its own.
    const portuguese = page.getByTestId('gallery-PT');
    const english = page.getByTestId('gallery-EN');
    await expect(portuguese.getByRole('heading', { name: 'Em Português' })).toBeVisible();
    await expect(english.getByRole('heading', { name: 'In English' })).toBeAttached();
    // Chrome: home header (logo link and login), back header, bottom menu — in each language.
    await expect(portuguese.getByRole('link', { name: 'Entrar' }).first()).toBeVisible();
    await expect(english.getByRole('link', { name: 'Log in' }).first()).toBeAttached();
    await expect(portuguese.getByRole('navigation')).toHaveCount(1);
    await expect(english.getByRole('navigation')).toHaveCount(1);
    // Components: buttons, fields, tabs, states, dialog, icons.
    await expect(english.getByRole('button', { name: 'Primary' }).first()).toBeAttached();
    await expect(english.getByLabel(/^Username/).first()).toBeAttached();
    await expect(english.getByRole('tab', { name: 'Live' })).toBeAttached();
    await expect(english.getByText('Nothing here yet')).toBeAttached();
    await expect(english.getByText('Search', { exact: true })).toBeAttached();
    await portuguese.getByRole('button', { name: 'Abrir diálogo' }).click();
    await expect(page.getByRole('dialog', { name: 'Título do diálogo' })).toBeVisible();
  });
});

test('the production demo build has no gallery: /m/__gallery goes home', async ({ page }) => {
  await page.goto('/m/__gallery');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('theme-gallery')).toHaveCount(0);
});
