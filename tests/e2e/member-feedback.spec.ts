import { expect, loginAs, tenantOrigin, test } from './fixtures';
import { loginAsNew, MEMBER_TENANT } from './support/members';

const MB = 1024 * 1024;
const png = (name: string, size = 1024) => ({ name, mimeType: 'image/png', buffer: Buffer.alloc(size, 1) });

test.describe('feedback, level benefits and head icon', () => {
  test.use({ baseURL: tenantOrigin(MEMBER_TENANT) });

  test('FEEDBACK-01 FEEDBACK-02 FEEDBACK-03 FEEDBACK-04 FEEDBACK-05 text up to 140, 3 png/jpg of at most 5 MB, refused files named, sent as multipart', async ({
    page,
    sandbox,
  }) => {
    await sandbox.flags('whitelabel', { FEEDBACK3: true });
    await loginAs(page, 'player1');
    await page.goto('/m/feedback');
    const text = page.getByLabel('Your feedback');
    await text.fill('x'.repeat(150));
    await expect(text).toHaveValue('x'.repeat(140));
    await expect(page.getByTestId('feedback-count')).toHaveText('140/140');
    await text.fill('The lobby is great.');

    await page
      .getByLabel('Images (up to 3)')
      .setInputFiles([
        png('one.png'),
        { name: 'notes.gif', mimeType: 'image/gif', buffer: Buffer.alloc(10) },
        { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(5 * MB + 1) },
        { name: 'two.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(2048, 2) },
        png('three.png'),
        png('four.png'),
      ]);
    await expect(page.getByTestId('feedback-images').getByRole('listitem')).toHaveText([
      'one.png',
      'two.jpg',
      'three.png',
    ]);
    await expect(page.getByTestId('feedback-rejected').getByRole('listitem')).toHaveText([
      'notes.gif: only png or jpg images',
      'huge.jpg: larger than 5 MB',
      'four.png: at most 3 images',
    ]);

    const sent = page.waitForResponse(
      (response) => response.url().endsWith('/wps/feedback') && response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Send feedback' }).click();
    const answer = await sent;
    expect(answer.request().headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(answer.request().headers()['moduleid']).toBe('FEEDBACK3');
    // The sandbox parsed the multipart body: the text and the three kept images arrived.
    expect(((await answer.json()) as { value: unknown }).value).toMatchObject({
      content: 'The lobby is great.',
      images: ['one.png', 'two.jpg', 'three.png'],
    });
    await expect(page.getByText('Thank you for your feedback')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/mine$/);
  });

  test('FEEDBACK-05 a failed send keeps the text', async ({ page, sandbox }) => {
    await loginAs(page, 'player1');
    await page.goto('/m/feedback');
    await page.getByLabel('Your feedback').fill('Keep me');
    await sandbox.fault('/wps/feedback', 'http500');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expect(page).toHaveURL(/\/m\/feedback$/);
    await expect(page.getByLabel('Your feedback')).toHaveValue('Keep me');
  });

  test('CALL-23 level benefits come from the club benefit call (MEMCLUB3)', async ({ page }) => {
    const benefit = page.waitForRequest(
      (request) =>
        request.url().includes('/wps/relay/MCSFE_getClubBenefit') && request.headers()['moduleid'] === 'MEMCLUB3',
    );
    await loginAs(page, 'agent1');
    await page.goto('/m/member/benefits');
    await benefit;
    await expect(page.getByTestId('benefits-level')).toHaveText('Your level: VIP3');
    await expect(page.getByTestId('benefits-list').locator('dt')).toHaveText([
      'Daily withdrawals',
      'Rebate',
      'Birthday bonus',
    ]);
  });

  test('CALL-14 the head icon shows in the member panel and changes by upload (png/jpg up to 5 MB)', async ({
    page,
    sandbox,
  }) => {
    await loginAsNew(page, sandbox, 0, { clubLabel: 'VIP1' });
    const read = page.waitForRequest(
      (request) =>
        request.url().endsWith('/wps/member/info/icon') &&
        request.method() === 'GET' &&
        request.headers()['moduleid'] === 'PROFPIC3',
    );
    await page.goto('/m/mine');
    await read;
    const panel = page.getByTestId('member-panel');
    await expect(panel.getByTestId('head-icon')).toBeVisible();
    await expect(panel.getByTestId('head-icon-image')).toHaveCount(0);

    await panel
      .getByTestId('head-icon-input')
      .setInputFiles({ name: 'face.gif', mimeType: 'image/gif', buffer: Buffer.alloc(10) });
    await expect(page.getByTestId('head-icon-problem')).toHaveText('face.gif: only png or jpg images');

    // A 1×1 PNG.
    const pixel = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const upload = page.waitForRequest(
      (request) => request.url().endsWith('/wps/member/info/icon') && request.method() === 'POST',
    );
    await panel
      .getByTestId('head-icon-input')
      .setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: pixel });
    await upload;
    await expect(panel.getByTestId('head-icon-image')).toHaveAttribute('src', /^data:image\/png;base64,/);
    await page.reload();
    await expect(page.getByTestId('head-icon-image')).toHaveAttribute('src', /^data:image\/png;base64,/);
  });
});
