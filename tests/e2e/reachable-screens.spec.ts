// Screens without a sidebar entry are reached from where they are needed: the delivery list and
// its drawer lead to attaching proofs and to the saved filter sets, the occurrence mapping to the
// standard PROCEDA codes; the keyboard reaches every one of these links.
import { expect, test } from '@playwright/test';
import { signIn } from './support';

test('the delivery list leads to saved filters and to attaching proofs, and its drawer too', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/entrega/list');
  await page.getByRole('link', { name: 'Filtros salvos' }).click();
  await expect(page).toHaveURL(/\/filterTable\/complete$/);
  // From the saved-filter screen itself, no link back to where one is.
  await expect(page.getByRole('link', { name: 'Filtros salvos' })).toHaveCount(0);

  await page.goto('/entrega/list');
  const attach = page.getByRole('link', { name: 'Anexar comprovante' });
  await attach.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/entrega\/comprovante$/);

  // The demo deliveries fill the list: a row's drawer offers the same way to a proof of that row.
  await page.goto('/entrega/list');
  // The list may draw its rows again as its remembered settings arrive: a click on a row that
  // was just replaced opens nothing, so the row's own button is clicked until the drawer opens.
  const attachFromDrawer = page.getByTestId('entrega-attach-proof-link');
  await expect(async () => {
    await page.getByRole('row').nth(1).getByRole('button').first().click();
    await expect(attachFromDrawer).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await attachFromDrawer.click();
  await expect(page).toHaveURL(/\/entrega\/comprovante\?entrega=\d+$/);
});

test('the occurrence mapping leads to the standard PROCEDA table', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/tabelaOcorrenciaDePara/deParaEmbarcador');
  await page.getByRole('link', { name: 'Tabela PROCEDA' }).click();
  await expect(page).toHaveURL(/\/tabelaOcorrenciaProceda\/list$/);
  await expect(page.getByRole('heading', { name: 'Ocorrências Proceda', level: 2 })).toBeVisible();
});
