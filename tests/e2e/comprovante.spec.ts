// Proof of delivery end to end: a company imports the real NF-e samples, sends a photo (and then a
// PDF) of a signed DANFE whose barcode carries one sample's access key, sees the delivery it
// names, attaches it, and finds the proof and the delivered status on that delivery's detail.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { pdfWithBarcode } from '../support/proof-pdfs';
import { signIn } from './support';
import { expectImportOutcome, newCompany, receiptPhoto, sampleKey, samplesZip } from './tracking-support';

const SAMPLE = 'nfeProc-4.00_PA-MG_CIF_reforma-tributaria-IBSCBS.xml';
/** NF-e 7638, São Paulo/SP → Londrina/PR. */
const PDF_SAMPLE = 'nfeProc-4.00_SP-PR_FOB_2022.xml';

test('a proof photo is read by its barcode, attached and shown on its delivery', async ({ page }) => {
  test.setTimeout(120_000);
  const folder = mkdtempSync(join(tmpdir(), 'rota-comprovante-e2e-'));
  const key = sampleKey(SAMPLE);
  const login = await newCompany(page, 'canhotos', 'Conferente de Canhotos', 'canhotos-123');
  await signIn(page, login, 'canhotos-123');

  await page.goto('/notaFiscal/import');
  await page.locator('input[type="file"]').setInputFiles(await samplesZip(folder));
  await page.getByRole('button', { name: 'Importar' }).click();
  await expectImportOutcome(page, 'partly');

  await page.goto('/entrega/comprovante');
  await page.getByTestId('proof-file-input').setInputFiles(await receiptPhoto(folder, key));
  const item = page.getByTestId('proof-item');
  await expect(item).toHaveAttribute('data-phase', 'read', { timeout: 30_000 });
  await expect(item.getByText('NF-e 664350')).toBeVisible();
  await expect(item.getByText('Contribuinte B')).toBeVisible();
  await item.getByTestId('proof-attach').click();
  await expect(item.getByTestId('proof-attached')).toHaveText(
    'Comprovante anexado. Situação da entrega: Entregue.',
  );

  await page.goto('/entrega/list?nfe=664350');
  // The row of the NF-e itself: clicking while the table still shows its loading rows opens nothing.
  await page.getByRole('row', { name: /664\.?350/ }).click();
  const detail = page.getByTestId('entrega-detail');
  await expect(detail.getByTestId('entrega-chave')).toHaveText(key.match(/\d{4}/g)?.join(' ') ?? '');
  const proof = detail.getByTestId('entrega-proof');
  await expect(proof.getByRole('img')).toBeVisible();
  await expect(proof.getByText('Chave lida no código de barras')).toBeVisible();
  // The picture really loaded (an object URL of the stored WebP).
  await expect
    .poll(() => proof.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
});

test('a PDF proof is read by the barcode on its page and opens from its delivery', async ({ page }) => {
  test.setTimeout(120_000);
  const folder = mkdtempSync(join(tmpdir(), 'rota-comprovante-pdf-e2e-'));
  const key = sampleKey(PDF_SAMPLE);
  const login = await newCompany(page, 'canhotospdf', 'Conferente de Canhotos', 'canhotos-123');
  await signIn(page, login, 'canhotos-123');

  await page.goto('/notaFiscal/import');
  await page.locator('input[type="file"]').setInputFiles(await samplesZip(folder));
  await page.getByRole('button', { name: 'Importar' }).click();
  await expectImportOutcome(page, 'partly');

  const pdf = join(folder, 'canhoto.pdf');
  writeFileSync(pdf, await pdfWithBarcode(key, { pages: 2, on: 2, style: 'scan' }));
  await page.goto('/entrega/comprovante');
  await page.getByTestId('proof-file-input').setInputFiles(pdf);
  const item = page.getByTestId('proof-item');
  await expect(item).toHaveAttribute('data-phase', 'read', { timeout: 30_000 });
  await expect(item.getByText('NF-e 7638')).toBeVisible();
  await item.getByTestId('proof-attach').click();
  await expect(item.getByTestId('proof-attached')).toContainText('Comprovante anexado.');

  await page.goto('/entrega/list?nfe=7638');
  await page.getByRole('row', { name: /7\.?638/ }).click();
  const proof = page.getByTestId('entrega-detail').getByTestId('entrega-proof');
  await expect(proof.getByText('Chave lida no código de barras')).toBeVisible();
  await expect(proof.getByText('Abrir o PDF')).toBeVisible();
});
