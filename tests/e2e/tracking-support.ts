// Steps shared by the tracking module's end-to-end specs: a company of one's own, a zip of the real
// NF-e samples, a photo of a signed receipt with a sample's DANFE barcode, and the dashboard's
// figures with the delivery list they open.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import bwipjs from 'bwip-js/node';
import sharp from 'sharp';
import yazl from 'yazl';
import { NFE_FIXTURES, writeZip } from '../support/nfe-corpus';

/**
 * Signs up a company of its own (its first user is `prefix` plus a unique suffix), so no other
 * spec's rows or notes get in the way. Answers the new user's login.
 */
export async function newCompany(
  page: Page,
  prefix: string,
  nomeApresentacao: string,
  password: string,
): Promise<string> {
  const login = `${prefix}${Date.now().toString(36)}`;
  const answer = await page.request.post('/api/tracking/usuario/create', {
    data: {
      nomeApresentacao,
      nomeAcesso: login,
      email: `${login}@transportes.example`,
      password,
      empresaNomeFantasia: `Transportes ${login}`,
    },
  });
  expect(answer.status()).toBe(200);
  return login;
}

/** A zip of every NF-e sample, written as amostras.zip in `folder`. */
export async function samplesZip(folder: string): Promise<string> {
  const zip = new yazl.ZipFile();
  for (const name of readdirSync(NFE_FIXTURES).filter((n) => n.endsWith('.xml'))) {
    zip.addFile(join(NFE_FIXTURES, name), name);
  }
  const path = join(folder, 'amostras.zip');
  await writeZip(zip, path);
  return path;
}

/** An NF-e sample's access key, from its infNFe Id. */
export const sampleKey = (sample: string) => {
  const match = /Id="NFe(\d{44})"/.exec(readFileSync(join(NFE_FIXTURES, sample), 'utf8'));
  if (!match?.[1]) throw new Error(`no access key in ${sample}`);
  return match[1];
};

/** A photo of a signed receipt: a white page with the key's CODE-128 barcode, as a JPEG. */
export async function receiptPhoto(folder: string, key: string): Promise<string> {
  const barcode = await bwipjs.toBuffer({ bcid: 'code128', text: key, scale: 3, height: 15 });
  const photo = await sharp({ create: { width: 1240, height: 1754, channels: 3, background: '#ffffff' } })
    .composite([{ input: barcode, left: 120, top: 300 }])
    .jpeg({ quality: 85 })
    .toBuffer();
  const path = join(folder, 'canhoto.jpg');
  writeFileSync(path, photo);
  return path;
}

/** The number a dashboard figure shows. */
export const dashboardCount = (page: Page, testId: string) =>
  page.getByTestId(testId).locator('[data-count]');

/** The delivery list's footer for `total` rows. */
export const listTotal = (page: Page, total: number) =>
  expect(page.getByText(new RegExp(`de um total de ${total}$`))).toBeVisible();

/** From an import screen, opens the log of the import it shows and waits for its address. */
export async function openImportLog(page: Page, route: 'notaFiscal' | 'cte' | 'entregaOcorrencia') {
  await page
    .getByRole('region', { name: 'Status do processamento' })
    .getByRole('link', { name: 'Ver log da importação' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/${route}/importLog/\\d+/\\d+$`));
}

/**
 * Waits for the import on screen to end with this outcome (import-outcome-banner.tsx). The NF-e
 * samples hold two notes the import refuses (one without its authorisation protocol), so a zip
 * of them all ends 'partly'.
 */
export async function expectImportOutcome(page: Page, outcome: 'success' | 'partly' | 'nothingImported') {
  await expect(page.getByTestId('import-outcome')).toHaveAttribute('data-outcome', outcome, {
    timeout: 60_000,
  });
}
