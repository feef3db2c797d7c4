// The tracking module's whole story, as one user of a new company lives it: the NF-e come in from a
// zip, a CT-e and an OCOREN file about them follow and move their deliveries on, a deadline per
// route makes the deliveries still open late (the dashboard counts them and opens them), and the
// photo of a signed receipt, read by its barcode, closes one of them with its proof.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import yazl from 'yazl';
import { buildOcoren } from '../../server/modules/tracking/imports/ocoren/build-ocoren';
import { cteCarrying, cteKey } from '../integration/cte/cte-fixtures';
import { writeZip } from '../support/nfe-corpus';
import { field, openTrackingLayout, signIn } from './support';
import {
  dashboardCount,
  expectImportOutcome,
  listTotal,
  newCompany,
  openImportLog,
  receiptPhoto,
  sampleKey,
  samplesZip,
} from './tracking-support';

const PASSWORD = 'historia-1234';

// The three samples issued between December 2021 and May 2022, all of them authorised:
// NF-e 27677/3, Blumenau/SC → Ubatuba/SP, issued 15/12/2021;
const SC_SP = sampleKey('nfeProc-4.00_SC-SP_CIF_destCPF_360kg.xml');
// NF-e 7638/1, São Paulo/SP → Londrina/PR, issued 05/04/2022, to GUESTON COMERCIO DE FERRAGENS;
const SP_PR = sampleKey('nfeProc-4.00_SP-PR_FOB_2022.xml');
// NF-e 29248/3, Blumenau/SC → abroad (EX), issued 27/05/2022.
const SC_EX = sampleKey('nfeProc-4.00_SC_exportacao_destEstrangeiro.xml');
const PERIOD = { from: '01/12/2021', until: '31/05/2022' };
const PERIOD_QUERY = 'dataInicio=2021-12-01&dataFim=2022-05-31';

const row27677 = (page: Page) => page.getByRole('row', { name: /27\.?677/ });
const row7638 = (page: Page) => page.getByRole('row', { name: /7\.?638/ });
const row29248 = (page: Page) => page.getByRole('row', { name: /29\.?248/ });

/** A zip with one CT-e (8/26, from its template) that carries every NF-e of `nfeKeys`. */
async function cteZip(folder: string, nfeKeys: readonly string[]): Promise<string> {
  // The template repeats one NF-e key 31 times: each place takes the next key of the list.
  const mark = 'NFE-KEY';
  let next = 0;
  const xml = cteCarrying(cteKey(4321), mark)
    .toString('utf8')
    .replaceAll(mark, () => nfeKeys[next++ % nfeKeys.length]!);
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(xml, 'utf8'), 'cte-das-notas.xml');
  const path = join(folder, 'conhecimentos.zip');
  await writeZip(zip, path);
  return path;
}

/** The carrier's OCOREN: NF-e 27677 left and was delivered, NF-e 29248 is on its way. */
function ocorenFile(folder: string): string {
  const emitenteCnpj = '75277525000178';
  const text = buildOcoren({
    version: '3.1',
    transportadorCnpj: '55444333000122',
    records: [
      { emitenteCnpj, serie: '3', numero: 27677, codigo: 0, data: '10052026', hora: '0800' },
      {
        emitenteCnpj,
        serie: '3',
        numero: 27677,
        codigo: 1,
        data: '11052026',
        hora: '1530',
        texto: 'recebido por maria',
      },
      { emitenteCnpj, serie: '3', numero: 29248, codigo: 0, data: '11052026', hora: '0900' },
    ],
  });
  const path = join(folder, 'OCOREN.TXT');
  writeFileSync(path, text, 'latin1');
  return path;
}

/** Chooses a file on an import screen, imports it and waits for the screen's success alert. */
async function importFile(page: Page, file: string, success: string | 'partly') {
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByRole('button', { name: 'Importar' }).click();
  if (success === 'partly') await expectImportOutcome(page, 'partly');
  else await expect(page.getByText(success)).toBeVisible({ timeout: 60_000 });
}

/** Adds a deadline row through the form and waits for the list it returns to. */
async function addDeadline(
  page: Page,
  destination: { label: string; value: string; picked?: boolean },
  days: string,
) {
  await page.getByRole('link', { name: 'Novo' }).click();
  await expect(page).toHaveURL(/\/rotaPrazoEntrega\/edit$/);
  // The form, not the list's filters of the same names, which stay until the form has loaded.
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeVisible();
  if (destination.picked) {
    // The UF is a select: typed to narrow it, then chosen.
    await page.getByRole('textbox', { name: destination.label, exact: true }).fill(destination.value);
    await page.getByRole('option', { name: destination.value, exact: true }).click();
  } else {
    await field(page, destination.label).fill(destination.value);
  }
  await field(page, 'Prazo (dias)').fill(days);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/rotaPrazoEntrega\/list$/);
}

test('NF-e, CT-e and OCOREN come in, a deadline makes the open deliveries late, a proof closes one', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const folder = mkdtempSync(join(tmpdir(), 'rota-story-e2e-'));
  const login = await newCompany(page, 'historia', 'Gestora de Entregas', PASSWORD);
  await signIn(page, login, PASSWORD);
  await openTrackingLayout(page);

  // 1. A new company's dashboard is empty and leads to the NF-e import.
  await expect(page.getByTestId('dashboard-empty')).toBeVisible();
  await page.getByTestId('dashboard-empty').getByRole('link', { name: 'Importar NF-e' }).click();
  await expect(page).toHaveURL(/\/notaFiscal\/import$/);
  await expect(page.getByText('Importação não iniciada')).toBeVisible();
  await importFile(page, await samplesZip(folder), 'partly');
  await expect(page.getByTestId('nfe-processed')).toHaveText('Arquivos processados: 13 de 13');

  // The three notes of the period are deliveries, all of them pending.
  await page.goto(`/entrega/list?${PERIOD_QUERY}`);
  await listTotal(page, 3);
  for (const row of [row27677(page), row7638(page), row29248(page)]) {
    await expect(row).toContainText('Pendente');
  }

  // 2. A CT-e that carries the three notes.
  await page.goto('/cte/import');
  await expect(page.getByRole('heading', { level: 2, name: 'Importação de CT-e' })).toBeVisible();
  await importFile(page, await cteZip(folder, [SC_SP, SP_PR, SC_EX]), 'CT-e importados com sucesso!');
  await expect(page.getByTestId('nfe-processed')).toHaveText('Arquivos processados: 1 de 1');
  await openImportLog(page, 'cte');
  await expect(
    page.getByRole('cell', {
      name: 'CT-e 8/26 importado: 3 NF-e referenciadas, 3 já importadas (entregas vinculadas).',
    }),
  ).toBeVisible();

  // The carrier's OCOREN: one note delivered, one on its way.
  await page.goto('/entregaOcorrencia/import');
  await importFile(page, ocorenFile(folder), 'Ocorrências importadas com sucesso!');

  await page.goto(`/entrega/list?${PERIOD_QUERY}`);
  await listTotal(page, 3);
  await expect(row27677(page)).toContainText('Entregue');
  await expect(row29248(page)).toContainText('Em trânsito');
  await expect(row7638(page)).toContainText('Pendente');

  // The delivered note's detail: its CT-e and both of its occurrences.
  await row27677(page).click();
  const drawer = page.getByRole('dialog', { name: 'Detalhes da entrega' });
  const detail = drawer.getByTestId('entrega-detail');
  // The delivery's own status, next to its number (its occurrences carry badges of their own).
  const detailStatus = detail.locator('[data-status]').first();
  await expect(detail.getByRole('heading', { name: 'NF-e 27677' })).toBeVisible();
  await expect(detailStatus).toHaveText('Entregue');
  const cte = detail.getByTestId('entrega-cte');
  await expect(cte).toHaveCount(1);
  await expect(cte.getByText('CT-e 8/26')).toBeVisible();
  await expect(cte.getByText('R$ 100,00')).toBeVisible();
  const occurrences = detail.getByTestId('entrega-ocorrencia');
  await expect(occurrences).toHaveCount(2);
  await expect(occurrences.nth(0)).toContainText('00 · Processo de Transporte já Iniciado');
  await expect(occurrences.nth(1)).toContainText('01 · Entrega Realizada Normalmente');
  await expect(occurrences.nth(1)).toContainText('RECEBIDO POR MARIA');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // The dashboard of the period, typed in its fields: with no deadline set, nothing is late and
  // nothing is on time either. Every sample but the delivered one is still open, whatever its
  // issue date; the delivered one, issued in the period, is closed.
  await page.goto('/dashboard');
  await field(page, 'Até').fill(PERIOD.until);
  // The start follows the end (the last 30 days up to it) before it is typed in turn.
  await expect(field(page, 'De')).toHaveValue('02/05/2022');
  await field(page, 'De').fill(PERIOD.from);
  await expect(page).toHaveURL(/dataFim=2022-05-31/);
  await expect(page).toHaveURL(/dataInicio=2021-12-01/);
  await expect(dashboardCount(page, 'dashboard-abertas')).toHaveText('10');
  await expect(dashboardCount(page, 'dashboard-concluidas')).toHaveText('1');
  await expect(dashboardCount(page, 'dashboard-status-entregue')).toHaveText('1');
  await expect(dashboardCount(page, 'dashboard-status-emTransito')).toHaveText('1');
  await expect(dashboardCount(page, 'dashboard-status-pendente')).toHaveText('9');
  await expect(dashboardCount(page, 'dashboard-prazo-semPrazo')).toHaveText('10');
  await expect(dashboardCount(page, 'dashboard-prazo-noPrazo')).toHaveText('0');
  await expect(dashboardCount(page, 'dashboard-prazo-atrasada')).toHaveText('0');
  const dashboardUrl = page.url();

  // 3. Deadlines per route: 3 days to PR and 10 days abroad. Both routes' open deliveries are
  // recomputed by the job, and their expected days (08/04/2022 and 06/06/2022) are long past.
  await page.goto('/rotaPrazoEntrega/list');
  await addDeadline(page, { label: 'UF de destino', value: 'PR', picked: true }, '3');
  await expect(page.getByRole('cell', { name: 'PR', exact: true })).toBeVisible();
  await addDeadline(page, { label: 'País de destino', value: 'EX' }, '10');
  await expect(page.getByRole('cell', { name: 'EX', exact: true })).toBeVisible();
  await listTotal(page, 2);

  // The dashboard refreshes by itself: the open deliveries to PR and abroad are late (the import
  // of July 2021 abroad too, issued before the period).
  await page.goto(dashboardUrl);
  await expect(dashboardCount(page, 'dashboard-prazo-atrasada')).toHaveText('3', { timeout: 20_000 });
  await expect(dashboardCount(page, 'dashboard-prazo-semPrazo')).toHaveText('7');
  await expect(dashboardCount(page, 'dashboard-prazo-noPrazo')).toHaveText('0');
  await expect(dashboardCount(page, 'dashboard-abertas')).toHaveText('10');

  // The late figure opens exactly the late open deliveries, whatever their issue day, their
  // missed days in red.
  await page.getByTestId('dashboard-prazo-atrasada').click();
  await expect(page).toHaveURL(/\/entrega\/list\?situacao=aberta&prazo=atrasada$/);
  await listTotal(page, 3);
  await expect(row7638(page).getByLabel('08/04/2022 (Prazo vencido)')).toBeVisible();
  await expect(row7638(page)).toContainText('Pendente');
  await expect(row29248(page).getByLabel('06/06/2022 (Prazo vencido)')).toBeVisible();
  await expect(row29248(page)).toContainText('Em trânsito');
  await expect(row27677(page)).toHaveCount(0);

  // 4. The signed receipt of NF-e 7638, read by its barcode and attached: delivered late.
  await page.goto('/entrega/comprovante');
  await page.getByTestId('proof-file-input').setInputFiles(await receiptPhoto(folder, SP_PR));
  const item = page.getByTestId('proof-item');
  await expect(item).toHaveAttribute('data-phase', 'read', { timeout: 30_000 });
  await expect(item.getByText('NF-e 7638')).toBeVisible();
  await expect(item.getByText('GUESTON COMERCIO DE FERRAGENS EIRELI - EPP')).toBeVisible();
  await item.getByTestId('proof-attach').click();
  await expect(item.getByTestId('proof-attached')).toHaveText(
    'Comprovante anexado. Situação da entrega: Entregue com atraso.',
  );

  // The proof on the delivery's detail, with the deadline it missed.
  await page.goto('/entrega/list?nfe=7638');
  await row7638(page).click();
  await expect(detail.getByRole('heading', { name: 'NF-e 7638' })).toBeVisible();
  await expect(detailStatus).toHaveText('Entregue com atraso');
  await expect(detail.getByTestId('entrega-chave')).toHaveText(SP_PR.match(/\d{4}/g)?.join(' ') ?? '');
  await expect(detail.getByText('08/04/2022')).toBeVisible();
  await expect(detail.getByText('3 dias', { exact: true })).toBeVisible();
  await expect(detail.getByTestId('entrega-cte').getByText('CT-e 8/26')).toBeVisible();
  const proof = detail.getByTestId('entrega-proof');
  await expect(proof).toHaveCount(1);
  await expect(proof.getByText('Chave lida no código de barras')).toBeVisible();
  await expect(proof.getByRole('img')).toBeVisible();
  // The picture really loaded (an object URL of the stored file).
  await expect
    .poll(() => proof.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
});
