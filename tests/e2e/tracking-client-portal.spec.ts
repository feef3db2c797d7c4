// The delivery clients' tracking portal: the demo `cliente` signs in at /trackingClient/login and
// sees only the deliveries addressed to the documents it follows, in 'Em andamento' and
// 'Entregues', searches by NF-e number, opens a delivery with its history and a way to ask support
// about it; the same at 375 px, right to left. Staff link a client to a document on the register
// screen of the main tracking layout, and that client's portal then shows its deliveries.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, field, signIn } from './support';
import { seriousViolations } from './axe';

/** The recipients of the demo deliveries the demo `cliente` follows (tracking-client demo-clients.ts). */
const OWN_RECIPIENTS = /Farmácias Vida Saudável S\.A\.|Supermercados Bom Preço Ltda/;
/** The recipient `cliente2` follows. */
const OTHER_DOCUMENT = '23456789000195';

const signInAsClient = (page: Page, login: string) =>
  signIn(page, login, DEMO_PASSWORD, '/trackingClient/login', /\/trackingClient\/opened$/);

/** A token of a sign-in made through the API, for looking facts up beside the browser. */
async function apiToken(request: APIRequestContext, login: string, door: 'staff' | 'client') {
  const url = door === 'staff' ? '/api/scheduler/v1/access/login' : '/api/tracking/v1/deliveryClient/auth';
  const response = await request.post(url, { data: { login, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** The NF-e number of one demo delivery addressed to another client's document. */
async function otherClientsNumber(request: APIRequestContext) {
  const token = await apiToken(request, 'admin', 'staff');
  const response = await request.get(`/api/tracking/entrega?destinatario=${OTHER_DOCUMENT}&pageSize=5`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { items } = ((await response.json()) as { data: { items: { numero: string }[] } }).data;
  expect(items.length).toBeGreaterThan(0);
  return items[0]!.numero;
}

const cards = (page: Page) => page.getByTestId('portal-delivery');

/** Every card of the list shown is addressed to one of the client's own recipients. */
async function expectOnlyOwnDeliveries(page: Page) {
  await expect(cards(page).first()).toBeVisible();
  const texts = await cards(page).allInnerTexts();
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) expect(text).toMatch(OWN_RECIPIENTS);
}

const search = async (page: Page, text: string) => {
  await page.getByRole('textbox', { name: 'Número ou chave da NF-e' }).fill(text);
  await page.getByRole('button', { name: 'Buscar' }).click();
};

test('a delivery client sees only its deliveries, searches by NF-e number and opens one with its history', async ({
  page,
  request,
}) => {
  const othersNumber = await otherClientsNumber(request);
  await signInAsClient(page, 'cliente');
  await expect(page.getByRole('heading', { level: 2, name: 'Em andamento' })).toBeVisible();
  await expectOnlyOwnDeliveries(page);
  expect(await seriousViolations(page)).toEqual([]);
  for (const status of await cards(page)
    .locator('[data-status]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-status'))))
    expect(['pendente', 'emTransito']).toContain(status);

  await page.getByRole('link', { name: 'Entregues' }).first().click();
  await expect(page).toHaveURL(/\/trackingClient\/finished$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Entregues' })).toBeVisible();
  await expectOnlyOwnDeliveries(page);
  await expect(page.getByText(/Exibindo 1 até \d+ de um total de \d+/)).toBeVisible();

  // Another client's note is not found, even by its exact number.
  await search(page, othersNumber);
  await expect(page.getByTestId('portal-empty')).toContainText('Nenhuma entrega encontrada');
  await page.getByRole('button', { name: 'Limpar busca' }).first().click();
  await expectOnlyOwnDeliveries(page);

  // One of its own, by the number the DANFE prints.
  const first = cards(page).first();
  const number = (await first.innerText()).match(/NF-e (\d+)/)![1]!;
  await search(page, number);
  await expect(page).toHaveURL(new RegExp(`busca=${number}`));
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(`NF-e ${number}`);

  await cards(page).first().click();
  const drawer = page.getByRole('dialog', { name: 'Detalhes da entrega' });
  await expect(drawer.getByTestId('portal-detail')).toBeVisible();
  await expect(drawer.getByRole('heading', { name: new RegExp(`NF-e ${number}`) })).toBeVisible();
  await expect(drawer.getByRole('region', { name: 'Histórico de ocorrências' })).toBeVisible();
  await expect(drawer.getByTestId('portal-occurrence').first()).toBeVisible();
  await expect(drawer.getByTestId('portal-occurrence').last()).toContainText('Entrega Realizada Normalmente');
  await expect(drawer.getByTestId('portal-status-change').first()).toContainText('Em trânsito');
  await expect(drawer.getByText('Ainda não há comprovante de entrega.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const id = new URL(page.url()).searchParams.get('entrega');
  await expect(drawer.getByRole('link', { name: 'Falar com o suporte' })).toHaveAttribute(
    'href',
    `/support/chat?entregaId=${id}`,
  );
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page).not.toHaveURL(/entrega=/);
  await expect(cards(page)).toHaveCount(1);
});

test('the portal works at 375 px, right to left, and a client opens one of its deliveries', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAsClient(page, 'cliente');
  await page.evaluate(() => localStorage.setItem('rota.locale', '"ar"'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 2, name: 'قيد التنفيذ' })).toBeVisible();
  await expectOnlyOwnDeliveries(page);
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await cards(page).first().click();
  const drawer = page.getByRole('dialog', { name: 'تفاصيل التسليم' });
  await expect(drawer.getByTestId('portal-detail')).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'تحدث مع الدعم' })).toBeVisible();
  const box = await drawer.getByTestId('portal-detail').boundingBox();
  expect(box!.width).toBeLessThanOrEqual(375);
  // And in light mode.
  await page.evaluate(() => localStorage.setItem('rota.darkmode', 'false'));
  await page.reload();
  await expect(page.locator('body')).toHaveClass(/white-content/);
  await expect(drawer.getByTestId('portal-detail')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('staff link a delivery client to a document, and its portal shows that document’s deliveries', async ({
  page,
  request,
}) => {
  const client = await apiToken(request, 'cliente2', 'client');
  const finished = async () => {
    const response = await request.get(
      '/api/tracking/deliveryClient/entregas?situacao=finished&pageSize=50',
      {
        headers: { authorization: `Bearer ${client}` },
      },
    );
    return ((await response.json()) as { data: { items: { destinatarioNome: string }[] } }).data.items;
  };
  expect((await finished()).every((item) => !item.destinatarioNome.startsWith('Farmácias'))).toBe(true);

  await signIn(page, 'admin');
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Clientes do portal' }).click();
  await expect(page).toHaveURL(/\/clienteEntregaDocumento\/list$/);
  // The list prints the CNPJ with a non-breaking hyphen, so it wraps as one piece.
  await expect(
    page.getByRole('heading', { level: 2, name: 'Documentos dos clientes do portal' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Novo' }).click();
  await expect(page).toHaveURL(/\/clienteEntregaDocumento\/create$/);

  const user = page.getByRole('textbox', { name: 'Cliente de entrega' });
  await user.click();
  await user.pressSequentially('Distribuidora', { delay: 20 });
  // The server's search answers after a pause: only the matching user is offered then.
  await expect(page.getByRole('option')).toHaveCount(1);
  await expect(page.getByRole('option', { name: 'Distribuidora Central (cliente)' })).toBeVisible();
  await user.press('ArrowDown');
  await user.press('Enter');
  await expect(user).toHaveValue('Distribuidora Central (cliente)');

  // A mistyped CNPJ is told at the field.
  await field(page, 'CNPJ/CPF acompanhado').fill('12.345.678/0001-96');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('CNPJ ou CPF inválido: confira os dígitos')).toBeVisible();
  await field(page, 'CNPJ/CPF acompanhado').fill('12.345.678/0001-95');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/clienteEntregaDocumento\/list$/);
  await expect(page.getByText('Registro salvo com sucesso')).toBeVisible();
  // The list prints the CNPJ with a non-breaking hyphen, so it wraps as one piece.
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: 'Distribuidora Central (cliente)' })
      .filter({ hasText: /12\.345\.678\/\s*0001.95/ }),
  ).toHaveCount(1);

  expect((await finished()).some((item) => item.destinatarioNome.startsWith('Farmácias'))).toBe(true);
});

test('staff create a delivery client in the user register, with no permission grid, and it signs in to the portal', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/user/create');
  const grid = page.getByRole('button', { name: 'Permissões' });
  await expect(grid).toBeVisible();
  await page.getByRole('textbox', { name: /^Tipo de usuário/ }).click();
  await page.getByRole('option', { name: 'Cliente de entrega (portal)' }).click();
  // A delivery client acts only through the portal: there are no flags to give it.
  await expect(grid).toBeHidden();
  await field(page, 'Nome').fill('Atacado Portal');
  await field(page, 'Login').fill('atacado.portal');
  await field(page, 'Senha').fill('portal-1234');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Registro salvo com sucesso')).toBeVisible();
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: 'atacado.portal' })
      .filter({ hasText: 'Cliente de entrega (portal)' }),
  ).toHaveCount(1);

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'atacado.portal', 'portal-1234', '/trackingClient/login', /\/trackingClient\/opened$/);
  // It follows no document yet: its lists are empty, never the company's deliveries.
  await expect(page.getByTestId('portal-delivery')).toHaveCount(0);
});
