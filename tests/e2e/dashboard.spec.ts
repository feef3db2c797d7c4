// The tracking dashboard end to end: a new company opens it empty, imports the real NF-e samples
// in another tab, sees the counts arrive without reloading, and each figure opens
// the delivery list narrowed to exactly what it counts. The open deliveries count whatever their
// issue date: the default period (the last 30 days) still shows them.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { signIn } from './support';
import {
  dashboardCount as count,
  expectImportOutcome,
  listTotal,
  newCompany,
  samplesZip,
} from './tracking-support';

/** A period of 2018: five samples were issued in it, the others in other years. */
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

  // The eleven samples imported are all open, whatever their issue year; none is closed.
  await expect(count(page, 'dashboard-abertas')).toHaveText('11', { timeout: 15_000 });
  await expect(count(page, 'dashboard-concluidas')).toHaveText('0');
  await expect(count(page, 'dashboard-status-pendente')).toHaveText('11');
  const ufs = page.getByTestId('dashboard-ufs');
  const map = page.getByTestId('dashboard-map');
  await expect(map.locator('path[data-uf="MG"]')).toHaveAttribute('data-count', /\d+/);
  const mg = Number(await map.locator('path[data-uf="MG"]').getAttribute('data-count'));
  // The table lists the busiest UF first; the legend ends at its count, in its shade.
  const busiest = (await ufs.locator('[data-uf]').first().textContent()) ?? '';
  const busiestCount = (await map.locator(`path[data-uf="${busiest}"]`).getAttribute('data-count')) ?? '';
  const legend = page.getByTestId('dashboard-map-legend').getByRole('listitem');
  await expect(legend.first()).toHaveText('0');
  await expect(legend.last()).toHaveText(busiestCount);
  const busiestFill = await map
    .locator(`path[data-uf="${busiest}"]`)
    .evaluate((path) => getComputedStyle(path).fill);
  const lastShade = await legend
    .last()
    .locator('[aria-hidden]')
    .evaluate((swatch) => getComputedStyle(swatch).backgroundColor);
  expect(lastShade).toBe(busiestFill);
  // The days are the period's: two notes of 17 August 2018.
  await expect(page.getByTestId('dashboard-days').locator('[data-day="2018-08-17"]')).toHaveAttribute(
    'data-count',
    '2',
  );
  // The day under the pointer, then under the focus, is read out below the bars.
  const readout = page.getByTestId('dashboard-days-readout');
  await page.getByTestId('dashboard-days').locator('[data-day="2018-08-17"]').hover();
  await expect(readout).toHaveText(/17\/08\/2018.*2/);
  await page.getByTestId('dashboard-days').locator('[data-day="2018-08-16"]').focus();
  await expect(readout).toHaveText(/16\/08\/2018/);
  // Every status has its figure, a status no delivery has included (none was returned).
  await expect(count(page, 'dashboard-status-devolvida')).toHaveText('0');
  // The new company has no deadline rule, so no delivery has an expected day: none is counted as
  // on time, they are shown apart as having no deadline.
  await expect(count(page, 'dashboard-prazo-semPrazo')).toHaveText('11');
  await expect(count(page, 'dashboard-prazo-noPrazo')).toHaveText('0');
  await expect(count(page, 'dashboard-prazo-atrasada')).toHaveText('0');

  // A UF opens its open deliveries, whatever their issue date.
  await ufs.locator('[data-uf="MG"]').click();
  await expect(page).toHaveURL(/\/entrega\/list\?situacao=aberta&uf=MG$/);
  await listTotal(page, mg);

  // Back on the dashboard, the no-deadline figure opens exactly those deliveries, and the late
  // one opens none.
  await page.goBack();
  await page.getByTestId('dashboard-prazo-semPrazo').click();
  await expect(page).toHaveURL(/situacao=aberta&prazo=semPrazo$/);
  await listTotal(page, 11);
  await page.goBack();
  await page.getByTestId('dashboard-prazo-atrasada').click();
  await expect(page).toHaveURL(/prazo=atrasada/);
  await expect(page.getByText('Nenhum registro encontrado')).toBeVisible();

  // A day of the chart opens that issue day.
  await page.goBack();
  await page.getByTestId('dashboard-days').locator('[data-day="2018-08-17"]').click();
  await expect(page).toHaveURL(/dataInicio=2018-08-17&dataFim=2018-08-17/);
  await listTotal(page, 2);

  // The default period (the last 30 days) holds no note of 2018, yet the five are still open:
  // they are counted, and the figures say what they count.
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-empty')).toBeHidden();
  await expect(count(page, 'dashboard-abertas')).toHaveText('11');
  await expect(count(page, 'dashboard-concluidas')).toHaveText('0');
  await expect(
    page.getByRole('heading', { name: 'Em aberto (pendentes e em trânsito), qualquer data de emissão' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: /^Concluídas \(entregues, devolvidas e canceladas\) emitidas de/ }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('dashboard-abertas').click();
  await expect(page).toHaveURL(/\/entrega\/list\?situacao=aberta$/);
  await listTotal(page, 11);
});
