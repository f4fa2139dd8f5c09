import { expect, test } from './fixtures';

test.describe('trial play (000 §2.3, §3, §6)', () => {
  test('TRIAL-01 TRIAL-02 TRIAL-03 SESSION-03 SESSION-07 test play creates a trial account, logs in under the trial merchant and goes home', async ({ page }) => {
    const calls: { path: string; merchant: string | undefined }[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === '/wps/member/trialuser' || path === '/wps/session/login/freeplay') calls.push({ path, merchant: request.headers().merchant });
    });
    await page.goto('/m/login');
    await page.getByRole('button', { name: 'Jogar como teste' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('header-member')).toBeVisible();
    expect(calls).toEqual([
      { path: '/wps/member/trialuser', merchant: 'demotrial' },
      { path: '/wps/session/login/freeplay', merchant: 'demotrial' },
    ]);
    const stored = await page.evaluate(() => ({
      trialUser: sessionStorage.getItem('TRIAL_USER_NAME'),
      session: JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}') as Record<string, unknown>,
    }));
    expect(stored.trialUser).toMatch(/guest\d{8}/);
    expect(stored.session).toMatchObject({ type: 4, merchantCode: 'demotrial' });
    expect(stored.session).not.toHaveProperty('firstTimeLogin');
  });
});
