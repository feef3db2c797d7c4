// Deadlines per route end to end: a row picked in the form (the carrier of the company's NF-e, the
// destination city by name) gives an imported NF-e its expected date on the delivery list, and
// editing many rows at once moves that date after the job ran.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import yazl from 'yazl';
import { NFE_FIXTURES, writeZip } from '../support/nfe-corpus';
import { seriousViolations } from './axe';
import { field, signIn } from './support';
import { expectImportOutcome, newCompany } from './tracking-support';

// NF-e 27677: issued Wednesday 15/12/2021 from SC to Ubatuba (SP, IBGE 3555406), carried by
// TRANSVILLE (CNPJ 82.604.042/0004-49).
const SAMPLE = 'nfeProc-4.00_SC-SP_CIF_destCPF_360kg.xml';

async function sampleZip(): Promise<string> {
  const zip = new yazl.ZipFile();
  zip.addFile(join(NFE_FIXTURES, SAMPLE), SAMPLE);
  const path = join(mkdtempSync(join(tmpdir(), 'rota-prazo-e2e-')), 'nota.zip');
  await writeZip(zip, path);
  return path;
}

/** A picker of the deadline form (a Mantine select: its input is the textbox of that name). */
const picker = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

const deliveryRow = (page: Page) => page.getByRole('row', { name: /27\.?677/ }).first();

test('a deadline row sets the expected date of an imported NF-e, and editing many rows moves it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, await newCompany(page, 'prazos', 'Gestor de Prazos', 'prazos-1234'), 'prazos-1234');

  // The carrier picker lists the carriers of the company's documents: the NF-e comes first.
  await page.goto('/notaFiscal/import');
  await page.locator('input[type="file"]').setInputFiles(await sampleZip());
  await page.getByRole('button', { name: 'Importar' }).click();
  await expectImportOutcome(page, 'success');

  await page.goto('/rotaPrazoEntrega/list');
  await page.getByRole('link', { name: 'Novo' }).click();
  await expect(page).toHaveURL(/\/rotaPrazoEntrega\/edit$/);
  // No UF is chosen before the user picks one: empty is "any".
  await expect(picker(page, 'UF de destino')).toHaveValue('');
  await expect(picker(page, 'UF de origem')).toHaveValue('');
  // The city search gives the IBGE code, and its UF with it.
  await picker(page, 'Município de destino (IBGE)').fill('ubatu');
  await page.getByRole('option', { name: 'Ubatuba (SP) · 3555406' }).click();
  await expect(picker(page, 'UF de destino')).toHaveValue('SP');
  await picker(page, 'Transportadora (CNPJ)').click();
  await page.getByRole('option', { name: /82\.604\.042\/0004-49.*TRANSVILLE/ }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await field(page, 'Prazo (dias)').fill('9');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/rotaPrazoEntrega\/list$/);
  await expect(page.getByRole('row', { name: /82\.604\.042\/0004.49/ })).toContainText('3555406');

  // Nine calendar days after 15/12/2021, once the rule's recomputation ran.
  await expect(async () => {
    await page.goto('/entrega/list?nfe=27677');
    await expect(deliveryRow(page)).toContainText('24/12/2021', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });

  // Two business days for every row of the carrier: Friday 17/12/2021.
  await page.goto('/rotaPrazoEntrega/editMultiple');
  await field(page, 'Transportadora').fill('82604042000449');
  await expect(page.getByText('1 rota selecionada')).toBeVisible();
  await field(page, 'Prazo (dias)').fill('2');
  await page.getByRole('textbox', { name: 'Tipo de dias' }).click();
  await page.getByRole('option', { name: 'Úteis' }).click();
  await page.getByRole('button', { name: 'Aplicar às rotas selecionadas' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('A rota selecionada passará a ter: prazo de 2 dias, Úteis');
  await dialog.getByRole('button', { name: 'Aplicar às rotas selecionadas' }).click();
  await expect(page.getByText('1 rota alterada')).toBeVisible();

  await expect(async () => {
    await page.goto('/entrega/list?nfe=27677');
    await expect(deliveryRow(page)).toContainText('17/12/2021', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
});
