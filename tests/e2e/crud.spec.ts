// Create, edit and delete a company and a user through the screens of the resource engine.
import { expect, test } from '@playwright/test';
import { field, signIn, unique } from './support';

test('admin creates, edits and deletes a company', async ({ page }) => {
  const name = unique('Transportes E2E');
  await signIn(page, 'admin');
  await page.goto('/empresa/list');
  await page.getByRole('link', { name: 'Novo' }).click();
  await expect(page).toHaveURL(/\/empresa\/create$/);
  await field(page, 'Razão social').fill(`${name} Ltda`);
  await field(page, 'Nome fantasia').fill(name);
  await field(page, 'CNPJ').fill('12ABC34501DE35');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/empresa\/list$/);
  await page.getByPlaceholder('Pesquisar').fill(name);
  // The search reaches the URL once typing pauses; the new company may show before that.
  await expect(page).toHaveURL(/[?&]search=/);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  // The CNPJ reads as printed; on a phone the card keeps the Ativo badge whole beside its buttons.
  const cnpj = /12\.ABC\.345\/01DE.35/;
  await expect(row).toContainText(cnpj);
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  const card = page.getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText(cnpj);
  const badge = card.getByText('Ativo', { exact: true });
  await expect(badge).toBeVisible();
  expect(await badge.evaluate((label) => label.scrollWidth - label.clientWidth)).toBe(0);
  if (viewport) await page.setViewportSize(viewport);

  await row.getByRole('link', { name: 'Editar' }).click();
  await expect(page).toHaveURL(/\/empresa\/edit\/\d+$/);
  await field(page, 'Nome fantasia').fill(`${name} Editada`);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/empresa\/list$/);
  await page.getByPlaceholder('Pesquisar').fill(`${name} Editada`);
  const edited = page.getByRole('row', { name: new RegExp(`${name} Editada`) });
  await expect(edited).toBeVisible();

  await edited.getByRole('button', { name: 'Excluir' }).click();
  await page
    .getByRole('dialog', { name: 'Confirmar exclusão' })
    .getByRole('button', { name: 'Excluir' })
    .click();
  await expect(page.getByText('Exlusão efetuada com sucesso')).toBeVisible();
  await expect(page.getByText('Nenhum registro encontrado')).toBeVisible();
});

test('admin creates, edits and deletes a user who can then sign in', async ({ page, browser }) => {
  const login = `e2e${Date.now().toString(36)}`;
  await signIn(page, 'admin');
  await page.goto('/user/create');
  await field(page, 'Nome').fill('Usuária E2E');
  await field(page, 'Login').fill(login);
  await field(page, 'Senha').fill('senha-forte-123');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/usuario\/list$/);

  const other = await browser.newPage();
  await signIn(other, login, 'senha-forte-123');
  await other.close();

  await page.getByPlaceholder('Pesquisar').fill(login);
  const row = page.getByRole('row', { name: new RegExp(login) });
  await row.getByRole('link', { name: 'Editar' }).click();
  await field(page, 'Nome').fill('Usuária E2E Editada');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await page.getByPlaceholder('Pesquisar').fill(login);
  await expect(page.getByRole('row', { name: /Usuária E2E Editada/ })).toBeVisible();

  await page
    .getByRole('row', { name: new RegExp(login) })
    .getByRole('button', { name: 'Excluir' })
    .click();
  await page
    .getByRole('dialog', { name: 'Confirmar exclusão' })
    .getByRole('button', { name: 'Excluir' })
    .click();
  await expect(page.getByText('Exlusão efetuada com sucesso')).toBeVisible();
});
