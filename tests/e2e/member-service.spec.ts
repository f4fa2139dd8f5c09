import { expect, tenantOrigin, test } from './fixtures';

test.describe('customer service', () => {
  test('SVC-01 SVC-02 SVC-04 SVC-06 the widget shows live chat and the TELEGRAM link decrypted from the service info', async ({
    page,
  }) => {
    const info = page.waitForResponse((response) => response.url().includes('WPSCORE_getCustomerServiceScript'));
    await page.goto('/m/home');
    const widget = page.getByTestId('service-widget');
    await expect(widget.getByRole('button', { name: 'Chat ao vivo' })).toBeVisible();
    const sealed = ((await (await info).json()) as { value: string }).value;
    expect(sealed).not.toContain('t.me');
    await expect(widget.locator('[data-service-link="TELEGRAM"]')).toHaveAttribute(
      'href',
      'https://t.me/lobbydemo_support',
    );
    await expect(widget.locator('[data-service-link="FACEBOOK"]')).toHaveCount(0);
    await expect(widget.locator('[data-service-link="TELEGRAM2"]')).toHaveCount(0);
  });

  test('SVC-02 no customer-service entries, no live chat; SVC-07 /m/service shows the links', async ({
    page,
    sandbox,
  }) => {
    await sandbox.status({ customerService: [] } as never);
    await page.goto(`${tenantOrigin('aurora')}/m/service`);
    await expect(page.getByRole('heading', { name: 'Customer service' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Live chat' })).toHaveCount(0);
  });

  test('REL-01 SVC-07 with no channel set up, a failed service read shows an error with retry; the answer then says there is none', async ({
    page,
    sandbox,
  }) => {
    await sandbox.status({ merchant: 'jaguar', customerService: [] } as never);
    await sandbox.fault('/wps/relay/WPSCORE_getCustomerServiceScript', 'http500', { times: 20 });
    await page.goto(`${tenantOrigin('jaguar')}/m/service`);
    await expect(page.locator('[data-state="error"]')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Nenhum canal de atendimento configurado ainda.')).toHaveCount(0);
    await sandbox.clearFaults();
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByText('Nenhum canal de atendimento configurado ainda.')).toBeVisible();
    await expect(page.locator('[data-state="error"]')).toHaveCount(0);
  });
});
