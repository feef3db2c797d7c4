// What the resource engine shows a user beyond create/edit/delete: an edit saved from a version
// someone else has changed since is refused with a clear message and a way to reload.
import { expect, test } from '@playwright/test';
import { field, signIn, storedToken } from './support';

const DE_PARA = '/api/tracking/tabelaOcorrenciaDePara';

test('a stale edit says someone else changed the record and reloads it', async ({ page }) => {
  await signIn(page, 'admin');
  const headers = { authorization: `Bearer ${await storedToken(page)}` };
  const code = Math.floor(Math.random() * 900) + 50;
  const mapping = (descricao: string) => ({
    codigoTransportador: code,
    codigoEmbarcador: `E${code}`,
    descricao,
    status: 'entregue',
  });
  const created = await page.request.post(DE_PARA, { headers, data: mapping('Entregue no destino') });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: number } }).data;

  await page.goto(`/tabelaOcorrenciaDePara/edit/${id}`);
  await expect(field(page, 'Descrição')).toHaveValue('Entregue no destino');
  // Someone else saves the record while this form is open.
  const other = await page.request.put(`${DE_PARA}/${id}`, {
    headers,
    data: mapping('Entregue ao porteiro'),
  });
  expect(other.status()).toBe(200);

  await field(page, 'Descrição').fill('Entregue ao destinatário');
  await page.getByRole('button', { name: 'Salvar' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Registro alterado por outra pessoa' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Alguém salvou este registro depois que você o abriu');
  await expect(page).toHaveURL(new RegExp(`/tabelaOcorrenciaDePara/edit/${id}$`));
  await page.screenshot({ path: 'test-results/engine-stale-edit.png', fullPage: true });

  await alert.getByRole('button', { name: 'Recarregar registro' }).click();
  await expect(field(page, 'Descrição')).toHaveValue('Entregue ao porteiro');
  await expect(alert).toBeHidden();
  // Saved from the version now shown, the edit goes through.
  await field(page, 'Descrição').fill('Entregue ao destinatário');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/tabelaOcorrenciaDePara\/list$/);
  await expect(page.getByText('Registro salvo com sucesso')).toBeVisible();
});

test('rows selected in a list are deactivated together after a confirmation', async ({ page }) => {
  await signIn(page, 'admin');
  const headers = { authorization: `Bearer ${await storedToken(page)}` };
  const tag = `L${Date.now().toString(36).slice(-5)}`;
  for (const [index, code] of [
    Math.floor(Math.random() * 40) + 950,
    Math.floor(Math.random() * 40) + 910,
  ].entries()) {
    const created = await page.request.post(DE_PARA, {
      headers,
      data: {
        codigoTransportador: code,
        codigoEmbarcador: `${tag}${index}`,
        descricao: 'Em trânsito',
        status: 'emTransito',
      },
    });
    expect(created.status()).toBe(201);
  }
  await page.goto(`/tabelaOcorrenciaDePara/list?search=${tag}`);
  const rows = page.getByRole('row').filter({ hasText: tag });
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all())
    await row.getByRole('checkbox', { name: /Selecionar o registro/ }).check();
  const bar = page.getByRole('region', { name: 'Ações em lote' });
  await expect(bar).toContainText('2 registros selecionados');
  await bar.getByRole('button', { name: 'Desativar selecionados' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmar ação em lote' });
  await expect(dialog).toContainText('Desativar selecionados: 2 registros');
  await page.screenshot({ path: 'test-results/engine-bulk-confirm.png', fullPage: true });
  await dialog.getByRole('button', { name: 'Desativar selecionados' }).click();
  await expect(page.getByText('2 registros alterados')).toBeVisible();
  await expect(rows.filter({ hasText: 'Inativo' })).toHaveCount(2);
  await expect(bar).toBeHidden();
});

test('the bulk bar reads right-to-left in Arabic on a phone, in light mode', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('language-switch').click();
  await page.getByTestId('language-ar').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await field(page, 'اسم الدخول').fill('admin');
  await field(page, 'كلمة المرور').fill('demo1234');
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page).toHaveURL(/\/module$/);
  const headers = { authorization: `Bearer ${await storedToken(page)}` };
  const code = Math.floor(Math.random() * 40) + 860;
  await page.request.post(DE_PARA, {
    headers,
    data: {
      codigoTransportador: code,
      codigoEmbarcador: `AR${code}`,
      descricao: 'Entregue',
      status: 'entregue',
    },
  });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/tabelaOcorrenciaDePara/list');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menu').getByTestId('switch-darkmode').click();
  await page.keyboard.press('Escape');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  const first = page.getByRole('checkbox', { name: /تحديد السجل/ }).first();
  await first.check();
  const bar = page.getByRole('region', { name: 'إجراءات جماعية' });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('button', { name: 'إلغاء تفعيل المحدد' })).toBeVisible();
  // Nothing of the bar spills past the phone's width.
  const box = await bar.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  await page.screenshot({ path: 'test-results/engine-bulk-ar-375-light.png' });
});
