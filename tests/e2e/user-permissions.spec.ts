// What the screens offer follows what the signed-in user may do: the user form locks the flags
// the user cannot grant, and the company's deadlines are read-only to a user without the
// administrator flag (the server answers 403 to the same attempts).
import { expect, test, type Page } from '@playwright/test';
import { newCompany } from './tracking-support';
import { signIn } from './support';

const PASSWORD = 'senha-forte-123';

/** The signed-in user's screens in another language (the choice is kept in browser storage). */
const useLocale = async (page: Page, locale: 'pt' | 'ar') => {
  await page.evaluate((value) => localStorage.setItem('rota.locale', JSON.stringify(value)), locale);
  await page.reload();
};

test('a company administrator can grant only the flags it holds', async ({ page }) => {
  const founder = await newCompany(page, 'permissoes', 'Fundadora', PASSWORD);
  await signIn(page, founder, PASSWORD);
  await page.goto('/user/create');
  await expect(page.getByText('Você só pode conceder ou retirar as permissões que você tem.')).toBeVisible();
  // Held by the founder: free to change. Not held: shown, locked.
  await expect(page.getByRole('switch', { name: 'Acesso a empresas' })).toBeEnabled();
  await expect(page.getByRole('switch', { name: 'Módulo checklist' })).toBeDisabled();
  await expect(page.getByRole('switch', { name: 'Administrador RMS' })).toBeDisabled();
  await page.screenshot({ path: 'test-results/user-permissions-pt.png', fullPage: true });
  await useLocale(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('يمكنك منح أو سحب الأذونات التي تملكها فقط.')).toBeVisible();
  await page.screenshot({ path: 'test-results/user-permissions-ar.png', fullPage: true });
  await useLocale(page, 'pt');
});

test("an ordinary user reads the company's deadlines but is offered no change", async ({ page }) => {
  await signIn(page, 'operador');
  await page.goto('/rotaPrazoEntrega/list');
  await expect(page.getByRole('link', { name: 'Alterar várias' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Novo' })).toHaveCount(0);
  await page.goto('/rotaPrazoEntrega/editMultiple');
  await expect(page.getByText('Você não tem permissão para acessar esta página.')).toBeVisible();
});
