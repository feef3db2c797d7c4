// The shipping company's registers in their layout (spec 2.11): a user lists, creates, edits and
// deactivates them from the sidebar, picks an occurrence type for an expense occurrence by typing
// in its searchable select, and sees the type's name in the list; a user without the flag is
// refused by the server.
import { expect, test, type Page } from '@playwright/test';
import { field, signIn, storedToken, unique } from './support';

const BASE = '/trackingShippingCompany';

/** Opens a register from the shipping layout's sidebar. */
async function openFromSidebar(page: Page, group: string, item: string, path: RegExp) {
  const sidebar = page.locator('[data-layout="shippingCompany"]').getByTestId('sidebar');
  const link = sidebar.getByRole('link', { name: item });
  // Opened by its state, not by what shows this instant: the sidebar may still be drawing.
  const toggle = sidebar.getByRole('button', { name: group });
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await link.click();
  await expect(page).toHaveURL(path);
}

/** Narrows a list by its search box and answers the row holding the text. */
async function rowOf(page: Page, text: string) {
  // Typed once the list has drawn its first page (its summary shows), not while it still mounts.
  await expect(page.getByText(/^Exibindo \d+ até \d+/)).toBeVisible();
  const search = page.getByPlaceholder('Pesquisar');
  await search.fill(text);
  await expect(search).toHaveValue(text);
  await expect(page).toHaveURL(/[?&]search=/);
  const row = page.getByRole('row').filter({ hasText: text });
  await expect(row).toHaveCount(1);
  return row;
}

test('registers are listed, created, edited, deactivated, and one points at another by name', async ({
  page,
}) => {
  const typeName = unique('Carga retida');
  const renamed = `${typeName} na balança`;
  const expenseName = unique('Diária de retenção');
  await signIn(page, 'admin');
  await page.goto(`${BASE}/user/profile`);

  // An occurrence type: listed with the demo ones, created, then renamed.
  await openFromSidebar(page, 'Cadastros', 'Tipos de ocorrência', /\/occurrenceType\/list$/);
  await expect(page.getByRole('cell', { name: 'Atraso na descarga', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Novo' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/occurrenceType/create$`));
  await field(page, 'Nome').fill(typeName);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/occurrenceType\/list$/);
  await expect(page.getByText('Registro salvo com sucesso')).toBeVisible();
  await (await rowOf(page, typeName)).getByRole('link', { name: 'Editar' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/occurrenceType/edit/\\d+$`));
  await expect(field(page, 'Nome')).toHaveValue(typeName);

  // An expense occurrence picks that type by typing part of its name, with the keyboard.
  await openFromSidebar(page, 'Despesas', 'Ocorrências de despesa', /\/cargoExpenseOccurrence\/list$/);
  await page.getByRole('link', { name: 'Novo' }).click();
  await field(page, 'Nome').fill(expenseName);
  const typeSelect = page.getByRole('textbox', { name: 'Tipo de ocorrência' });
  await typeSelect.click();
  await typeSelect.pressSequentially(typeName.slice(-12), { delay: 20 });
  const option = page.getByRole('option', { name: typeName });
  await expect(option).toBeVisible();
  await expect(page.getByRole('option')).toHaveCount(1);
  await typeSelect.press('ArrowDown');
  await typeSelect.press('Enter');
  await expect(typeSelect).toHaveValue(typeName);
  await page.screenshot({ path: 'test-results/shipping-expense-pick.png', fullPage: true });
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/cargoExpenseOccurrence\/list$/);
  let expenseRow = await rowOf(page, expenseName);
  await expect(expenseRow.getByRole('cell', { name: typeName, exact: true })).toBeVisible();

  // Renaming the type renames it wherever it is shown.
  await page.goto(`${BASE}/occurrenceType/list`);
  await (await rowOf(page, typeName)).getByRole('link', { name: 'Editar' }).click();
  await field(page, 'Nome').fill(renamed);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/occurrenceType\/list$/);
  await page.goto(`${BASE}/cargoExpenseOccurrence/list`);
  expenseRow = await rowOf(page, expenseName);
  await expect(expenseRow.getByRole('cell', { name: renamed, exact: true })).toBeVisible();

  // Deactivated, the expense occurrence stays listed as inactive.
  await expenseRow.getByRole('button', { name: 'Desativar' }).click();
  await expect(expenseRow.getByText('Inativo')).toBeVisible();
  await page.screenshot({ path: 'test-results/shipping-expense-list.png', fullPage: true });

  // The edit form shows the chosen type by its name.
  await expenseRow.getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByRole('textbox', { name: 'Tipo de ocorrência' })).toHaveValue(renamed);
});

test('every register of the sidebar opens in the shipping layout', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto(`${BASE}/user/profile`);
  for (const [group, item, path, demo] of [
    ['Cadastros', 'Motivos de não atendimento', 'nonAttendanceReason', 'Endereço não localizado'],
    ['Cadastros', 'Motivos de reprovação', 'disapprovedReason', 'Comprovante ilegível'],
    ['Cadastros', 'Tipos de veículo', 'vehicleType', 'Bitrem'],
  ] as const) {
    await openFromSidebar(page, group, item, new RegExp(`${BASE}/${path}/list$`));
    await expect(page.getByRole('cell', { name: demo, exact: true })).toBeVisible();
  }
  // A reason's create form asks for its sequence and display name.
  await page.goto(`${BASE}/nonAttendanceReason/create`);
  const reason = unique('Portaria fechada');
  await field(page, 'Sequência').fill('42');
  await field(page, 'Nome de exibição').fill(reason);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/nonAttendanceReason\/list$/);
  await expect((await rowOf(page, reason)).getByRole('cell', { name: '42', exact: true })).toBeVisible();
});

test('a user without the occurrence type flag is refused by the server', async ({ page }) => {
  await signIn(page, 'admin');
  const admin = { authorization: `Bearer ${await storedToken(page)}` };
  const login = `sem.tipos.${Date.now().toString(36)}`;
  const created = await page.request.post('/api/tracking/usuario', {
    headers: admin,
    data: {
      nomeApresentacao: 'Sem tipos de ocorrência',
      nomeAcesso: login,
      password: 'transporte-123',
      tracking: true,
      accessLoads: true,
      accessNonAttendanceReason: true,
    },
  });
  expect(created.status()).toBe(201);
  await page.evaluate(() => localStorage.clear());

  await signIn(page, login, 'transporte-123');
  const headers = { authorization: `Bearer ${await storedToken(page)}` };
  await page.goto(`${BASE}/nonAttendanceReason/list`);
  const sidebar = page.locator('[data-layout="shippingCompany"]').getByTestId('sidebar');
  await expect(sidebar.getByRole('link', { name: 'Motivos de não atendimento' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Tipos de ocorrência' })).toHaveCount(0);
  await page.goto(`${BASE}/occurrenceType/list`);
  await expect(page.getByText('Você não tem permissão para acessar esta página.')).toBeVisible();
  expect((await page.request.get('/api/tracking/occurrenceType', { headers })).status()).toBe(403);
  const write = await page.request.post('/api/tracking/occurrenceType', {
    headers,
    data: { nome: 'Proibido' },
  });
  expect(write.status()).toBe(403);
});
