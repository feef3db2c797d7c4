// A delivery's status from its drawer: the drawer offers the actions the delivery's machine
// accepts, a user applies one with a reason, and the history shows who moved it, from what, to
// what and why; the action just taken is no longer offered. Also looked at in Arabic on a phone,
// dark and light, with axe-core over the section.
import { expect, test, type Page } from '@playwright/test';
import { signIn, storedToken } from './support';
import { seriousViolations } from './axe';

/** Serious or critical axe violations inside the status section. */
const panelViolations = (page: Page) =>
  seriousViolations(page, { include: '[data-testid="entrega-status-panel"]' });

const openPendingDelivery = async (page: Page) => {
  await page.goto('/entrega/list?status=pendente');
  // Rows of the filtered list, not the loading placeholder. The filter bar may still be
  // unfolding and move the rows under the pointer, so a click that opened nothing is repeated.
  await expect(page.getByText(/de um total de \d+/)).toBeVisible();
  await expect(async () => {
    await page.locator('tbody tr').first().click();
    await expect(page).toHaveURL(/entrega=\d+/, { timeout: 1_000 });
  }).toPass();
  const drawer = page.getByRole('dialog', { name: 'Detalhes da entrega' });
  await expect(drawer.getByTestId('entrega-status-panel')).toBeVisible();
  return drawer;
};

test('a user applies an offered status action and sees it in the history', async ({ page }) => {
  await signIn(page, 'admin');
  const drawer = await openPendingDelivery(page);
  const actions = drawer.getByRole('group', { name: 'Alterar o status' });
  // Delivering it is the drawer's first action (with the receipt's day and receiver).
  await expect(drawer.getByRole('button', { name: 'Confirmar entrega' })).toBeVisible();
  await expect(actions.getByRole('button')).toHaveText(['Em trânsito', 'Devolvida', 'Cancelar entrega']);
  await expect(drawer.getByText('Nenhuma alteração de status registrada.')).toBeVisible();

  await actions.getByRole('button', { name: 'Em trânsito' }).click();
  const confirm = page.getByRole('dialog', { name: 'Alterar o status para: Em trânsito' });
  await confirm.getByRole('textbox', { name: 'Motivo (opcional)' }).fill('Coletada pela transportadora');
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Status alterado para Em trânsito.')).toBeVisible();

  const row = drawer.getByTestId('entrega-status-history-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Pendente');
  await expect(row).toContainText('Em trânsito');
  await expect(row).toContainText('por Administrador Demo');
  await expect(row).toContainText('Motivo: Coletada pela transportadora');
  // In transit now: the machine no longer accepts moving it into transit.
  await expect(actions.getByRole('button')).toHaveText(['Devolvida', 'Cancelar entrega']);
  await expect(drawer.locator('[data-status="emTransito"]').first()).toBeVisible();
  await drawer.getByTestId('entrega-status-panel').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/entrega-status-pt.png' });
  expect(await panelViolations(page)).toEqual([]);
});

test('the status section reads right to left on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'admin');
  // A pending delivery of the demo company, opened straight from the list's URL: the list's
  // last one, since the specs that move deliveries out of pending (in another worker at the same
  // time) take theirs from the start of the list.
  const token = await storedToken(page);
  const list = await page.request.get('/api/tracking/entrega?status=pendente&pageSize=100&page=1', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { items } = ((await list.json()) as { data: { items: { id: number }[] } }).data;
  await page.evaluate(() => localStorage.setItem('rota.locale', '"ar"'));
  await page.goto(`/entrega/list?entrega=${items.at(-1)?.id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const panel = page.getByTestId('entrega-status-panel');
  await expect(panel.getByRole('group', { name: 'تغيير الحالة' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'قيد النقل' })).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/entrega-status-ar-375.png' });
  expect(await panelViolations(page)).toEqual([]);
  // And in light mode.
  await page.evaluate(() => localStorage.setItem('rota.darkmode', 'false'));
  await page.reload();
  await expect(page.locator('body')).toHaveClass(/white-content/);
  await page.getByTestId('entrega-status-panel').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/entrega-status-ar-375-light.png' });
  expect(await panelViolations(page)).toEqual([]);
});
