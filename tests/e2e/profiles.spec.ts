// Profiles: an administrator creates one in the workflow layout, grants its flags on the
// profileRelease screen and puts a user in it; that user signs in and finds what the flags open.
// The same screens in the checklist and shipping-company layouts keep their own sidebar.
import { expect, test, type Page } from '@playwright/test';
import { field, signIn, storedToken, unique } from './support';

const PASSWORD = 'perfil-forte-123';

/** A user of the demo company with the tracking module only, made through the API. */
async function newUser(page: Page, nomeAcesso: string) {
  const answer = await page.request.post('/api/tracking/usuario', {
    headers: { authorization: `Bearer ${await storedToken(page)}` },
    data: { nomeApresentacao: `Pessoa ${nomeAcesso}`, nomeAcesso, password: PASSWORD, tracking: true },
  });
  expect(answer.status()).toBe(201);
}

/** Narrows a list by its search box and answers the row holding `text`. */
async function rowOf(page: Page, text: string) {
  await page.getByPlaceholder('Pesquisar').fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]search=`));
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: text, exact: true }) });
  await expect(row).toHaveCount(1);
  return row;
}

test('a profile made in the workflow layout gives its flags to the user put in it', async ({
  page,
  browser,
}) => {
  const nome = unique('Supervisão');
  const login = `perfil${Date.now().toString(36)}`;
  const shell = page.locator('[data-layout="workflow"]');
  await signIn(page, 'admin');
  await newUser(page, login);

  // The sidebar's item leads to the list; the list's button to the form.
  await page.goto('/workflow/processList');
  const sidebar = shell.getByTestId('sidebar');
  await sidebar.getByRole('button', { name: 'Administração' }).click();
  await sidebar.getByRole('link', { name: 'Perfis' }).click();
  await expect(page).toHaveURL(/\/workflow\/profile\/all$/);
  await page.getByRole('link', { name: 'Novo', exact: true }).click();
  await expect(page).toHaveURL(/\/workflow\/profile\/create$/);
  // The flags are granted on their own screen, not in this form.
  await expect(page.getByRole('switch', { name: 'Módulo workflow' })).toHaveCount(0);
  await field(page, 'Nome').fill(nome);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/workflow\/profile\/all$/);
  await expect(page.getByText('Registro salvo com sucesso')).toBeVisible();

  // The row's action opens profileRelease/{id}/{name}, inside the workflow layout.
  const row = await rowOf(page, nome);
  await row.getByRole('link', { name: 'Liberar permissões' }).click();
  await expect(page).toHaveURL(/\/workflow\/profile\/profileRelease\/\d+\/[^/]+$/);
  await expect(shell.getByTestId('sidebar')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Liberar permissões: ${nome}` })).toBeVisible();
  await page.getByRole('switch', { name: 'Módulo workflow' }).check();
  await page.getByRole('switch', { name: 'Acesso a usuários' }).check();
  await page.screenshot({ path: 'test-results/profile-release.png', fullPage: true });
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/workflow\/profile\/all/);
  await expect(page.getByText('Registro salvo com sucesso')).toBeVisible();

  // The user form puts the user in the profile: its Perfis field searches the company's profiles.
  await page.goto('/workflow/user/list');
  await (await rowOf(page, login)).getByRole('link', { name: 'Editar' }).click();
  await expect(page).toHaveURL(/\/workflow\/user\/edit\/\d+$/);
  const profiles = page.getByRole('textbox', { name: 'Perfis' });
  await profiles.fill(nome.slice(0, 10));
  await page.getByRole('option', { name: nome }).click();
  await page.keyboard.press('Escape');
  await page.screenshot({ path: 'test-results/profile-user-form.png' });
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/workflow\/user\/list/);
  await expect(page.getByText('Registro salvo com sucesso')).toBeVisible();
  // The list shows the user's profiles by name.
  await expect((await rowOf(page, login)).getByRole('cell', { name: nome })).toBeVisible();

  // The user, with the tracking module only of their own, now opens the workflow module and sees
  // its users item, which the profile's flags open.
  const context = await browser.newContext();
  const member = await context.newPage();
  await signIn(member, login, PASSWORD);
  await member.getByTestId('module-workflow').click();
  const memberSidebar = member.locator('[data-layout="workflow"]').getByTestId('sidebar');
  await memberSidebar.getByRole('button', { name: 'Administração' }).click();
  await expect(memberSidebar.getByRole('link', { name: 'Usuários' })).toBeVisible();
  await expect(memberSidebar.getByRole('link', { name: 'Perfis' })).toHaveCount(0);
  await context.close();
});

for (const layout of [
  { key: 'checklist', list: '/checklist/profile/all', base: '/checklist/profile' },
  {
    key: 'shippingCompany',
    list: '/trackingShippingCompany/profile/all',
    base: '/trackingShippingCompany/profile',
  },
] as const) {
  test(`the profile screens of the ${layout.key} layout keep its sidebar`, async ({ page }) => {
    const shell = page.locator(`[data-layout="${layout.key}"]`);
    await signIn(page, 'admin');
    await page.goto(layout.list);
    await expect(shell.getByTestId('sidebar')).toBeVisible();
    const row = await rowOf(page, 'Gestor de frota');
    await row.getByRole('link', { name: 'Liberar permissões' }).click();
    await expect(page).toHaveURL(new RegExp(`${layout.base}/profileRelease/\\d+/Gestor%20de%20frota$`));
    await expect(shell.getByTestId('sidebar')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Postos de combustível' })).toBeChecked();
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(new RegExp(`${layout.base}/all$`));
    await (await rowOf(page, 'Gestor de frota')).getByRole('link', { name: 'Editar' }).click();
    await expect(page).toHaveURL(new RegExp(`${layout.base}/edit/\\d+$`));
    await expect(field(page, 'Nome')).toHaveValue('Gestor de frota');
    await expect(shell.getByTestId('sidebar')).toBeVisible();
  });
}
