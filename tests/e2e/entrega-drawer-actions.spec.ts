// The delivery drawer as an operator works with it: its actions first (confirm the delivery with
// the receipt's day and receiver, attach a proof of this delivery, record an occurrence), then
// occurrences, proofs and history, then the fiscal data; the occurrence and the confirmation go
// through the delivery's machine. Also in Arabic on a phone, with axe over the drawer.
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { signIn, storedToken } from './support';

interface Listed {
  id: number;
  numero: string;
  dataPrevista: string | null;
}

/** The demo company's deliveries of a list query, as the API answers them. */
async function deliveries(page: Page, query: string): Promise<Listed[]> {
  const token = await storedToken(page);
  const answer = await page.request.get(`/api/tracking/entrega?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { items: Listed[] } }).data.items;
}

const brDay = (day: string) => day.split('-').reverse().join('/');

const openDrawer = async (page: Page, id: number) => {
  await page.goto(`/entrega/list?entrega=${id}`);
  const drawer = page.getByRole('dialog', { name: 'Detalhes da entrega' });
  await expect(drawer.getByTestId('entrega-status-panel')).toBeVisible();
  return drawer;
};

test('the drawer starts with its actions and records an occurrence through the machine', async ({ page }) => {
  await signIn(page, 'admin');
  // A pending delivery no other spec takes (they take the first rows of the pending list).
  const [delivery] = await deliveries(page, 'status=pendente&pageSize=5&page=3');
  if (!delivery) throw new Error('no pending demo delivery');
  const drawer = await openDrawer(page, delivery.id);

  // Actions, then what happened to the delivery, then the fiscal data.
  await expect(drawer.getByRole('heading', { level: 4 })).toHaveText([
    'Ações',
    'Entrega',
    'Ocorrências',
    'Comprovante de entrega',
    'Histórico de status',
    'Nota fiscal',
    'Emitente',
    'Destinatário',
    'Transporte',
    'Conhecimento de transporte (CT-e)',
  ]);
  const actions = drawer.getByTestId('entrega-actions');
  await expect(actions.getByRole('button', { name: 'Confirmar entrega' })).toBeVisible();
  await expect(actions.getByRole('link', { name: 'Anexar comprovante' })).toHaveAttribute(
    'href',
    `/entrega/comprovante?entrega=${delivery.id}`,
  );

  await actions.getByRole('button', { name: 'Registrar ocorrência' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrar ocorrência' });
  // Date and time default to now.
  await expect(dialog.getByRole('textbox', { name: 'Data da ocorrência' })).toHaveValue(
    /^\d{2}\/\d{2}\/\d{4}$/,
  );
  await expect(dialog.getByLabel('Hora')).toHaveValue(/^\d{2}:\d{2}$/);
  await dialog.getByRole('button', { name: 'Registrar' }).click();
  await expect(dialog.getByText('Escolha a ocorrência.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Ocorrência', exact: true }).fill('Processo de Transporte');
  await page.getByRole('option', { name: '00 · Processo de Transporte já Iniciado' }).click();
  await expect(dialog.getByTestId('record-occurrence-meaning')).toHaveText(
    'Situação que a ocorrência indica: Em trânsito',
  );
  await dialog.getByRole('textbox', { name: 'Observação (opcional)' }).fill('Saiu do depósito às 8h');
  await dialog.getByRole('button', { name: 'Registrar' }).click();
  await expect(dialog).toBeHidden();
  // The notification, not the occurrences' empty state ("Nenhuma ocorrência registrada."), which
  // can still show while the list is read again.
  await expect(page.getByText('Ocorrência registrada.', { exact: true })).toBeVisible();

  const occurrence = drawer.getByTestId('entrega-ocorrencia');
  await expect(occurrence).toHaveCount(1);
  await expect(occurrence).toContainText('00 · Processo de Transporte já Iniciado');
  await expect(occurrence).toContainText('Saiu do depósito às 8h');
  // The status moved through the machine: in the history, by the user, and in the badge.
  const row = drawer.getByTestId('entrega-status-history-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Em trânsito');
  await expect(row).toContainText('por Administrador Demo');
  await expect(drawer.getByTestId('entrega-detail').locator('[data-status]').first()).toHaveText(
    'Em trânsito',
  );
  await expect(drawer.getByRole('group', { name: 'Alterar o status' }).getByRole('button')).toHaveText([
    'Devolvida',
    'Cancelar entrega',
  ]);
});

test('confirming a delivery takes the receipt’s day and receiver, and lateness follows that day', async ({
  page,
}) => {
  await signIn(page, 'admin');
  // A delivery in transit whose expected day has passed: delivered that day, it was on time.
  const [delivery] = await deliveries(page, 'status=emTransito&prazo=atrasada&pageSize=5&page=1');
  if (!delivery?.dataPrevista) throw new Error('no late demo delivery in transit');
  const drawer = await openDrawer(page, delivery.id);
  await drawer.getByRole('button', { name: 'Confirmar entrega' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmar a entrega' });
  const day = dialog.getByRole('textbox', { name: 'Data do recebimento (escrita no canhoto)' });
  // Today by default, as the receipt of a delivery made today says.
  await expect(day).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  await day.fill(brDay(delivery.dataPrevista));
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialog.getByText('Informe o nome de quem recebeu.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Nome de quem recebeu' }).fill('Maria da Silva');
  const document = dialog.getByRole('textbox', { name: 'CPF ou CNPJ de quem recebeu (opcional)' });
  await document.fill('529.982.247-26');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialog.getByText('CPF ou CNPJ inválido: confira os dígitos.')).toBeVisible();
  await document.fill('529.982.247-25');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialog).toBeHidden();
  // Delivered on its expected day: on time, though confirmed later.
  await expect(page.getByText('Status alterado para Entregue.')).toBeVisible();
  await expect(drawer.getByTestId('entrega-data-entrega')).toHaveText(brDay(delivery.dataPrevista));
  await expect(drawer.getByTestId('entrega-recebedor')).toHaveText('Maria da Silva – 529.982.247-25');
  // And the late deliveries no longer count it.
  const late = await deliveries(page, 'status=emTransito&prazo=atrasada&pageSize=100&page=1');
  expect(late.map((d) => d.id)).not.toContain(delivery.id);
  const onTime = await deliveries(page, `prazo=noPrazo&nfe=${delivery.numero}&pageSize=5&page=1`);
  expect(onTime.map((d) => d.id)).toContain(delivery.id);
});

test('the drawer’s actions read right to left on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'admin');
  const [delivery] = await deliveries(page, 'status=pendente&pageSize=5&page=3');
  if (!delivery) throw new Error('no pending demo delivery');
  await page.evaluate(() => localStorage.setItem('rota.locale', '"ar"'));
  await page.goto(`/entrega/list?entrega=${delivery.id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const actions = page.getByTestId('entrega-actions');
  await expect(actions.getByRole('link', { name: 'إرفاق إثبات التسليم' })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'تسجيل حدث' })).toBeVisible();
  // Nothing runs past the phone's width.
  const overflow = await page.evaluate(() => {
    const drawer = document.querySelector('[data-testid="entrega-detail"]');
    return drawer ? drawer.scrollWidth - drawer.clientWidth : -1;
  });
  expect(overflow).toBe(0);
  expect(await seriousViolations(page, { include: '[data-testid="entrega-detail"]' })).toEqual([]);
  await actions.getByRole('button', { name: 'تسجيل حدث' }).click();
  const dialog = page.getByRole('dialog', { name: 'تسجيل حدث' });
  await expect(dialog.getByRole('textbox', { name: 'تاريخ الحدث' })).toBeVisible();
  expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);
});
