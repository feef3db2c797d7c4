// The CT-e import end to end: a company imports the NF-e samples, then a zip with a CT-e that
// carries one of them through /cte/import, reads the CT-e log, and finds the CT-e on that NF-e's
// delivery detail.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import yazl from 'yazl';
import { cteCarrying, cteKey } from '../integration/cte/cte-fixtures';
import { NFE_FIXTURES, writeZip } from '../support/nfe-corpus';
import { signIn } from './support';
import { expectImportOutcome, newCompany, openImportLog } from './tracking-support';

/** nfeProc-4.00_SP-PR_FOB_2022.xml: NF-e 7638, series 1. */
const NFE_KEY = '35220499999999000191550010000076381418267635';

async function nfeZip(folder: string): Promise<string> {
  const zip = new yazl.ZipFile();
  for (const name of readdirSync(NFE_FIXTURES).filter((n) => n.endsWith('.xml'))) {
    zip.addFile(join(NFE_FIXTURES, name), name);
  }
  const path = join(folder, 'notas.zip');
  await writeZip(zip, path);
  return path;
}

async function cteZip(folder: string): Promise<string> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(cteCarrying(cteKey(777), NFE_KEY), 'cte-da-nota-7638.xml');
  zip.addBuffer(Buffer.from('não é XML'), 'leia-me.txt');
  const path = join(folder, 'conhecimentos.zip');
  await writeZip(zip, path);
  return path;
}

test('a CT-e imported after its NF-e shows on the delivery of that NF-e', async ({ page }) => {
  test.setTimeout(120_000);
  const folder = mkdtempSync(join(tmpdir(), 'rota-cte-e2e-'));
  await signIn(
    page,
    await newCompany(page, 'ctes', 'Conferente de CT-e', 'conhecimentos-123'),
    'conhecimentos-123',
  );

  await page.goto('/notaFiscal/import');
  await page.locator('input[type="file"]').setInputFiles(await nfeZip(folder));
  await page.getByRole('button', { name: 'Importar' }).click();
  await expectImportOutcome(page, 'partly');

  await page.goto('/cte/import');
  await expect(page.getByRole('heading', { level: 2, name: 'Importação de CT-e' })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles(await cteZip(folder));
  await page.getByRole('button', { name: 'Importar' }).click();
  await expectImportOutcome(page, 'partly');
  await expect(page.getByTestId('nfe-processed')).toHaveText('Arquivos processados: 2 de 2');
  // Only CT-e imports are listed here; the NF-e import is not.
  await expect(page.getByRole('link', { name: 'conhecimentos.zip' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'notas.zip' })).toHaveCount(0);

  await openImportLog(page, 'cte');
  await expect(
    page.getByRole('cell', {
      name: 'CT-e 8/26 importado: 1 NF-e referenciada, 1 já importada (entrega vinculada).',
    }),
  ).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Não é um arquivo XML: ignorado.' })).toBeVisible();

  // The same log in Arabic (the language the app keeps in localStorage), right to left, with the
  // CT-e's number isolated inside the sentence.
  await page.evaluate(() => localStorage.setItem('rota.locale', '"ar"'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const imported = page.getByRole('cell', {
    name: 'تم استيراد مستند النقل 8/26: عدد الفواتير التي يشير إليها 1، والمستورد منها من قبل 1 ورُبطت شحناتها به.',
  });
  await expect(imported).toBeVisible();
  await expect(imported.locator('bdi').first()).toHaveText('8/26');
  await expect(page.getByRole('cell', { name: 'ليس ملف XML: تم تجاهله.' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('rota.locale', '"pt"'));

  await page.goto('/entrega/list?nfe=7638');
  // The row of the NF-e itself: clicking while the table still shows its loading rows opens nothing.
  await page.getByRole('row', { name: /7\.?638/ }).click();
  const detail = page.getByTestId('entrega-detail');
  const cte = detail.getByTestId('entrega-cte');
  await expect(cte).toHaveCount(1);
  await expect(cte.getByText('CT-e 8/26')).toBeVisible();
  await expect(cte.getByText('R$ 100,00')).toBeVisible();
  await expect(cte.getByText('Francisco Beltrao/PR → Exterior/EX')).toBeVisible();
});
