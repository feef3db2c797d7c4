// The delivery list end to end: a new company imports the real NF-e samples through the import
// screen, then finds its deliveries with the filters, sorts them, opens one in the detail drawer,
// and keeps all of that in the URL across a reload and Back; on a phone the rows are cards.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';
import { expectImportOutcome, newCompany, samplesZip } from './tracking-support';

/** The samples that become deliveries: all but the unauthorised and the cancelled one. */
const DELIVERIES = 11;

/** A field of the filter bar, by its label. */
const filter = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

const showing = (page: Page, total: number, to = Math.min(10, total)) =>
  expect(page.getByText(`Exibindo ${total === 0 ? 0 : 1} até ${to} de um total de ${total}`)).toBeVisible();

test('a company finds, sorts and opens its imported deliveries', async ({ page }) => {
  test.setTimeout(90_000);
  const login = await newCompany(page, 'entregas', 'Gestora de Entregas', 'entregas-123');
  await signIn(page, login, 'entregas-123');

  await page.goto('/notaFiscal/import');
  await page
    .locator('input[type="file"]')
    .setInputFiles(await samplesZip(mkdtempSync(join(tmpdir(), 'rota-entrega-e2e-'))));
  await page.getByRole('button', { name: 'Importar' }).click();
  await expectImportOutcome(page, 'partly');

  await page.getByTestId('sidebar-nav').getByRole('link', { name: 'Entregas' }).click();
  await expect(page).toHaveURL(/\/entrega\/list$/);
  await showing(page, DELIVERIES);
  await expect(page.locator('tbody tr')).toHaveCount(10);

  // Destination UF, then the city by its words, whatever the case of the NF-e.
  await filter(page, 'UF de destino').click();
  await page.getByRole('option', { name: 'MG', exact: true }).click();
  await expect(page).toHaveURL(/uf=MG/);
  await showing(page, 4);
  await filter(page, 'Cidade de destino').fill('belo horizonte');
  await expect(page).toHaveURL(/cidade=belo\+horizonte/);
  await showing(page, 2);

  // The filters live in the URL: a reload keeps them, fields included.
  await page.reload();
  await showing(page, 2);
  await expect(filter(page, 'Cidade de destino')).toHaveValue('belo horizonte');

  // A row opens its detail in a drawer, keyed in the URL; Back closes it and keeps the list.
  await page.getByRole('row', { name: /47428/ }).click();
  await expect(page).toHaveURL(/entrega=\d+/);
  const drawer = page.getByRole('dialog', { name: 'Detalhes da entrega' });
  await expect(drawer.getByText('NF-e 47428')).toBeVisible();
  await expect(drawer.getByText('FULANO DOS SANTOS')).toBeVisible();
  await expect(drawer.getByText('681.615.256-50')).toBeVisible();
  await expect(drawer.getByText('100 – Autorizado o uso da NF-e')).toBeVisible();
  await expect(drawer.getByTestId('entrega-chave')).toHaveText(/^(\d{4} ){10}\d{4}$/);
  await expect(drawer.getByText('Nenhum comprovante de entrega anexado.')).toBeVisible();
  // The occurrences section links to the delivery's own occurrence page.
  const entregaId = new URL(page.url()).searchParams.get('entrega');
  await expect(drawer.getByRole('link', { name: 'Abrir a lista de ocorrências' })).toHaveAttribute(
    'href',
    `/entregaOcorrencia/list/${entregaId}`,
  );
  await page.reload();
  await expect(
    page.getByRole('dialog', { name: 'Detalhes da entrega' }).getByText('NF-e 47428'),
  ).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('dialog', { name: 'Detalhes da entrega' })).toBeHidden();
  await showing(page, 2);

  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await showing(page, DELIVERIES);

  // Sorted by value on the server, both ways.
  await page.getByRole('textbox', { name: 'registros exibidos por página' }).click();
  await page.getByRole('option', { name: '25', exact: true }).click();
  await page.getByRole('button', { name: 'Ordenar por Valor' }).click();
  await expect(page.locator('tbody tr').first()).toContainText('47612');
  await page.getByRole('button', { name: 'Ordenar por Valor' }).click();
  await expect(page.locator('tbody tr').first()).toContainText('69916');
  await expect(page).toHaveURL(/sort=-valorTotal/);

  // A number typed as the DANFE prints it; then a recipient no delivery has.
  await filter(page, 'NF-e').fill('000.007.638');
  await showing(page, 1);
  await expect(page.locator('tbody tr')).toContainText(['GUESTON COMERCIO DE FERRAGENS']);
  await filter(page, 'NF-e').fill('');
  await filter(page, 'Destinatário').fill('ninguém com este nome');
  await expect(page.getByText('Nenhum registro encontrado')).toBeVisible();
  await showing(page, 0);

  // On a phone the same list is a stack of cards.
  await filter(page, 'Destinatário').fill('');
  await showing(page, DELIVERIES, DELIVERIES);
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('listitem')).toHaveCount(DELIVERIES);
  await expect(page.getByRole('table')).toHaveCount(0);
});
