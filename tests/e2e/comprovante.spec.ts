// Proof of delivery end to end: a company imports the real NF-e samples, sends a photo of a signed
// DANFE whose barcode carries one sample's access key, sees the delivery it names, attaches it,
// and finds the proof and the delivered status on that delivery's detail.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import bwipjs from 'bwip-js/node';
import sharp from 'sharp';
import yazl from 'yazl';
import { NFE_FIXTURES, writeZip } from '../support/nfe-corpus';
import { signIn } from './support';

const SAMPLE = 'nfeProc-4.00_PA-MG_CIF_reforma-tributaria-IBSCBS.xml';

/** The sample's access key, from its infNFe Id. */
const sampleKey = () => {
  const match = /Id="NFe(\d{44})"/.exec(readFileSync(join(NFE_FIXTURES, SAMPLE), 'utf8'));
  if (!match?.[1]) throw new Error(`no access key in ${SAMPLE}`);
  return match[1];
};

async function samplesZip(folder: string): Promise<string> {
  const zip = new yazl.ZipFile();
  for (const name of readdirSync(NFE_FIXTURES).filter((n) => n.endsWith('.xml'))) {
    zip.addFile(join(NFE_FIXTURES, name), name);
  }
  const path = join(folder, 'amostras.zip');
  await writeZip(zip, path);
  return path;
}

/** A photo of a signed receipt: a white page with the key's CODE-128 barcode, as a JPEG. */
async function receiptPhoto(folder: string, key: string): Promise<string> {
  const barcode = await bwipjs.toBuffer({ bcid: 'code128', text: key, scale: 3, height: 15 });
  const photo = await sharp({ create: { width: 1240, height: 1754, channels: 3, background: '#ffffff' } })
    .composite([{ input: barcode, left: 120, top: 300 }])
    .jpeg({ quality: 85 })
    .toBuffer();
  const path = join(folder, 'canhoto.jpg');
  writeFileSync(path, photo);
  return path;
}

async function newCompany(page: Page): Promise<string> {
  const login = `canhotos${Date.now().toString(36)}`;
  const answer = await page.request.post('/api/tracking/usuario/create', {
    data: {
      nomeApresentacao: 'Conferente de Canhotos',
      nomeAcesso: login,
      email: `${login}@transportes.example`,
      password: 'canhotos-123',
      empresaNomeFantasia: `Transportes ${login}`,
    },
  });
  expect(answer.status()).toBe(200);
  return login;
}

test('a proof photo is read by its barcode, attached and shown on its delivery', async ({ page }) => {
  test.setTimeout(120_000);
  const folder = mkdtempSync(join(tmpdir(), 'rota-comprovante-e2e-'));
  const key = sampleKey();
  await signIn(page, await newCompany(page), 'canhotos-123');

  await page.goto('/notaFiscal/import');
  await page.locator('input[type="file"]').setInputFiles(await samplesZip(folder));
  await page.getByRole('button', { name: 'Importar' }).click();
  await expect(page.getByText('Notas fiscais importadas com sucesso!')).toBeVisible({ timeout: 60_000 });

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
