// The tracking dashboard end to end: a new company opens it empty, imports the real NF-e samples
// in another tab, sees the counts arrive without reloading, and each figure opens the delivery
// list narrowed to exactly what it counts.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn } from './support';
import {
  dashboardCount as count,
  expectImportOutcome,
  listTotal,
  newCompany,
  samplesZip,
} from './tracking-support';

/** The samples issued in August 2018: two for SP and three for MG. */
const AUGUST_2018 = '/dashboard?dataInicio=2018-08-01&dataFim=2018-08-31';

test('the dashboard counts a company’s deliveries and opens the list behind each figure', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const login = await newCompany(page, 'painel', 'Gestora do Painel', 'painel-1234');
  await signIn(page, login, 'painel-1234');

  await page.goto(AUGUST_2018);
  await expect(page.getByTestId('dashboard-empty')).toBeVisible();

  // The import runs in another tab; the dashboard refreshes by itself.
  const importer = await page.context().newPage();
  await importer.goto('/notaFiscal/import');
  await importer
    .locator('input[type="file"]')
    .setInputFiles(await samplesZip(mkdtempSync(join(tmpdir(), 'rota-dashboard-e2e-'))));
  await importer.getByRole('button', { name: 'Importar' }).click();
  await expectImportOutcome(importer, 'partly');
  await importer.close();

  await expect(count(page, 'dashboard-total')).toHaveText('5', { timeout: 15_000 });
  await expect(count(page, 'dashboard-status-pendente')).toHaveText('5');
  const ufs = page.getByTestId('dashboard-ufs');
  await expect(ufs.locator('[data-uf]')).toHaveText(['MG', 'SP']);
  await expect(page.getByTestId('dashboard-map').locator('path[data-uf="MG"]')).toHaveAttribute(
    'data-count',
    '3',
  );
  // The legend gives the counts behind each shade, from none up to the busiest UF (MG, 3), and
  // the busiest UF is drawn in the legend's last shade.
  const legend = page.getByTestId('dashboard-map-legend').getByRole('listitem');
  await expect(legend).toHaveText(['0', '1', '2', '3']);
  const mgFill = await page
    .getByTestId('dashboard-map')
    .locator('path[data-uf="MG"]')
    .evaluate((path) => getComputedStyle(path).fill);
  const lastShade = await legend
    .last()
    .locator('[aria-hidden]')
    .evaluate((swatch) => getComputedStyle(swatch).backgroundColor);
  expect(lastShade).toBe(mgFill);
  await expect(page.getByTestId('dashboard-days').locator('[data-day="2018-08-17"]')).toHaveAttribute(
    'data-count',
    '2',
  );
  // The new company has no deadline rule, so no delivery has an expected day: none is counted as
  // on time, they are shown apart as having no deadline.
  await expect(count(page, 'dashboard-prazo-semPrazo')).toHaveText('5');
  await expect(count(page, 'dashboard-prazo-noPrazo')).toHaveText('0');
  await expect(count(page, 'dashboard-prazo-atrasada')).toHaveText('0');

  // A UF opens its deliveries of the period.
  await ufs.locator('[data-uf="MG"]').click();
  await expect(page).toHaveURL(/\/entrega\/list\?dataInicio=2018-08-01&dataFim=2018-08-31&uf=MG$/);
  await listTotal(page, 3);

  // Back on the dashboard, the no-deadline figure opens exactly those deliveries, and the late
  // one opens none.
  await page.goBack();
  await page.getByTestId('dashboard-prazo-semPrazo').click();
  await expect(page).toHaveURL(/prazo=semPrazo/);
  await listTotal(page, 5);
  await page.goBack();
  await page.getByTestId('dashboard-prazo-atrasada').click();
  await expect(page).toHaveURL(/prazo=atrasada/);
  await expect(page.getByText('Nenhum registro encontrado')).toBeVisible();

  // A day of the chart opens that issue day.
  await page.goBack();
  await page.getByTestId('dashboard-days').locator('[data-day="2018-08-17"]').click();
  await expect(page).toHaveURL(/dataInicio=2018-08-17&dataFim=2018-08-17/);
  await listTotal(page, 2);
});
