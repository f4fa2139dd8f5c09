import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Issue 7 storage: the token lives only in sessionStorage's MC_SESSION_INFO
 * (SESSION-05), the remembered password is unreadable from storage alone
 * (AES-GCM under a non-extractable key in IndexedDB, on top of the spec's
 * double encoding), and sign-out leaves no session data in any storage area.
 */

interface StorageDump {
  readonly local: Record<string, string>;
  readonly session: Record<string, string>;
  readonly indexedDb: Array<{ db: string; store: string; key: string; value: string }>;
  readonly cookies: Record<string, string>;
}

async function dumpStorage(page: Page, context: BrowserContext): Promise<StorageDump> {
  const inPage = await page.evaluate(async () => {
    const entries = (storage: Storage) =>
      Object.fromEntries(
        Array.from({ length: storage.length }, (_unused, index) => storage.key(index) ?? '').map((key) => [
          key,
          storage.getItem(key) ?? '',
        ]),
      );
    const describe = (value: unknown): string =>
      value instanceof CryptoKey
        ? `CryptoKey(${value.algorithm.name}, extractable=${String(value.extractable)}, ${value.usages.join('+')})`
        : JSON.stringify(value);
    const indexedDb: Array<{ db: string; store: string; key: string; value: string }> = [];
    for (const info of await indexedDB.databases()) {
      const name = info.name ?? '';
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('open failed'));
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const rows = await new Promise<Array<{ key: string; value: string }>>((resolve, reject) => {
          const objects = db.transaction(store, 'readonly').objectStore(store);
          const keys = objects.getAllKeys();
          const values = objects.getAll();
          values.onsuccess = () =>
            resolve(
              values.result.map((value: unknown, index) => ({
                key: JSON.stringify(keys.result[index]),
                value: describe(value),
              })),
            );
          values.onerror = () => reject(values.error ?? new Error('read failed'));
        });
        indexedDb.push(...rows.map((row) => ({ db: name, store, ...row })));
      }
      db.close();
    }
    return { local: entries(localStorage), session: entries(sessionStorage), indexedDb };
  });
  const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
  return { ...inPage, cookies };
}

const everywhereBut = (dump: StorageDump, skipSessionInfo: boolean): string =>
  JSON.stringify([
    dump.local,
    skipSessionInfo ? { ...dump.session, MC_SESSION_INFO: '' } : dump.session,
    dump.indexedDb,
    dump.cookies,
  ]);

test.describe('storage (issue 7)', () => {
  test('SESSION-05 SESSION-09 SESSION-15 SESSION-16 LOGIN-06 LOGIN-07 REL-04 token only in MC_SESSION_INFO, remembered password encrypted, nothing of the session left after sign-out', async ({
    page,
    context,
  }) => {
    const password = 'Player123';
    const doubleEncoded = Buffer.from(Buffer.from(password).toString('base64')).toString('base64');

    await page.goto('/m/login');
    await page.getByLabel(/^(Username|Nome de usuário)/).fill('player1');
    await page.getByLabel(/^(Password|Senha)$/).fill(password);
    await page.getByRole('checkbox', { name: /Lembrar senha|Remember password/ }).check();
    await page.getByRole('button', { name: /^(Log in|Entrar)$/ }).click();
    await expect(page.getByTestId('header-member')).toBeVisible();
    await expect
      .poll(async () => (await dumpStorage(page, context)).local.REMEMBERED_LOGIN ?? '')
      .toContain('aesgcm1:');
    // REL-04: the password held for the session is sealed under the same key.
    await expect.poll(async () => (await dumpStorage(page, context)).session.MC_SESSION_PWD ?? '').toMatch(/^aesgcm1:/);

    const signedIn = await dumpStorage(page, context);
    const token = (JSON.parse(signedIn.session.MC_SESSION_INFO ?? '{}') as { token?: string }).token ?? '';
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(everywhereBut(signedIn, true), 'the token anywhere but MC_SESSION_INFO').not.toContain(token);
    const all = JSON.stringify(signedIn);
    expect(all, 'the password in any storage area').not.toContain(password);
    expect(all, 'the spec double encoding readable in any storage area').not.toContain(doubleEncoded);
    expect(all, 'the base64 of the password in any storage area').not.toContain(
      Buffer.from(password).toString('base64'),
    );
    // The key: one non-extractable AES-GCM CryptoKey, the only thing in IndexedDB.
    expect(signedIn.indexedDb).toEqual([
      {
        db: 'lobby-keys',
        store: 'keys',
        key: '"remembered-login"',
        value: 'CryptoKey(AES-GCM, extractable=false, encrypt+decrypt)',
      },
    ]);

    // Sign out from the header menu.
    await page.getByTestId('header-menu-toggle').click();
    await page.getByTestId('header-menu').getByRole('menuitem', { name: 'Sair' }).click();
    await page.getByTestId('sign-out-dialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect(page).toHaveURL(/\/m\/login$/);

    const signedOut = await dumpStorage(page, context);
    expect(signedOut.session, 'sessionStorage after sign-out').toEqual({});
    expect(JSON.stringify(signedOut), 'the token after sign-out').not.toContain(token);
    expect(signedOut.local.autoLogin).toBe('0');
    for (const key of ['memberInfo', 'autoLoginInfo', 'bankList', 'MC_SESSION_INFO', 'MC_SESSION_PWD'])
      expect(signedOut.local[key], key).toBeUndefined();
    expect(
      Object.keys(signedOut.cookies).filter((name) => !['lobby_scope', 'captchaId'].includes(name)),
      'cookies after sign-out',
    ).toEqual([]);
    expect(JSON.stringify(signedOut)).not.toContain(password);

    // The remembered record still works, in this browser only: the login form fills itself.
    await page.goto('/m/login');
    await expect(page.getByLabel(/^(Password|Senha)$/)).toHaveValue(password);
    await expect(page.getByLabel(/^(Username|Nome de usuário)/)).toHaveValue('player1');
  });
});
