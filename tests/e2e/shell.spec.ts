// The application shell: company switching, dark mode persistence, Arabic right-to-left.
import { expect, test } from '@playwright/test';
import { openTrackingLayout, openUserMenu, signIn, storedToken } from './support';

test('admin switches to another company through the company modal', async ({ page }) => {
  await signIn(page, 'admin');
  await openTrackingLayout(page);
  await page.getByRole('button', { name: /Rota Demo Transportes/ }).click();
  const modal = page.getByRole('dialog', { name: 'Selecione a empresa' });
  await modal.getByText('Rota Logística Norte').click();
  await expect(page.getByTestId('topbar-company')).toContainText('Rota Logística Norte');
  const me = await page.request.get('/api/scheduler/v1/access/me', {
    headers: { Authorization: `Bearer ${await storedToken(page)}` },
  });
  expect((await me.json()).data.empresaNomeFantasia).toBe('Rota Logística Norte');
});

test('the server refuses a company switch to a user without company access', async ({ page }) => {
  await signIn(page, 'operador');
  const answer = await page.request.post('/api/scheduler/v1/access/switchCompany', {
    headers: { Authorization: `Bearer ${await storedToken(page)}` },
    data: { empresaId: 2 },
  });
  expect(answer.status()).toBe(403);
});

test('dark mode is on by default and the light choice persists across reloads', async ({ page }) => {
  await signIn(page, 'admin');
  await openTrackingLayout(page);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.locator('body')).not.toHaveClass(/white-content/);
  await openUserMenu(page);
  await page.getByRole('menu').getByTestId('switch-darkmode').click();
  await expect(page.locator('body')).toHaveClass(/white-content/);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect(page.locator('body')).toHaveClass(/white-content/);
});

test('Arabic switches the document to right-to-left', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('language-switch').click();
  await page.getByTestId('language-ar').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('toggling the sidebar shows the mini notification', async ({ page }) => {
  await signIn(page, 'admin');
  await openTrackingLayout(page);
  await page.getByTestId('sidebar-toggle').click();
  await expect(page.getByText('Sidebar mini activated...')).toBeVisible();
  await page.getByTestId('sidebar-toggle').click();
  await expect(page.getByText('Sidebar mini deactivated...')).toBeVisible();
});

test('a company switch drops the previous company’s figures at once', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/dashboard');
  // The demo company has deliveries of the last days; the other company has none.
  await expect(page.getByTestId('dashboard-abertas')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: /Rota Demo Transportes/ }).click();
  await page.getByRole('dialog', { name: 'Selecione a empresa' }).getByText('Rota Logística Norte').click();
  await expect(page.getByTestId('topbar-company')).toContainText('Rota Logística Norte');
  // Well before the dashboard's own refresh (every 10 s) would have replaced them.
  await expect(page.getByTestId('dashboard-abertas')).toBeHidden({ timeout: 3_000 });
  await expect(page.getByTestId('dashboard-empty')).toBeVisible({ timeout: 3_000 });
});
