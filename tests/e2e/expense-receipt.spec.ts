// An expense's receipt is a file of the resource engine: a PDF attached on the expense form is
// kept, opened again from the saved expense, and a file that is neither an image nor a PDF is
// refused at the field.
import { expect, test } from '@playwright/test';
import { signIn, storedToken } from './support';

const BASE = '/trackingShippingCompany';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('a receipt attached to an expense is kept and opened again', async ({ page }) => {
  await signIn(page, 'admin');
  const headers = { Authorization: `Bearer ${await storedToken(page)}` };
  // One of the demo expenses, from the expense board.
  const board = await page.request.get('/api/tracking/cargoExpense/board', { headers });
  const expenseId = ((await board.json()) as { data: { cards: { id: number }[] } }).data.cards[0]!.id;

  await page.goto(`${BASE}/cargoExpense/edit/${expenseId}`);
  const choose = page.getByRole('button', { name: 'Escolher arquivo: Comprovante (foto ou PDF)' });
  await expect(choose).toBeVisible();
  const [refused] = await Promise.all([page.waitForEvent('filechooser'), choose.click()]);
  await refused.setFiles({
    name: 'recibo.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('not a pdf'),
  });
  await expect(page.getByText(/não é de um tipo aceito aqui/)).toBeVisible();

  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), choose.click()]);
  await chooser.setFiles({ name: 'recibo-pedagio.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(
    page.getByText('Arquivo enviado: recibo-pedagio.pdf. Salve o formulário para guardá-lo.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).not.toHaveURL(/\/edit\//);

  await page.goto(`${BASE}/cargoExpense/edit/${expenseId}`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Abrir o arquivo atual' }).click(),
  ]);
  const saved = await download.path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');
});
