// The OCOREN import end to end: a new company imports the real NF-e samples, then an OCOREN file
// built here about two of them through the occurrence import screen, and sees one delivery
// delivered and one returned, with the occurrences in the delivery's detail and on its own page.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { buildOcoren } from '../../server/modules/tracking/imports/ocoren/build-ocoren';
import { signIn } from './support';
import { expectImportOutcome, newCompany, samplesZip } from './tracking-support';

const folder = () => mkdtempSync(join(tmpdir(), 'rota-ocoren-e2e-'));

/** Two of the samples (keys consistent with their issuer): SC→SP 360 kg and the SC export. */
function ocorenFile(): string {
  const text = buildOcoren({
    version: '3.1',
    transportadorCnpj: '55444333000122',
    records: [
      {
        emitenteCnpj: '75277525000178',
        serie: '3',
        numero: 27677,
        codigo: 0,
        data: '10052026',
        hora: '0800',
      },
      {
        emitenteCnpj: '75277525000178',
        serie: '3',
        numero: 27677,
        codigo: 1,
        data: '11052026',
        hora: '1530',
        texto: 'recebido por maria',
      },
      {
        emitenteCnpj: '75277525000178',
        serie: '3',
        numero: 29248,
        codigo: 25,
        data: '11052026',
        hora: '1600',
      },
      {
        emitenteCnpj: '75277525000178',
        serie: '3',
        numero: 99999,
        codigo: 1,
        data: '11052026',
        hora: '1600',
      },
    ],
  });
  const path = join(folder(), 'OCOREN.TXT');
  writeFileSync(path, text, 'latin1');
  return path;
}

test('an OCOREN file about imported NF-e moves their deliveries on', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, await newCompany(page, 'ocoren', 'Gestor de Ocorrências', 'ocoren-1234'), 'ocoren-1234');

  await page.goto('/notaFiscal/import');
  await page.locator('input[type="file"]').setInputFiles(await samplesZip(folder()));
  await page.getByRole('button', { name: 'Importar' }).click();
  await expectImportOutcome(page, 'partly');

  await page.goto('/entregaOcorrencia/import');
  await page.locator('input[type="file"]').setInputFiles(ocorenFile());
  await page.getByRole('button', { name: 'Importar' }).click();
  await expectImportOutcome(page, 'partly');

  await page.goto('/entrega/list?nfe=29248');
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.locator('tbody tr').getByText('Devolvida', { exact: true })).toBeVisible();

  await page.goto('/entrega/list?nfe=27677');
  await expect(page.locator('tbody tr').getByText('Entregue', { exact: true })).toBeVisible();
  await page.locator('tbody tr').first().click();
  const drawer = page.getByRole('dialog', { name: 'Detalhes da entrega' });
  const occurrences = drawer.getByTestId('entrega-ocorrencia');
  await expect(occurrences).toHaveCount(2);
  await expect(occurrences.nth(0)).toContainText('00 · Processo de Transporte já Iniciado');
  await expect(occurrences.nth(1)).toContainText('01 · Entrega Realizada Normalmente');
  await expect(occurrences.nth(1)).toContainText('RECEBIDO POR MARIA');

  // The drawer's link opens the same occurrences on their own page, which leads back to the drawer.
  const id = new URL(page.url()).searchParams.get('entrega');
  await drawer.getByRole('link', { name: 'Abrir a lista de ocorrências' }).click();
  await expect(page).toHaveURL(new RegExp(`/entregaOcorrencia/list/${id}$`));
  await expect(page.getByRole('heading', { name: 'Ocorrências da entrega' })).toBeVisible();
  await expect(page.getByTestId('entrega-ocorrencia')).toHaveCount(2);
  await page.getByRole('link', { name: 'Voltar à entrega' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Detalhes da entrega' }).getByText('NF-e 27677'),
  ).toBeVisible();
});
