// The NF-e import end to end: a zip of the real NF-e fixtures goes up through the import screen,
// its progress runs to the end, the log lists every file, and the deliveries appear.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import yazl from 'yazl';
import { addCopies, NFE_FIXTURES, writeZip } from '../support/nfe-corpus';
import { signIn } from './support';
import { openImportLog } from './tracking-support';

const files = readdirSync(NFE_FIXTURES)
  .filter((name) => name.endsWith('.xml'))
  .sort();
// Enough distinct copies that the job reports several batches, so the bar stops on the way.
const COPIES = 2500;
const TOTAL = files.length + COPIES;

/** A zip of every NF-e fixture plus distinct copies of them, written to a temporary file. */
async function fixturesZip(): Promise<string> {
  const zip = new yazl.ZipFile();
  for (const name of files) zip.addFile(join(NFE_FIXTURES, name), name);
  addCopies(zip, COPIES, 'copias');
  const path = join(mkdtempSync(join(tmpdir(), 'rota-nfe-e2e-')), 'notas-fiscais.zip');
  await writeZip(zip, path);
  return path;
}

/** The progress values the bar shows, recorded in the page as they change. */
const recordProgress = () => {
  const seen: number[] = [];
  (window as unknown as { nfeProgress: number[] }).nfeProgress = seen;
  const read = () => {
    const bar = document.querySelector('[role="progressbar"][aria-valuenow]');
    const value = bar ? Number(bar.getAttribute('aria-valuenow')) : null;
    if (value !== null && seen.at(-1) !== value) seen.push(value);
  };
  new MutationObserver(read).observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-valuenow'],
  });
};

test('admin imports a zip of NF-e, follows it to the end, reads its log and sees the deliveries', async ({
  page,
}) => {
  test.setTimeout(90_000);
  expect(files.length).toBeGreaterThan(10);
  const zipPath = await fixturesZip();

  await signIn(page, 'admin');
  await page.goto('/notaFiscal/import');
  await expect(page.getByText('Importação não iniciada')).toBeVisible();

  // Importar with no file chosen does nothing.
  await page.getByRole('button', { name: 'Importar' }).click();
  await expect(page.getByText('Importação não iniciada')).toBeVisible();

  await page.evaluate(recordProgress);
  await page.locator('input[type="file"]').setInputFiles(zipPath);
  await page.getByRole('button', { name: 'Importar' }).click();

  // Two of the samples are refused (one has no authorisation protocol): the import ends amber,
  // with the counts, never as a plain success.
  const outcome = page.getByTestId('import-outcome');
  await expect(outcome).toHaveAttribute('data-outcome', 'partly', { timeout: 60_000 });
  await expect(outcome).toContainText(/rejeitados/);
  await expect(page.getByRole('alert').filter({ hasText: 'Importação concluída com recusas' })).toBeVisible();
  await expect(page.getByTestId('nfe-processed')).toHaveText(`Arquivos processados: ${TOTAL} de ${TOTAL}`);
  await expect(page.getByRole('progressbar').first()).toHaveAttribute('aria-valuenow', '100');
  const progress = await page.evaluate(() => (window as unknown as { nfeProgress: number[] }).nfeProgress);
  // The bar moved: it stopped between 0 and 100 % on the way, never going back.
  expect(
    progress.some((value) => value > 0 && value < 100),
    `progress seen: ${progress.join(', ')}`,
  ).toBe(true);
  expect(progress.at(-1)).toBe(100);
  expect(progress).toEqual([...progress].sort((a, b) => a - b));
  // The alert hides itself like a danger alert; the banner stays.
  await expect(page.getByRole('alert').filter({ hasText: 'Importação concluída com recusas' })).toBeHidden({
    timeout: 8_000,
  });
  await expect(outcome).toBeVisible();
  await expect(page.getByText('Notas fiscais importadas com sucesso!')).toHaveCount(0);

  // The past imports list the new one.
  await expect(page.getByRole('link', { name: 'notas-fiscais.zip' }).first()).toBeVisible();

  await openImportLog(page, 'notaFiscal');
  await expect(page.getByText(`Exibindo 1 até 10 de um total de ${TOTAL}`)).toBeVisible();
  await page.getByRole('textbox', { name: 'registros exibidos por página' }).click();
  await page.getByRole('option', { name: '25', exact: true }).click();
  await expect(page.getByText(`Exibindo 1 até 25 de um total de ${TOTAL}`)).toBeVisible();
  // The samples come first in the zip, so the first page holds one row for each of them.
  await expect(page.locator('tbody tr')).toHaveCount(25);
  for (const name of files) {
    await expect(page.getByRole('cell', { name, exact: true })).toHaveCount(1);
  }
  await expect(page.getByRole('columnheader', { name: 'Descrição da ocorrência' })).toBeVisible();

  // The notes taken in became deliveries (found by their number with the list's filter).
  for (const [numero, shown] of [
    ['27677', /27\.?677/],
    ['26663', /26\.?663/],
    ['7638', /7\.?638/],
  ] as const) {
    await page.goto(`/entrega/list?nfe=${numero}`);
    await expect(page.getByRole('row', { name: shown }).first()).toBeVisible();
  }
});
