// One register mounted in several layouts: the company register is edited from the user menu of
// each module layout and the user register from the workflow sidebar, and the user stays in that
// layout (its sidebar) after saving.
import { expect, test } from '@playwright/test';
import { field, openUserMenu, signIn, unique } from './support';

const LAYOUTS = [
  { key: 'checklist', start: '/checklist/user/profile', edit: /\/checklist\/company\/edit\/\d+$/ },
  { key: 'workflow', start: '/workflow/user/list', edit: /\/workflow\/company\/edit\/\d+$/ },
  { key: 'bi', start: '/bi/user/profile', edit: /\/bi\/company\/edit\/\d+$/ },
  {
    key: 'shippingCompany',
    start: '/trackingShippingCompany/user/profile',
    edit: /\/trackingShippingCompany\/company\/edit\/\d+$/,
  },
] as const;

for (const layout of LAYOUTS) {
  test(`the company is edited from the user menu of the ${layout.key} layout`, async ({ page }) => {
    const title = unique(`Painel ${layout.key}`);
    const shell = page.locator(`[data-layout="${layout.key}"]`);
    await signIn(page, 'admin');
    await page.goto(layout.start);
    await expect(shell).toBeVisible();
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Empresa' }).click();
    await expect(page).toHaveURL(layout.edit);
    const editUrl = page.url();
    await expect(shell.getByTestId('sidebar')).toBeVisible();
    await field(page, 'Título da página').fill(title);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Registro salvo com sucesso')).toBeVisible();
    // Still in the layout it was opened from, its sidebar beside the screen.
    await expect(shell.getByTestId('sidebar')).toBeVisible();
    await page.goto(editUrl);
    await expect(field(page, 'Título da página')).toHaveValue(title);
  });
}

test('the users of the workflow layout are edited inside it', async ({ page }) => {
  const shell = page.locator('[data-layout="workflow"]');
  await signIn(page, 'admin');
  await page.goto('/workflow/user/list');
  await expect(shell.getByTestId('sidebar')).toBeVisible();
  await page.getByPlaceholder('Pesquisar').fill('admin');
  // The search reaches the URL once typing pauses, and the list is drawn again then.
  await expect(page).toHaveURL(/[?&]search=admin/);
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'admin', exact: true }) });
  await row.getByRole('link', { name: 'Editar' }).click();
  await expect(page).toHaveURL(/\/workflow\/user\/edit\/\d+$/);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/workflow\/user\/list$/);
  await expect(page.getByText('Registro salvo com sucesso')).toBeVisible();
  await expect(shell.getByTestId('sidebar')).toBeVisible();
});
