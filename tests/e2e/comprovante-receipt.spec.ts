// Proofs as an operator attaches them: opened from a delivery's drawer, the screen expects that
// delivery; the receipt's day (not the upload's) delivers it, so a receipt dated on the expected
// day is on time; a file whose barcode cannot be read finds its NF-e by number, with a warning
// that the delivery already has a proof; and files queued when the session expires are offered
// back to the same user after signing in again, and to nobody else.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { field, openUserMenu, signIn, storedToken } from './support';
import { newCompany, receiptPhoto } from './tracking-support';

interface Listed {
  id: number;
  numero: string;
  dataPrevista: string | null;
}

const bearer = async (page: Page) => ({ authorization: `Bearer ${await storedToken(page)}` });

async function deliveries(page: Page, query: string): Promise<Listed[]> {
  const answer = await page.request.get(`/api/tracking/entrega?${query}`, { headers: await bearer(page) });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { items: Listed[] } }).data.items;
}

const brDay = (day: string) => day.split('-').reverse().join('/');

/** How many proof files the browser keeps for later (pending-proofs.ts), whoever their owner. */
const storedProofCount = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const opening = indexedDB.open('rota-proofs');
        opening.onerror = () => reject(opening.error ?? new Error('IndexedDB'));
        opening.onsuccess = () => {
          const db = opening.result;
          const counting = db.transaction('pending', 'readonly').objectStore('pending').count();
          counting.onsuccess = () => {
            db.close();
            resolve(counting.result);
          };
          counting.onerror = () => reject(counting.error ?? new Error('IndexedDB'));
        };
      }),
  );

/** A photo of a receipt whose barcode cannot be read (a white page). */
async function blankPhoto(folder: string, name: string): Promise<string> {
  const path = join(folder, name);
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#ffffff' } })
    .jpeg({ quality: 80 })
    .toBuffer();
  writeFileSync(path, photo);
  return path;
}

test('a receipt’s day delivers on time, and an unreadable one finds its NF-e by number', async ({ page }) => {
  test.setTimeout(90_000);
  const folder = mkdtempSync(join(tmpdir(), 'rota-receipt-e2e-'));
  await signIn(page, 'admin');
  // A late delivery in transit that the drawer spec does not take (it takes the first).
  const late = await deliveries(page, 'status=emTransito&prazo=atrasada&pageSize=5&page=1');
  const delivery = late[late.length - 1];
  if (!delivery?.dataPrevista || late.length < 2) throw new Error('no late demo delivery in transit');
  const expected = await page.request.get(`/api/tracking/comprovante/paraEntrega/${delivery.id}`, {
    headers: await bearer(page),
  });
  const { chaveAcesso } = ((await expected.json()) as { data: { chaveAcesso: string } }).data;

  // From the drawer: the screen names the delivery it expects.
  await page.goto(`/entrega/list?entrega=${delivery.id}`);
  await page.getByTestId('entrega-actions').getByRole('link', { name: 'Anexar comprovante' }).click();
  await expect(page).toHaveURL(new RegExp(`/entrega/comprovante\\?entrega=${delivery.id}$`));
  await expect(page.getByTestId('proof-expected')).toContainText(`NF-e ${delivery.numero}`);

  await page.getByTestId('proof-file-input').setInputFiles(await receiptPhoto(folder, chaveAcesso));
  const item = page.getByTestId('proof-item');
  await expect(item).toHaveAttribute('data-phase', 'read', { timeout: 30_000 });
  await expect(item.getByText(`NF-e ${delivery.numero}`)).toBeVisible();
  // A thumbnail of the chosen photo.
  await expect
    .poll(() => item.getByTestId('proof-thumbnail').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const day = item.getByRole('textbox', { name: 'Data no canhoto' });
  await expect(day).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  await day.fill(brDay(delivery.dataPrevista));
  await item.getByRole('textbox', { name: 'Recebido por (opcional)' }).fill('João Pereira');
  const document = item.getByRole('textbox', { name: 'CPF ou CNPJ de quem recebeu (opcional)' });
  await document.fill('11.222.333/0001-80');
  await expect(item.getByText('CPF ou CNPJ inválido: confira os dígitos.')).toBeVisible();
  await expect(item.getByTestId('proof-attach')).toBeDisabled();
  await document.fill('11.222.333/0001-81');
  await item.getByTestId('proof-attach').click();
  // Received on its expected day: on time, though attached later.
  await expect(item.getByTestId('proof-attached')).toHaveText(
    'Comprovante anexado. Situação da entrega: Entregue.',
  );

  // A second receipt whose barcode cannot be read: found by its number instead of 44 digits.
  await page.goto('/entrega/comprovante');
  await page.getByTestId('proof-file-input').setInputFiles(await blankPhoto(folder, 'verso.jpg'));
  const blank = page.getByTestId('proof-item');
  await expect(blank).toHaveAttribute('data-phase', 'read', { timeout: 30_000 });
  await expect(blank.getByText(/Chave de acesso não encontrada no arquivo/)).toBeVisible();
  const search = blank.getByTestId('proof-note-search');
  await search.getByRole('textbox', { name: 'Número da NF-e' }).fill(delivery.numero);
  await search.getByRole('textbox', { name: 'Série' }).fill('1');
  await search.getByRole('button', { name: 'Buscar' }).click();
  await search.getByRole('button', { name: `Usar a NF-e ${delivery.numero} série 1` }).click();
  await expect(blank.getByText(`NF-e ${delivery.numero}`)).toBeVisible();
  await expect(blank.getByTestId('proof-already')).toHaveText('Esta entrega já tem um comprovante.');
  await blank.getByTestId('proof-attach').click();
  await expect(blank.getByTestId('proof-attached')).toHaveText(
    'Comprovante anexado. Situação da entrega: Entregue.',
  );

  // The drawer: both proofs, the first with what its receipt said.
  await page.goto(`/entrega/list?entrega=${delivery.id}`);
  const drawer = page.getByRole('dialog', { name: 'Detalhes da entrega' });
  await expect(drawer.getByTestId('entrega-proof')).toHaveCount(2);
  await expect(drawer.getByTestId('entrega-proof-receipt').last()).toHaveText(
    `Recebido em ${brDay(delivery.dataPrevista)} por João Pereira (11.222.333/0001-81)`,
  );
  await expect(drawer.getByTestId('entrega-data-entrega')).toHaveText(brDay(delivery.dataPrevista));
});

test('proofs queued when the session expires are offered back to the same user only', async ({ page }) => {
  test.setTimeout(90_000);
  const folder = mkdtempSync(join(tmpdir(), 'rota-queue-e2e-'));
  const other = await newCompany(page, 'filaoutra', 'Outra Conferente', 'outra-123');
  await signIn(page, 'admin');
  await page.goto('/entrega/comprovante');
  await page.getByTestId('proof-file-input').setInputFiles(await blankPhoto(folder, 'canhoto-fila.jpg'));
  const item = page.getByTestId('proof-item');
  await expect(item).toHaveAttribute('data-phase', 'read', { timeout: 30_000 });

  // The session ends on the server (as when it expires); the next call answers 401.
  const revoked = await page.request.post('/api/scheduler/v1/access/logout', { headers: await bearer(page) });
  expect(revoked.status()).toBe(200);
  await item.getByTestId('proof-key-input').fill('3'.repeat(44));
  await item.getByTestId('proof-attach').click();
  await expect(page).toHaveURL(/\/login\?next=%2Fentrega%2Fcomprovante&reason=expired$/);

  // Another user signing in on this browser is not offered the file.
  await field(page, 'Login').fill(other);
  await field(page, 'Senha').fill('outra-123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/entrega\/comprovante$/);
  await expect(page.getByTestId('proof-drop-zone')).toBeVisible();
  await page.waitForTimeout(1_000);
  await expect(page.getByTestId('proof-pending')).toHaveCount(0);
  await openUserMenu(page);
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login/);

  // The user whose session expired is, and takes it back.
  await field(page, 'Login').fill('admin');
  await field(page, 'Senha').fill('demo1234');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/module$/);
  await page.goto('/entrega/comprovante');
  const pending = page.getByTestId('proof-pending');
  await expect(pending).toContainText('1 arquivo escolhido antes ainda não foi anexado.');
  await pending.getByRole('button', { name: 'Retomar' }).click();
  await expect(pending).toBeHidden();
  const restored = page.getByTestId('proof-item');
  await expect(restored).toHaveCount(1);
  await expect(restored.getByText('canhoto-fila.jpg')).toBeVisible();
  await expect(restored).toHaveAttribute('data-phase', 'read', { timeout: 30_000 });
  // Removed from the queue, it is not offered again. The browser forgets it in a transaction of
  // its own: a reload in the same instant would abort it, so the reload waits for it to end.
  await restored.getByRole('button', { name: 'Remover da lista' }).click();
  await expect(restored).toHaveCount(0);
  await expect.poll(() => storedProofCount(page)).toBe(0);
  await page.reload();
  await expect(page.getByTestId('proof-drop-zone')).toBeVisible();
  await page.waitForTimeout(1_000);
  await expect(page.getByTestId('proof-pending')).toHaveCount(0);
});
