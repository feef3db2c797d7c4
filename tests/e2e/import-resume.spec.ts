// An import outlives its page: leaving during the upload asks first (the app's links and the
// browser's own unload), the upload goes on while the tab stays open and the import screen picks
// it up again when the operator comes back, a reload during the processing shows the running
// import with its live bar, and the rows of past imports follow it to the end by themselves.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import yazl from 'yazl';
import { addCopies, copyWithKey, NFE_FIXTURES, writeZip } from '../support/nfe-corpus';
import { signIn } from './support';
import { newCompany } from './tracking-support';

const PASSWORD = 'retomada-2026';

/** A zip of `count` distinct NF-e; stored rather than deflated when it must weigh (a slow upload). */
async function copiesZip(name: string, count: number, stored = false): Promise<string> {
  const zip = new yazl.ZipFile();
  if (stored) {
    const samples = readdirSync(NFE_FIXTURES)
      .filter((file) => file.startsWith('nfeProc') && !/cancelada|ANOMALO/.test(file))
      .sort()
      .map((file) => readFileSync(join(NFE_FIXTURES, file), 'utf8'));
    for (let serial = 1; serial <= count; serial += 1) {
      const xml = copyWithKey(samples[serial % samples.length]!, serial);
      zip.addBuffer(Buffer.from(xml), `notas/${serial}.xml`, { compress: false });
    }
  } else addCopies(zip, count, 'notas');
  const path = join(mkdtempSync(join(tmpdir(), 'rota-resume-')), name);
  await writeZip(zip, path);
  return path;
}

/** Uploads from this page crawl (bytes per second), so the test can act while one is under way. */
async function slowUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

const statusRegion = (page: Page) => page.getByRole('region', { name: 'Status do processamento' });
const historyRow = (page: Page, file: string) => page.getByRole('row').filter({ hasText: file });

test('leaving during an upload asks first, and the import screen picks the upload up again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const login = await newCompany(page, 'retomada', 'Retomada Envio', PASSWORD);
  await signIn(page, login, PASSWORD);
  const zipPath = await copiesZip('envio-lento.zip', 200, true);
  await page.goto('/notaFiscal/import');
  await expect(page.getByText('Importação não iniciada')).toBeVisible();
  await slowUploads(page, 100_000);

  await page.locator('input[type="file"]').setInputFiles(zipPath);
  await page.getByRole('button', { name: 'Importar' }).click();
  await expect(statusRegion(page).getByText('Enviando o arquivo…')).toBeVisible();

  // Closing or reloading the tab would cut the upload: the browser is told to ask.
  const unloadAsks = await page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(unloadAsks).toBe(true);

  // A link of the app asks too; staying keeps the page and its upload.
  await page.getByTestId('sidebar-nav').getByRole('link', { name: 'Entregas' }).click();
  const question = page.getByRole('dialog', { name: 'O arquivo ainda está sendo enviado' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Cancelar' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/notaFiscal\/import$/);

  await page.getByTestId('sidebar-nav').getByRole('link', { name: 'Entregas' }).click();
  await question.getByRole('button', { name: 'Sair mesmo assim' }).click();
  await expect(page).toHaveURL(/\/entrega\/list/);

  // Back on the import screen while the file is still arriving: the import is there, not "não
  // iniciada", and its history row says the file is arriving.
  await page.getByTestId('sidebar-nav').getByRole('link', { name: 'Notas fiscais (NF-e)' }).click();
  await expect(page).toHaveURL(/\/notaFiscal\/import$/);
  await expect(historyRow(page, 'envio-lento.zip')).toBeVisible();
  await expect(page.getByText('Importação não iniciada')).toHaveCount(0);
  await expect(statusRegion(page).getByText('Recebendo arquivo')).toBeVisible();

  // The upload ends and the import runs to its end on this screen and in its row.
  await expect(page.getByTestId('import-outcome')).toHaveAttribute('data-outcome', 'success', {
    timeout: 90_000,
  });
  await expect(page.getByTestId('nfe-processed')).toHaveText('Arquivos processados: 200 de 200');
  await expect(historyRow(page, 'envio-lento.zip')).toContainText('Concluída');
  await expect(historyRow(page, 'envio-lento.zip')).toContainText('200 / 200');
});

test('a reload during the processing shows the running import, and its row follows it to the end', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const login = await newCompany(page, 'recarga', 'Recarga Processo', PASSWORD);
  await signIn(page, login, PASSWORD);
  const zipPath = await copiesZip('muitas-notas.zip', 6000);
  await page.goto('/notaFiscal/import');
  await page.locator('input[type="file"]').setInputFiles(zipPath);
  await page.getByRole('button', { name: 'Importar' }).click();
  await expect(statusRegion(page).getByText('Processando')).toBeVisible({ timeout: 30_000 });

  await page.reload();
  await expect(historyRow(page, 'muitas-notas.zip')).toBeVisible();
  // The running import, with its bar moving, instead of "não iniciada".
  await expect(page.getByText('Importação não iniciada')).toHaveCount(0);
  const bar = statusRegion(page).getByRole('progressbar').first();
  await expect(bar).toBeVisible();
  await expect(page.getByTestId('nfe-processed')).toContainText('de 6000');

  await expect(page.getByTestId('import-outcome')).toHaveAttribute('data-outcome', 'success', {
    timeout: 90_000,
  });
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  // The row refreshed itself: no reload, and it no longer reads "Processando".
  await expect(historyRow(page, 'muitas-notas.zip')).toContainText('Concluída');
  await expect(historyRow(page, 'muitas-notas.zip')).toContainText('6000 / 6000');
});
