// The occurrence mapping's spreadsheet round trip: a new company imports a workbook with one good
// and one bad row on /tabelaOcorrenciaDePara/deParaEmbarcador, sees what was saved and which line
// was refused, finds the row in the table, and downloads the mapping as XLSX with that row in it.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import readXlsxFile from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { signIn } from './support';
import { newCompany } from './tracking-support';

const PASSWORD = 'depara-1234';

test('a workbook of carrier codes is imported, listed and exported again', async ({ page }) => {
  await signIn(page, await newCompany(page, 'depara', 'Gestora do De-para', PASSWORD), PASSWORD);
  await page.goto('/tabelaOcorrenciaDePara/deParaEmbarcador');
  await expect(page.getByText('Nenhum registro encontrado')).toBeVisible();

  const workbook = await writeXlsxFile([
    ['transportadorCnpj', 'codigoTransportador', 'codigoEmbarcador', 'descricao', 'status'],
    ['55444333000122', 1, 'ENT-OK', 'Entregue ao destinatário', 'entregue'],
    ['', null, 'X', 'Sem código', 'entregue'],
  ]).toBuffer();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'de-para.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: workbook,
  });
  await expect(page.getByText('1 linha gravada.')).toBeVisible();
  await expect(page.getByText('Linha 3: Informe o código')).toBeVisible();
  await expect(page.getByRole('row', { name: /ENT-OK/ })).toContainText('Entregue ao destinatário');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar XLSX' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('de-para-ocorrencias.xlsx');
  const [sheet] = await readXlsxFile(readFileSync(await download.path()));
  expect(sheet?.data).toEqual([
    ['transportadorCnpj', 'codigoTransportador', 'codigoEmbarcador', 'descricao', 'status'],
    ['55444333000122', '1', 'ENT-OK', 'Entregue ao destinatário', 'entregue'],
  ]);
});
