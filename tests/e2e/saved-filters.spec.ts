// Saved filter sets end to end: a user saves the delivery list's filters under a name, applies
// the set later on the list and on the filter-only screen, renames it and deletes it.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';
import { newCompany } from './tracking-support';

const savedSets = (page: Page) => page.getByRole('textbox', { name: 'Filtros salvos' });

test('a user saves, applies, renames and deletes a filter set', async ({ page }) => {
  await signIn(page, await newCompany(page, 'filtros', 'Gestor de Filtros', 'filtros-123'), 'filtros-123');

  await page.goto('/filterTable/complete?uf=SP&prazo=atrasada');
  await page.getByRole('button', { name: 'Salvar filtros' }).click();
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('SP atrasadas');
  await page.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click();
  await expect(savedSets(page)).toHaveValue('SP atrasadas');

  // The delivery list is a working list: opened bare, it puts back the filters it last had, and
  // the set matching them shows as chosen.
  await page.goto('/filterTable/complete');
  await expect(page).toHaveURL(/\/filterTable\/complete\?uf=SP&prazo=atrasada$/);
  await expect(savedSets(page)).toHaveValue('SP atrasadas');
  // Applying the set on a list without filters puts its filters in the URL.
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(page).toHaveURL(/\/filterTable\/complete$/);
  await expect(savedSets(page)).toHaveValue('');
  await savedSets(page).click();
  await page.getByRole('option', { name: 'SP atrasadas' }).click();
  await expect(page).toHaveURL(/\/filterTable\/complete\?uf=SP&prazo=atrasada$/);

  // The filter-only screen applies it too and opens the list with it.
  await page.goto('/justFilter');
  await savedSets(page).click();
  await page.getByRole('option', { name: 'SP atrasadas' }).click();
  await page.getByTestId('just-filter-open').click();
  await expect(page).toHaveURL(/\/entrega\/list\?uf=SP&prazo=atrasada$/);

  await page.goto('/filterTable/complete?uf=SP&prazo=atrasada');
  await page.getByRole('button', { name: 'Renomear filtro' }).click();
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('São Paulo atrasadas');
  await page.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click();
  await expect(savedSets(page)).toHaveValue('São Paulo atrasadas');

  await page.getByRole('button', { name: 'Excluir filtro' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Excluir|Confirmar/ })
    .click();
  await expect(savedSets(page)).toHaveValue('');
  await expect(
    page.getByText('Escolha os filtros e salve-os com um nome para usá-los de novo.'),
  ).toBeVisible();
});
