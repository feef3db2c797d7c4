// The delivery list as a carrier's operator works it all day, on the demo company's deliveries:
// rows selected for an export or for proofs, the everyday columns and several statuses at once,
// the filters and page size kept across visits, compact rows, a phone and Arabic.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { signIn } from './support';

const bulkBar = (page: Page) => page.getByRole('region', { name: 'Ações em lote' });
const csvLines = async (download: Promise<import('@playwright/test').Download>) =>
  readFileSync(await (await download).path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);

async function openList(page: Page, path = '/entrega/list') {
  await page.goto(path);
  await expect(page.getByText(/Exibindo 1 até \d+ de um total de \d+/)).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await signIn(page, 'admin');
});

test('selected deliveries are exported or taken to the proof screen; the list exports as filtered', async ({
  page,
}) => {
  await openList(page, '/entrega/list?status=entregue');
  const total = Number(
    (await page.getByText(/de um total de \d+/).textContent())?.match(/total de (\d+)/)?.[1],
  );

  // The whole list as filtered, every page of it.
  const whole = csvLines(page.waitForEvent('download'));
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const lines = await whole;
  expect(lines).toHaveLength(total + 1);
  expect(lines[0]).toContain('Última ocorrência');
  expect(lines.slice(1).every((line) => line.endsWith('Entregue'))).toBe(true);

  // Two rows by their own boxes, then the whole page.
  const boxes = page.getByRole('checkbox', { name: /^Selecionar o registro \d+$/ });
  await boxes.nth(0).check();
  await boxes.nth(2).check();
  await expect(bulkBar(page).getByText('2 registros selecionados')).toBeVisible();
  const selectedIds = await Promise.all(
    [0, 2].map(async (n) => (await boxes.nth(n).getAttribute('aria-label'))?.replace(/\D/g, '')),
  );
  const selection = csvLines(page.waitForEvent('download'));
  await bulkBar(page).getByRole('button', { name: 'Exportar seleção (CSV)' }).click();
  expect(await selection).toHaveLength(3);

  await bulkBar(page).getByRole('link', { name: 'Anexar comprovante' }).click();
  await expect(page).toHaveURL(new RegExp(`/entrega/comprovante\\?entregas=${selectedIds.join('%2C')}$`));
  await expect(page.getByTestId('proof-selection')).toContainText('2 entregas selecionadas na lista');
  await page.goBack();

  await page.getByRole('checkbox', { name: 'Selecionar todos desta página' }).check();
  await expect(bulkBar(page).getByText('10 registros selecionados')).toBeVisible();
  const xlsx = page.waitForEvent('download');
  await bulkBar(page).getByRole('button', { name: 'Exportar seleção (XLSX)' }).click();
  expect((await xlsx).suggestedFilename()).toMatch(/^entrega-.*\.xlsx$/);
  await page.getByRole('checkbox', { name: 'Selecionar todos desta página' }).uncheck();
  await expect(bulkBar(page)).toBeHidden();
});

test('the export speaks the user’s language', async ({ page }) => {
  await page.evaluate(() => localStorage.setItem('rota.locale', '"en"'));
  await page.goto('/entrega/list');
  await expect(page.getByText(/Showing 1 to \d+ of \d+/)).toBeVisible();
  const lines = csvLines(page.waitForEvent('download'));
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const [header] = await lines;
  expect(header).toContain('Shipper');
  expect(header).toContain('Last occurrence code');
});

test('the everyday columns show, and the status filter takes several values', async ({ page }) => {
  await openList(page);
  for (const name of ['CT-e', 'Embarcador', 'Transportadora', 'Atraso', 'Última ocorrência']) {
    await expect(page.getByRole('columnheader', { name, exact: true })).toBeVisible();
  }
  const status = page.getByRole('textbox', { name: 'Situação', exact: true });
  await status.click();
  await page.getByRole('option', { name: 'Pendente', exact: true }).click();
  await page.getByRole('option', { name: 'Em trânsito', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/status=pendente%2CemTransito/);
  // The unfiltered rows stay in sight while the filtered page is read: wait for the filtered ones.
  const badges = page.locator('tbody [data-status]');
  await expect
    .poll(async () => {
      const shown = await badges.evaluateAll((els) => els.map((el) => el.getAttribute('data-status')));
      return shown.length > 0 && shown.every((value) => value === 'pendente' || value === 'emTransito');
    })
    .toBe(true);
  // Open deliveries past their expected day say by how many days (the late ones: other specs
  // import newer deliveries that fill the first page otherwise).
  await openList(page, '/entrega/list?status=pendente%2CemTransito&prazo=atrasada');
  await expect(
    page
      .locator('tbody')
      .getByText(/^\d+ dias?$/)
      .first(),
  ).toBeVisible();
});

test('filters and page size come back through the menu; compact rows, comfortable when chosen', async ({
  page,
}) => {
  await openList(page);
  // Compact by default: at 1366 × 800 with the filters open, a dozen rows in sight.
  await page.getByRole('textbox', { name: 'registros exibidos por página' }).click();
  await page.getByRole('option', { name: '25', exact: true }).click();
  await expect(page.locator('tbody tr')).toHaveCount(25);
  await expect(page.getByRole('search')).toContainText('UF de destino');
  const inSight = await page
    .locator('tbody tr')
    .evaluateAll(
      (rows) => rows.filter((row) => row.getBoundingClientRect().bottom <= window.innerHeight).length,
    );
  expect(inSight).toBeGreaterThanOrEqual(12);

  await page.getByRole('textbox', { name: 'UF de destino', exact: true }).click();
  await page.getByRole('option', { name: 'SP', exact: true }).click();
  await expect(page).toHaveURL(/uf=SP/);

  await page.getByTestId('sidebar-nav').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).not.toHaveURL(/entrega\/list/);
  await page.getByTestId('sidebar-nav').getByRole('link', { name: 'Entregas' }).click();
  await expect(page).toHaveURL(/\/entrega\/list\?.*uf=SP/);
  await expect(page).toHaveURL(/pageSize=25/);
  await expect(page.getByRole('textbox', { name: 'UF de destino', exact: true })).toHaveValue('SP');

  // A link with its own filters wins over what was remembered.
  await page.goto('/entrega/list?status=entregue');
  await expect(page).not.toHaveURL(/uf=SP/);

  await page.locator('label', { hasText: 'Confortável' }).click();
  await expect(page.locator('table[data-density="comfortable"]')).toBeVisible();
  await page.reload();
  await expect(page.locator('table[data-density="comfortable"]')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Confortável' })).toBeChecked();
});

test('on a phone the list fits the screen and rows are still selected', async ({ page }) => {
  // axe reads ten cards and the selection bar: several seconds on a busy machine.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await openList(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page
    .getByRole('checkbox', { name: /^Selecionar o registro \d+$/ })
    .first()
    .check();
  await expect(bulkBar(page)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('in Arabic the list reads right to left', async ({ page }) => {
  test.setTimeout(90_000);
  await page.evaluate(() => localStorage.setItem('rota.locale', '"ar"'));
  await page.goto('/entrega/list');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('columnheader', { name: 'آخر حدث' })).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(10);
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('an occurrence recorded for the selected deliveries becomes their last one on the list', async ({
  page,
}) => {
  await openList(page, '/entrega/list?status=pendente');
  const boxes = page.getByRole('checkbox', { name: /^Selecionar o registro \d+$/ });
  // Rows further down than the first: the status spec, which may run beside this one, moves the
  // first pending delivery itself.
  const picked = [4, 5];
  const ids = await Promise.all(
    picked.map(async (n) => (await boxes.nth(n).getAttribute('aria-label'))!.replace(/\D/g, '')),
  );
  for (const n of picked) await boxes.nth(n).check();
  await bulkBar(page).getByRole('button', { name: 'Registrar ocorrência' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrar ocorrência' });
  const occurrence = dialog.getByRole('textbox', { name: 'Ocorrência', exact: true });
  await occurrence.fill('Processo de Transporte');
  await page.getByRole('option', { name: '00 · Processo de Transporte já Iniciado' }).click();
  await expect(occurrence).toHaveValue('00 · Processo de Transporte já Iniciado');
  await dialog.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByText('Ocorrência registrada em 2 entregas.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Both are now in transit, with the occurrence as their last one (as the list reads it).
  const token = JSON.parse(
    (await page.evaluate(() => localStorage.getItem('rota.token'))) ?? 'null',
  ) as string;
  for (const id of ids) {
    const answer = await page.request.get(`/api/tracking/entrega/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await answer.json()).data).toMatchObject({
      status: 'emTransito',
      ultimaOcorrenciaCodigo: '0',
      ultimaOcorrenciaDescricao: 'Processo de Transporte já Iniciado',
    });
  }
});
