// The import log as a working list: the count cards filter it, the outcome column says what each
// row meant, 'problems only' keeps the refused and duplicated files, the search finds the outcome's
// words in the reader's language, the log exports as CSV and Excel with the same narrowing, and
// an NF-e import leads to the deliveries it created.
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import yazl from 'yazl';
import { buildOcoren } from '../../server/modules/tracking/imports/ocoren/build-ocoren';
import { cteCarrying, cteKey } from '../integration/cte/cte-fixtures';
import { NFE_FIXTURES, writeZip } from '../support/nfe-corpus';
import { seriousViolations } from './axe';
import { signIn } from './support';
import { newCompany, openImportLog } from './tracking-support';

const PASSWORD = 'registro-2026';
const TAKEN_IN = 'nfeProc-4.00_SP_CIF_6itens_destCPF.xml';

/** Every sample (11 taken in, 2 refused), one of them again (a duplicate) and a text file. */
async function mixedZip(): Promise<string> {
  const zip = new yazl.ZipFile();
  for (const name of readdirSync(NFE_FIXTURES).filter((n) => n.endsWith('.xml'))) {
    zip.addFile(join(NFE_FIXTURES, name), name);
  }
  zip.addFile(join(NFE_FIXTURES, TAKEN_IN), `copia/${TAKEN_IN}`);
  zip.addBuffer(Buffer.from('nada aqui'), 'leia-me.txt');
  const path = join(mkdtempSync(join(tmpdir(), 'rota-log-')), 'misturado.zip');
  await writeZip(zip, path);
  return path;
}

const footer = (page: Page, total: number) =>
  expect(page.getByText(new RegExp(`de um total de ${total}$`))).toBeVisible();

test('the log filters by its count cards and by problems, searches the outcome, exports, and leads to the deliveries', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const login = await newCompany(page, 'registro', 'Registro Teste', PASSWORD);
  await signIn(page, login, PASSWORD);
  await page.goto('/notaFiscal/import');
  await page.locator('input[type="file"]').setInputFiles(await mixedZip());
  await page.getByRole('button', { name: 'Importar' }).click();
  await expect(page.getByTestId('import-outcome')).toHaveAttribute('data-outcome', 'partly', {
    timeout: 30_000,
  });

  await openImportLog(page, 'notaFiscal');
  await footer(page, 15);
  await expect(page.getByRole('columnheader', { name: 'Resultado' })).toBeVisible();

  // The search finds the outcome's word, not only the file name and the sentence.
  const search = page.getByRole('textbox', { name: 'Pesquisar' });
  await search.fill('rejeit');
  await footer(page, 3);
  for (const row of await page.locator('tbody tr').all()) await expect(row).toContainText('Rejeitada');
  await search.fill('');
  await footer(page, 15);

  // A count card narrows the log; pressed again, it shows every row.
  const imported = page.getByTestId('count-importadas');
  await imported.click();
  await expect(imported).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\?resultado=importadas$/);
  await footer(page, 11);
  await page.getByTestId('count-duplicadas').click();
  await footer(page, 1);
  await expect(page.locator('tbody tr').first()).toContainText(`copia/${TAKEN_IN}`);
  await page.getByTestId('count-duplicadas').click();
  await footer(page, 15);

  // Problems only: the refused and the duplicated files.
  const problems = page.getByRole('switch', { name: /Só problemas/ });
  await problems.click();
  await expect(problems).toBeChecked();
  await expect(page).toHaveURL(/\?resultado=problemas$/);
  await footer(page, 4);
  // The cards, the switch, the outcome badges and the export buttons read well to everyone.
  expect(await seriousViolations(page)).toEqual([]);

  // The export takes the same narrowing, in the reader's language.
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/^importacao-\d+\.csv$/);
  const lines = readFileSync(await csv.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toBe('Nome do arquivo;Resultado;Descrição da ocorrência;Chave de acesso');
  expect(lines).toHaveLength(5);
  const xlsxDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar Excel' }).click();
  expect((await xlsxDownload).suggestedFilename()).toMatch(/^importacao-\d+\.xlsx$/);

  // The deliveries this import created, and only those.
  await page.getByRole('link', { name: 'Ver entregas criadas' }).click();
  await expect(page).toHaveURL(/\/entrega\/list\?importacao=\d+/);
  await footer(page, 11);
});

test('an English reader searches the log in English', async ({ page }) => {
  test.setTimeout(60_000);
  const login = await newCompany(page, 'ingles', 'English Reader', PASSWORD);
  await signIn(page, login, PASSWORD);
  await page.goto('/notaFiscal/import');
  await page.locator('input[type="file"]').setInputFiles(await mixedZip());
  await page.getByRole('button', { name: 'Importar' }).click();
  await expect(page.getByTestId('import-outcome')).toBeVisible({ timeout: 30_000 });
  await openImportLog(page, 'notaFiscal');
  await page.evaluate(() => localStorage.setItem('rota.locale', '"en"'));
  await page.reload();
  const search = page.getByRole('textbox', { name: 'Search' });
  await search.fill('rejected');
  await expect(page.getByText(/of 3$/)).toBeVisible();
  for (const row of await page.locator('tbody tr').all()) await expect(row).toContainText('Rejected');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the CT-e and OCOREN imports share the log, its filters and the link to their refused rows', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const folder = mkdtempSync(join(tmpdir(), 'rota-log-kinds-'));
  const login = await newCompany(page, 'tipos', 'Registro Tipos', PASSWORD);
  await signIn(page, login, PASSWORD);

  // A CT-e taken in (its NF-e not imported yet) and a file that is not XML.
  const cte = new yazl.ZipFile();
  cte.addBuffer(cteCarrying(cteKey(31), '35220499999999000191550010000076381418267635'), 'cte.xml');
  cte.addBuffer(Buffer.from('nada'), 'leia-me.txt');
  const ctePath = join(folder, 'conhecimentos.zip');
  await writeZip(cte, ctePath);
  await page.goto('/cte/import');
  await page.locator('input[type="file"]').setInputFiles(ctePath);
  await page.getByRole('button', { name: 'Importar' }).click();
  const banner = page.getByTestId('import-outcome');
  await expect(banner).toHaveAttribute('data-outcome', 'partly', { timeout: 30_000 });
  // CT-e imports create no deliveries: no link to them.
  await expect(page.getByRole('link', { name: 'Ver entregas criadas' })).toHaveCount(0);
  await banner.getByRole('link', { name: 'Ver o rejeitado no log' }).click();
  await expect(page).toHaveURL(/\/cte\/importLog\/\d+\/\d+\?resultado=rejeitadas$/);
  await footer(page, 1);
  await expect(page.locator('tbody tr').first()).toContainText('leia-me.txt');
  await page.getByTestId('count-importadas').click();
  await footer(page, 1);
  await expect(page.locator('tbody tr').first()).toContainText('Importada');

  // An OCOREN line about an NF-e this company never imported is refused.
  const ocoren = join(folder, 'OCOREN.TXT');
  writeFileSync(
    ocoren,
    buildOcoren({
      version: '3.1',
      transportadorCnpj: '55444333000122',
      records: [
        {
          emitenteCnpj: '75277525000178',
          serie: '3',
          numero: 99999,
          codigo: 1,
          data: '11052026',
          hora: '1600',
        },
      ],
    }),
    'latin1',
  );
  await page.goto('/entregaOcorrencia/import');
  await page.locator('input[type="file"]').setInputFiles(ocoren);
  await page.getByRole('button', { name: 'Importar' }).click();
  await expect(banner).toHaveAttribute('data-outcome', 'nothingImported', { timeout: 30_000 });
  await expect(page.getByRole('row').filter({ hasText: 'OCOREN.TXT' })).toContainText('Nada importado');
  await banner.getByRole('link', { name: 'Ver o rejeitado no log' }).click();
  await expect(page).toHaveURL(/\/entregaOcorrencia\/importLog\/\d+\/\d+\?resultado=rejeitadas$/);
  await footer(page, 1);
  await page.getByRole('switch', { name: /Só problemas/ }).click();
  await footer(page, 1);
  await page.getByRole('textbox', { name: 'Pesquisar' }).fill('rejeit');
  await footer(page, 1);
});
