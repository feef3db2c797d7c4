// The shipping company dashboard for a company of its own: empty, it offers to create a load; with
// loads and an expense made through the API, its figures match them (per status, the late load
// with its days, the freight of the period to the cent, the expense per status); a status opens
// the cargo list of that status, a late load opens the load; axe finds nothing serious.
//
// The company is made by the demo administrator (POST /api/tracking/empresa, which grants its
// creator access to it) rather than by the public sign-up: a signed-up owner holds no cargo flag
// and may not grant flags it lacks, so it could not give its dispatcher the cargo board's rule.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { addDays } from '../../src/domain/tracking/dashboard/entrega-dashboard';
import { businessToday } from '../../src/domain/tracking/entrega/overdue';
import { seriousViolations } from './axe';
import { randomCpf, SHIPPING_BASE } from './cargo-support';
import { signIn } from './support';

const DASHBOARD = `${SHIPPING_BASE}/dashboard/default`;
const PASSWORD = 'painel-cargas-123';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const br = (day: string) => day.split('-').reverse().join('/');

async function call<T>(
  request: APIRequestContext,
  token: string,
  method: 'post' | 'get',
  url: string,
  data?: object,
): Promise<T> {
  const response = await request[method](url, { headers: bearer(token), data });
  expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** A fresh company with a dispatcher who may use the cargo board, the list and the expenses. */
async function freshCompany(request: APIRequestContext) {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const admin = await request.post('/api/scheduler/v1/access/login', {
    data: { login: 'admin', password: 'demo1234' },
  });
  const adminToken = ((await admin.json()) as { token: string }).token;
  const company = await call<{ id: number }>(request, adminToken, 'post', '/api/tracking/empresa', {
    nome: `Painel de Cargas ${suffix} Ltda`,
    nomeFantasia: `Painel ${suffix}`,
  });
  const switched = await request.post('/api/scheduler/v1/access/switchCompany', {
    headers: bearer(adminToken),
    data: { empresaId: company.id },
  });
  expect(switched.status()).toBe(200);
  const companyToken = ((await switched.json()) as { token: string }).token;
  const login = `despacho.${suffix}`;
  await call(request, companyToken, 'post', '/api/tracking/usuario', {
    nomeApresentacao: 'Despachante do Painel',
    nomeAcesso: login,
    password: PASSWORD,
    tracking: true,
    accessLoads: true,
    cargoKanbamAvaliable: true,
    cargoExpensesAvaliable: true,
  });
  const tipo = await call<{ id: number }>(
    request,
    companyToken,
    'post',
    '/api/tracking/cargoExpenseOccurrence',
    {
      nome: 'Pedágio',
    },
  );
  const dispatcher = await request.post('/api/scheduler/v1/access/login', {
    data: { login, password: PASSWORD },
  });
  const token = ((await dispatcher.json()) as { token: string }).token;
  return { login, token, tipoId: tipo.id };
}

test('the dashboard of a fresh company: empty, then its loads, late load, freight and expenses', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const { login, token, tipoId } = await freshCompany(page.request);
  await signIn(page, login, PASSWORD);

  // No loads yet: the empty state offers to create one.
  await page.goto(DASHBOARD);
  const empty = page.getByTestId('shipping-dashboard-empty');
  await expect(empty).toContainText('Sua empresa ainda não tem cargas.');
  await expect(empty.getByRole('link', { name: 'Cadastrar uma carga' })).toHaveAttribute(
    'href',
    `${SHIPPING_BASE}/cargo/create`,
  );

  // Three loads and an expense, through the API as the dispatcher.
  const today = businessToday();
  const pickup = addDays(today, -2);
  const cpf = randomCpf();
  await call(page.request, token, 'post', '/api/tracking/driver', { nome: 'Motorista do Painel', cpf });
  const cargo = (input: object) =>
    call<{ id: number; numero: number }>(page.request, token, 'post', '/api/tracking/cargo', {
      origemCidade: 'Campinas',
      origemUf: 'SP',
      destinoCidade: 'Curitiba',
      destinoUf: 'PR',
      motoristaCpf: cpf,
      placa: 'PNL1D23',
      embarcador: 'Embarcador do Painel',
      tomador: 'Tomador do Painel',
      ...input,
    });
  // Due yesterday and still waiting: late by one day.
  const late = await cargo({
    valorFrete: '0.10',
    coletaPrevista: pickup,
    entregaPrevista: addDays(today, -1),
    destinoCidade: 'Londrina',
  });
  const onTheRoad = await cargo({
    valorFrete: '0.20',
    coletaPrevista: pickup,
    entregaPrevista: addDays(today, 3),
  });
  await cargo({ valorFrete: '1000.00', coletaPrevista: today, entregaPrevista: addDays(today, 2) });
  await call(page.request, token, 'post', `/api/tracking/cargo/${onTheRoad.id}/status`, {
    to: 'emCarregamento',
    version: 0,
  });
  await call(page.request, token, 'post', `/api/tracking/cargo/${onTheRoad.id}/status`, {
    to: 'emTransito',
    version: 1,
  });
  await call(page.request, token, 'post', `/api/tracking/cargoExpense?parentId=${late.id}`, {
    tipoId,
    valor: '12.34',
    data: today,
    descricao: 'Pedágio da serra',
  });

  await page.reload();
  const figure = (status: string) => page.getByTestId(`shipping-dashboard-status-${status}`);
  await expect(figure('aguardandoCarregamento').locator('[data-count]')).toHaveText('2');
  await expect(figure('emTransito').locator('[data-count]')).toHaveText('1');
  for (const status of ['emCarregamento', 'emDescarga', 'entregue', 'naoAtendida', 'cancelada']) {
    await expect(figure(status).locator('[data-count]')).toHaveText('0');
  }

  // The late load, with its route and days.
  await expect(page.getByTestId('shipping-dashboard-late').locator('[data-count]')).toHaveText('1');
  const lateList = page.getByRole('list', { name: 'As cargas mais atrasadas' });
  await expect(lateList.getByRole('listitem')).toHaveCount(1);
  await expect(lateList.getByRole('listitem')).toContainText(`${late.numero} Campinas/SP → Londrina/PR`);
  await expect(lateList.getByRole('listitem')).toContainText('1 dia de atraso');

  // The freight of the period to the cent, and of the pickup day of two loads.
  await expect(page.getByTestId('shipping-dashboard-freight-total')).toHaveText('R$ 1.000,30');
  const freight = page.getByRole('list', { name: 'Frete por dia de coleta' });
  await expect(freight.getByRole('listitem')).toHaveCount(30);
  await expect(freight.getByRole('listitem', { name: `${br(pickup)}: R$ 0,30 (2 cargas)` })).toBeVisible();

  // The expense per status.
  const expenses = page.getByRole('list', { name: 'Despesas por status' });
  await expect(expenses.getByRole('listitem', { name: 'Lançada: 1 despesa, R$ 12,34' })).toBeVisible();
  await expect(expenses.getByRole('listitem', { name: 'Paga: nenhuma despesa, R$ 0,00' })).toBeVisible();

  expect(await seriousViolations(page)).toEqual([]);

  // The period lives in the URL: the pickup day alone.
  await page.goto(`${DASHBOARD}?dataInicio=${pickup}&dataFim=${pickup}`);
  await expect(page.getByTestId('shipping-dashboard-freight-total')).toHaveText('R$ 0,30');
  await expect(freight.getByRole('listitem')).toHaveCount(1);
  await page.goto(DASHBOARD);
  await expect(page.getByTestId('shipping-dashboard-freight-total')).toHaveText('R$ 1.000,30');

  // A status opens the cargo list of that status: the load on the road only.
  await figure('emTransito').click();
  await expect(page).toHaveURL(new RegExp(`${SHIPPING_BASE}/cargo/list\\?status=emTransito$`));
  await expect(page.getByRole('cell', { name: String(onTheRoad.numero), exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: String(late.numero), exact: true })).toHaveCount(0);

  // A pickup day's bar opens the list of that day; the late load opens the load.
  await page.goBack();
  await freight.getByRole('listitem', { name: new RegExp(`^${br(pickup)}:`) }).click();
  await expect(page).toHaveURL(new RegExp(`coletaDe=${pickup}&coletaAte=${pickup}$`));
  await expect(page.getByRole('cell', { name: String(onTheRoad.numero), exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: String(late.numero), exact: true })).toBeVisible();
  await page.goBack();
  await lateList.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${SHIPPING_BASE}/cargo/kanbanEdit/${late.id}$`));
});

test('a user without the cargo board is refused', async ({ page }) => {
  await signIn(page, 'operador');
  await page.goto(DASHBOARD);
  await expect(page.getByText('Você não tem permissão para acessar esta página.')).toBeVisible();
});
