// A carrier's occurrence code with letters, end to end: an OCOREN file about an imported NF-e
// sends 'A7', which no mapping knows; the import log names the carrier and the code and links to
// the mapping's form filled with both; once saved as 'A7' (not '7'), the same file records it.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { buildOcoren } from '../../server/modules/tracking/imports/ocoren/build-ocoren';
import { seriousViolations } from './axe';
import { field, signIn } from './support';
import { expectImportOutcome, newCompany, openImportLog, samplesZip } from './tracking-support';

const CARRIER = '55444333000122';
const folder = () => mkdtempSync(join(tmpdir(), 'rota-depara-e2e-'));

function ocorenFile(): string {
  const text = buildOcoren({
    version: '5.0',
    transportadorCnpj: CARRIER,
    records: [
      {
        emitenteCnpj: '75277525000178',
        serie: '3',
        numero: 27677,
        codigo: 'A7',
        data: '10052026',
        hora: '0800',
      },
    ],
  });
  const path = join(folder(), 'OCOREN-A7.TXT');
  writeFileSync(path, text, 'latin1');
  return path;
}

test("a carrier's code with letters is named in the log, mapped from its link and then read", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, await newCompany(page, 'codigos', 'Gestora de Códigos', 'codigos-1234'), 'codigos-1234');
  await page.goto('/notaFiscal/import');
  await page.locator('input[type="file"]').setInputFiles(await samplesZip(folder()));
  await page.getByRole('button', { name: 'Importar' }).click();
  await expectImportOutcome(page, 'partly');

  const file = ocorenFile();
  await page.goto('/entregaOcorrencia/import');
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByRole('button', { name: 'Importar' }).click();
  await expectImportOutcome(page, 'nothingImported');
  await openImportLog(page, 'entregaOcorrencia');
  const row = page.getByRole('row', { name: /código de ocorrência A7/ });
  await expect(row).toContainText(`o código de ocorrência A7 da transportadora ${CARRIER} não tem de/para`);

  expect(await seriousViolations(page)).toEqual([]);
  await row.getByRole('link', { name: 'Criar de/para do código A7' }).click();
  await expect(page).toHaveURL(/\/tabelaOcorrenciaDePara\/create\?/);
  await expect(field(page, 'Código do transportador')).toHaveValue('A7');
  await expect(field(page, 'CNPJ do transportador (vazio: todos)')).toHaveValue(CARRIER);
  await field(page, 'Código do embarcador').fill('AVARIA');
  await field(page, 'Descrição').fill('Avaria parcial na entrega');
  await page.getByRole('textbox', { name: 'Situação da entrega' }).click();
  await page.getByRole('option', { name: 'Em trânsito' }).click();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/tabelaOcorrenciaDePara\/list$/);
  await expect(page.getByRole('row', { name: /AVARIA/ })).toContainText('A7');

  await page.goto('/entregaOcorrencia/import');
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByRole('button', { name: 'Importar' }).click();
  await expectImportOutcome(page, 'success');
  await page.goto('/entrega/list?nfe=27677');
  await page.locator('tbody tr').first().click();
  await expect(
    page.getByRole('dialog', { name: 'Detalhes da entrega' }).getByTestId('entrega-ocorrencia'),
  ).toContainText('A7 · Avaria parcial na entrega');
});
