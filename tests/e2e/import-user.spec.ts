// importUser (spec 2.7, 2.8): an administrator imports users from a CSV and from a workbook, each
// with one bad row. The report shows the line and the reason and nothing is written until the
// valid rows are imported; the new users then appear in the user list, and that list, narrowed by
// a search, exports to a file holding exactly its rows.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import readXlsxFile from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { csvRecords } from '../../src/domain/csv/csv-table';
import { signIn } from './support';
import { seriousViolations } from './axe';

/** A prefix of this run's logins, so other specs' users never match its searches. */
const runPrefix = (label: string) => `${label}${Date.now().toString(36)}`;

/** The report's table of refused rows. */
const refusedRows = (page: Page) => page.getByRole('region', { name: /^Arquivo:/ }).getByRole('table');

async function importValidRows(page: Page, count: number) {
  await page.getByRole('button', { name: `Importar só as ${count} linhas válidas` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Importação concluída' })).toContainText(
    `${count} criados, nenhum atualizado, 1 linha ignorada.`,
  );
}

test('users are imported from a CSV with a bad row and listed, and the narrowed list exports', async ({
  page,
}) => {
  const prefix = runPrefix('csv');
  await signIn(page, 'admin');
  await page.goto('/checklist');
  const sidebar = page.getByTestId('sidebar-nav');
  await sidebar.getByText('Administração').click();
  await sidebar.getByRole('link', { name: 'Importar usuários' }).click();
  await expect(page).toHaveURL(/\/checklist\/user\/importUser$/);
  await expect(page.getByRole('heading', { name: 'Importar usuários' })).toBeVisible();

  const csv = [
    'Nome;Login;E-mail;Módulo checklist',
    `Ana ${prefix};${prefix}.ana;${prefix}.ana@example.com;Sim`,
    `Bia ${prefix};${prefix}.bia;bia-sem-arroba;Não`,
    `Caio ${prefix};${prefix}.caio;${prefix}.caio@example.com;Não`,
  ].join('\r\n');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'usuarios.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(page.getByText('3 linhas lidas: 2 válidas, 1 com erro.')).toBeVisible();
  await expect(page.getByText(/^Nada foi gravado/)).toBeVisible();
  const refused = refusedRows(page).getByRole('row', { name: /E-mail inválido/ });
  await expect(refused).toContainText('3');
  await expect(refused).toContainText('E-mail');
  // The report, its table and its buttons are as usable with a screen reader as the rest.
  expect(await seriousViolations(page)).toEqual([]);

  await importValidRows(page, 2);
  await page.getByRole('link', { name: 'Ver a lista' }).click();
  await expect(page).toHaveURL(/\/checklist\/user\/list$/);
  await page.getByPlaceholder('Pesquisar').fill(prefix);
  await expect(page).toHaveURL(/[?&]search=/);
  await expect(page.getByRole('row', { name: new RegExp(`${prefix}\\.ana`) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`${prefix}\\.caio`) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`${prefix}\\.bia`) })).toHaveCount(0);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^usuario-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...rows] = csvRecords(readFileSync(await download.path(), 'utf8'));
  expect(header).toEqual(['Código', 'Nome', 'Login', 'E-mail', 'Tipo de usuário', 'Perfis', 'Situação']);
  // Imported users are the company's staff: a sheet makes no delivery client.
  expect(rows.map((row) => row.slice(1))).toEqual([
    [`Ana ${prefix}`, `${prefix}.ana`, `${prefix}.ana@example.com`, 'Equipe da empresa', '', 'Ativo'],
    [`Caio ${prefix}`, `${prefix}.caio`, `${prefix}.caio@example.com`, 'Equipe da empresa', '', 'Ativo'],
  ]);
});

test('users are imported from a workbook with a repeated login, and the list exports as XLSX', async ({
  page,
}) => {
  const prefix = runPrefix('xlsx');
  await signIn(page, 'admin');
  await page.goto('/bi/user/importUser');
  await expect(page.getByRole('heading', { name: 'Importar usuários' })).toBeVisible();

  const workbook = await writeXlsxFile([
    ['Nome', 'Login', 'E-mail', 'Acesso a usuários'],
    [`Dora ${prefix}`, `${prefix}.dora`, `${prefix}.dora@example.com`, true],
    [`Eva ${prefix}`, `${prefix}.eva`, `${prefix}.eva@example.com`, false],
    [`Outra Dora ${prefix}`, `${prefix}.DORA`, `${prefix}.outra@example.com`, false],
  ]).toBuffer();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'usuarios.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: workbook,
  });
  const refused = refusedRows(page).getByRole('row', { name: /Repete o registro da linha 2/ });
  await expect(refused).toContainText('4');
  await expect(refused).toContainText('Login');
  await importValidRows(page, 2);

  await page.goto(`/checklist/user/list?search=${prefix}`);
  await expect(page.getByRole('row', { name: new RegExp(`${prefix}\\.dora`) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`${prefix}\\.eva`) })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar XLSX' }).click();
  const [sheet] = await readXlsxFile(readFileSync(await (await downloading).path()));
  // Code, name, login, e-mail, user type, profiles (none), active.
  expect(sheet?.data.slice(1).map((row) => [row[2], row[6]])).toEqual([
    [`${prefix}.dora`, true],
    [`${prefix}.eva`, true],
  ]);
});
