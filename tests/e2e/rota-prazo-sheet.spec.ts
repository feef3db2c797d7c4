// Deadline rules through a spreadsheet, as the occurrence mapping's: the list exports its rows,
// and the same file imported back with a new deadline updates the route it names (carrier,
// origin and destination, "any" left empty) instead of adding a second rule for it.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { csvRecords } from '../../src/domain/csv/csv-table';
import { signIn, storedToken } from './support';
import { newCompany } from './tracking-support';

test('an exported deadline sheet imported back with a new deadline updates its route', async ({ page }) => {
  await signIn(page, await newCompany(page, 'prazoplan', 'Gestora de Prazos', 'prazos-1234'), 'prazos-1234');
  const headers = { authorization: `Bearer ${await storedToken(page)}` };
  const created = await page.request.post('/api/tracking/rotaPrazoEntrega', {
    headers,
    data: { origemUf: 'SC', destinoUf: 'SP', destinoIbge: '3555406', prazoDias: 5 },
  });
  expect(created.status()).toBe(201);

  await page.goto('/rotaPrazoEntrega/list');
  await expect(page.getByRole('row', { name: /3555406/ })).toContainText('5');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const [header = [], row = []] = csvRecords(readFileSync(await (await downloading).path(), 'utf8'));
  const prazo = header.indexOf('Prazo (dias)');
  expect(prazo).toBeGreaterThanOrEqual(0);
  row[prazo] = '8';
  const csv = [header, row].map((cells) => cells.map((cell) => `"${cell}"`).join(';')).join('\r\n');

  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'prazos.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(dialog.getByText('Pronto para importar: nenhum registro novo, 1 atualizado.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Importar 1 linha' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Importação concluída' })).toContainText(
    'nenhum criado, 1 atualizado',
  );
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByRole('row', { name: /3555406/ })).toHaveCount(1);
  await expect(page.getByRole('row', { name: /3555406/ })).toContainText('8');
});
