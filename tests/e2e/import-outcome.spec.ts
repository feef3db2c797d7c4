// An ended import says what it did in the colour of its result: a zip whose every file was
// refused is red and never reads "importadas com sucesso", a zip with some refused files is amber
// with the counts, and both lead to the log.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import yazl from 'yazl';
import { NFE_FIXTURES, writeZip } from '../support/nfe-corpus';
import { signIn } from './support';
import { newCompany } from './tracking-support';

const PASSWORD = 'resultado-2026';
// An authorised NF-e (nfeProc: the note with its protocol), which the import takes in.
const sample = readdirSync(NFE_FIXTURES)
  .filter((name) => name.startsWith('nfeProc') && name.endsWith('.xml'))
  .sort()[0]!;
const BROKEN_XML = '<nfeProc><NFe>';

async function zipOf(entries: { name: string; nfe?: string; text?: string }[]): Promise<string> {
  const zip = new yazl.ZipFile();
  for (const entry of entries) {
    if (entry.nfe) zip.addFile(join(NFE_FIXTURES, entry.nfe), entry.name);
    else zip.addBuffer(Buffer.from(entry.text ?? ''), entry.name);
  }
  const path = join(mkdtempSync(join(tmpdir(), 'rota-outcome-')), 'lote.zip');
  await writeZip(zip, path);
  return path;
}

async function importZip(page: Page, path: string) {
  await page.goto('/notaFiscal/import');
  await page.locator('input[type="file"]').setInputFiles(path);
  await page.getByRole('button', { name: 'Importar' }).click();
  const banner = page.getByTestId('import-outcome');
  await expect(banner).toBeVisible({ timeout: 30_000 });
  return banner;
}

test('a zip whose only file is refused reads red, and one with a refusal reads amber', async ({ page }) => {
  const login = await newCompany(page, 'resultado', 'Resultado Teste', PASSWORD);
  await signIn(page, login, PASSWORD);

  const refused = await importZip(page, await zipOf([{ name: 'recibo.xml', text: BROKEN_XML }]));
  await expect(refused).toHaveAttribute('data-outcome', 'nothingImported');
  await expect(refused).toContainText('Nada foi importado: 1 arquivo rejeitado');
  // The alert at the top says it too, in red, and hides itself; the banner stays.
  await expect(page.getByRole('alert').filter({ hasText: 'Nada foi importado' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Nada foi importado' })).toBeHidden({
    timeout: 8_000,
  });
  await expect(refused).toBeVisible();
  await expect(page.getByText('Notas fiscais importadas com sucesso!')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Ver log da importação' }).first()).toBeVisible();

  const partly = await importZip(
    page,
    await zipOf([
      { name: sample, nfe: sample },
      { name: 'quebrada.xml', text: BROKEN_XML },
    ]),
  );
  await expect(partly).toHaveAttribute('data-outcome', 'partly');
  await expect(partly).toContainText('1 importado, 1 rejeitado');
  await expect(page.getByText('Notas fiscais importadas com sucesso!')).toHaveCount(0);
});

test('a refused file is one click from its log row, and the status page and the history say how it ended', async ({
  page,
}) => {
  const login = await newCompany(page, 'recusa', 'Recusa Teste', PASSWORD);
  await signIn(page, login, PASSWORD);

  const refused = await importZip(page, await zipOf([{ name: 'recibo.xml', text: BROKEN_XML }]));
  await expect(refused).toHaveAttribute('data-outcome', 'nothingImported');
  // The history row is not a green "Concluída": it says nothing came in.
  const row = page.getByRole('row').filter({ hasText: 'lote.zip' });
  await expect(row).toContainText('Nada importado');

  // The banner's own link opens the log on the refused file alone.
  await refused.getByRole('link', { name: 'Ver o rejeitado no log' }).click();
  await expect(page).toHaveURL(/\/notaFiscal\/importLog\/\d+\/\d+\?resultado=rejeitadas$/);
  await expect(page.getByTestId('count-rejeitadas')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.locator('tbody tr').first()).toContainText('recibo.xml');
  await expect(page.locator('tbody tr').first()).toContainText('Rejeitada');

  // The status page shows the same red result, with the same link.
  await page.getByRole('link', { name: 'Ver status' }).click();
  const onStatus = page.getByTestId('import-outcome');
  await expect(onStatus).toHaveAttribute('data-outcome', 'nothingImported');
  await expect(onStatus.getByRole('link', { name: 'Ver o rejeitado no log' })).toBeVisible();
  await expect(page.getByText('Nada importado', { exact: true })).toBeVisible();
});
