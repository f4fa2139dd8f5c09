import { randomBytes } from 'node:crypto';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { expect, loginAs, type SandboxControl } from '../fixtures';
import { control } from './control';

/** Regulated markets in the browser (issue 33): ipe is the BR tenant (PT first). */

export const BR_TENANT = 'ipe';
const PASSWORD = 'Player123';

/** Where the sandbox's BR boundary holds a player, and where it does not. */
export const BRASILIA = { latitude: -15.7939, longitude: -47.8828 };
export const LISBON = { latitude: 38.7223, longitude: -9.1393 };

/** A new player of ipe, logged in; `verification` set outright through the control API when given. */
export async function loginAsBrPlayer(
  page: Page,
  sandbox: SandboxControl,
  verification?: 'verified' | 'rejected',
  reason?: string,
): Promise<string> {
  const username = `kyc${randomBytes(4).toString('hex')}`;
  await sandbox.createAccount({ username, password: PASSWORD, type: 0, balance: 100, merchant: BR_TENANT });
  if (verification)
    await control(sandbox, 'POST', 'accounts/identity', {
      username,
      merchant: BR_TENANT,
      verification,
      ...(reason ? { reason } : {}),
    });
  await loginAs(page, username);
  return username;
}

/** The vendor's verdict on the member's pending case, through its signed callback. */
export const decide = (sandbox: SandboxControl, username: string, status: 'verified' | 'rejected', reason?: string) =>
  control(sandbox, 'POST', 'verifications/decide', {
    username,
    merchant: BR_TENANT,
    status,
    ...(reason ? { reason } : {}),
  });

/** A photo as a phone would give it: a PNG of the size asked, with some detail so its JPEG is not trivially small. */
export function photo(width = 800, height = 600): { name: string; mimeType: string; buffer: Buffer } {
  const image = new PNG({ width, height });
  for (let index = 0; index < image.data.length; index += 4) {
    const pixel = index / 4;
    image.data[index] = (pixel * 7) % 256;
    image.data[index + 1] = (pixel % width) % 256;
    image.data[index + 2] = Math.floor(pixel / width) % 256;
    image.data[index + 3] = 255;
  }
  return { name: 'photo.png', mimeType: 'image/png', buffer: PNG.sync.write(image) };
}

/** One step of the verification page, by its name. */
export const step = (page: Page, name: 'Documento, frente' | 'Documento, verso' | 'Selfie'): Locator =>
  page.getByRole('group', { name });

/** Chooses a photo for each of the three steps and waits until the platform holds each. */
export async function sendThreePhotos(page: Page): Promise<void> {
  for (const name of ['Documento, frente', 'Documento, verso', 'Selfie'] as const) {
    await step(page, name).getByLabel('Escolher ou tirar uma foto').setInputFiles(photo());
    await expect(step(page, name).getByRole('status')).toHaveText('Enviada', { timeout: 15_000 });
  }
}

/** The browser's answer to the location question: a position, or permission refused. */
export async function placeBrowser(context: BrowserContext, where: typeof BRASILIA | 'denied'): Promise<void> {
  await context.clearPermissions();
  if (where === 'denied') return;
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ ...where, accuracy: 30 });
}
