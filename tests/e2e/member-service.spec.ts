import { expect, tenantOrigin, test } from './fixtures';

test.describe('customer service', () => {
  test('SVC-01 SVC-02 SVC-04 SVC-06 the widget shows live chat and the TELEGRAM link decrypted from the service info', async ({ page }) => {
    const info = page.waitForResponse((response) => response.url().includes('WPSCORE_getCustomerServiceScript'));
    await page.goto('/m/home');
    const widget = page.getByTestId('service-widget');
    await expect(widget.getByRole('button', { name: 'Chat ao vivo' })).toBeVisible();
    const sealed = ((await (await info).json()) as { value: string }).value;
    expect(sealed).not.toContain('t.me');
    await expect(widget.locator('[data-service-link="TELEGRAM"]')).toHaveAttribute('href', 'https://t.me/lobbydemo_support');
    await expect(widget.locator('[data-service-link="FACEBOOK"]')).toHaveCount(0);
    await expect(widget.locator('[data-service-link="TELEGRAM2"]')).toHaveCount(0);
  });

  test('SVC-02 no customer-service entries, no live chat; SVC-07 /m/service shows the links', async ({ page, sandbox }) => {
    await sandbox.status({ customerService: [] } as never);
    await page.goto(`${tenantOrigin('aurora')}/m/service`);
    await expect(page.getByRole('heading', { name: 'Customer service' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Live chat' })).toHaveCount(0);
  });
});
