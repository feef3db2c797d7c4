// The kanbans' limits on a fresh company: the demo administrator creates a company (which it may
// then enter), its loads and expenses, and limits below a column's count and of one hour in the
// column, all through the API; on both boards the column warns (colour, icon, words and its
// region's description, its name still its title) and, once more than an hour has passed (the
// browser's clock moved forward), the cards are marked with their names still beginning with
// their numbers.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signIn, storedToken } from './support';

const BASE = '/trackingShippingCompany';
const CPF = '52998224725';

const column = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const cards = (region: Locator) => region.getByRole('button', { name: /^\d+,/ });

/** Calls the API with a token, expecting one of the given statuses; answers the JSON's data. */
async function call(
  request: APIRequestContext,
  token: string,
  method: 'POST' | 'GET',
  url: string,
  data?: object,
): Promise<Record<string, unknown>> {
  const answer = await request.fetch(url, { method, data, headers: { Authorization: `Bearer ${token}` } });
  expect(answer.ok(), `${method} ${url}: ${await answer.text()}`).toBe(true);
  const body = (await answer.json()) as { data?: Record<string, unknown>; token?: string };
  return body.data ?? (body as Record<string, unknown>);
}

test.beforeEach(() => test.setTimeout(90_000));

test('both boards warn over their WIP limits and mark the cards past their time in the column', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  // The board's clock, moved forward below, as an hour passing.
  await context.clock.install();
  const page = await context.newPage();
  await signIn(page, 'admin');
  const demoToken = await storedToken(page);

  // A fresh company, accessible to its creator, and a token for it.
  const nome = `Limites ${Date.now().toString(36)}`;
  const company = await call(page.request, demoToken, 'POST', '/api/tracking/empresa', {
    nome,
    nomeFantasia: nome,
  });
  const session = await call(page.request, demoToken, 'POST', '/api/scheduler/v1/access/switchCompany', {
    empresaId: company.id,
  });
  const token = String(session.token);

  // Three loads waiting, two expenses launched; limits below those counts and of one hour.
  await call(page.request, token, 'POST', '/api/tracking/driver', {
    nome: 'Motorista dos limites',
    cpf: CPF,
  });
  const loads: number[] = [];
  for (let i = 0; i < 3; i++) {
    const load = await call(page.request, token, 'POST', '/api/tracking/cargo', {
      origemCidade: 'Campinas',
      origemUf: 'SP',
      destinoCidade: 'Curitiba',
      destinoUf: 'PR',
      motoristaCpf: CPF,
      placa: 'ABC1234',
      embarcador: 'Embarcador',
      tomador: 'Tomador',
    });
    loads.push(Number(load.id));
  }
  const kind = await call(page.request, token, 'POST', '/api/tracking/cargoExpenseOccurrence', {
    nome: 'Pedágio',
    occurrenceTypeId: null,
  });
  for (const valor of ['10.00', '20.00']) {
    await call(page.request, token, 'POST', `/api/tracking/cargoExpense?parentId=${loads[0]}`, {
      tipoId: kind.id,
      valor,
      data: '2026-05-11',
    });
  }
  for (const limit of [
    { quadro: 'cargo', status: 'aguardandoCarregamento', limiteWip: 2, limiteHoras: 1 },
    { quadro: 'cargo', status: 'emTransito', limiteWip: 5 },
    { quadro: 'cargoExpense', status: 'lancada', limiteWip: 1, limiteHoras: 1 },
  ]) {
    await call(page.request, token, 'POST', '/api/tracking/boardLimit', limit);
  }

  // The demo administrator enters the new company and opens its cargo board.
  await page.goto(`${BASE}/cargo/kanban`);
  await expect(page.getByTestId('cargo-board')).toBeVisible();
  await page.getByRole('button', { name: /Rota Demo Transportes/ }).click();
  await page.getByRole('dialog', { name: 'Selecione a empresa' }).getByText(nome).click();
  await expect(page.getByTestId('topbar-company')).toContainText(nome);
  await page.goto(`${BASE}/cargo/kanban`);
  await expect(page.getByTestId('cargo-board')).toBeVisible();

  // Three cards for a limit of two: the column warns, named by its title alone.
  const waiting = column(page, 'Aguardando carregamento');
  await expect(cards(waiting)).toHaveCount(3);
  await expect(waiting).toHaveAttribute('data-over-limit', 'true');
  await expect(waiting).toHaveAccessibleDescription(/Acima do limite de 2/);
  await expect(waiting.getByTestId('column-count')).toHaveText('3 / 2');
  await expect(waiting.getByTestId('column-over-limit')).toHaveText('Acima do limite de 2');
  // A column within its limit shows it and does not warn.
  const inTransit = column(page, 'Em trânsito');
  await expect(inTransit.getByTestId('column-count')).toHaveText('0 / 5');
  await expect(inTransit).not.toHaveAttribute('data-over-limit', 'true');
  await expect(inTransit).toHaveAccessibleDescription('Limite de 5 cartões');
  // Just created: none is past its hour yet.
  await expect(waiting.locator('[data-over-time]')).toHaveCount(0);

  // Two hours later the board's clock renews and every waiting load is marked.
  await page.clock.fastForward('02:00:00');
  await expect(waiting.locator('[data-over-time]')).toHaveCount(3);
  for (const card of await cards(waiting).all()) {
    await expect(card).toHaveAccessibleName(/^\d+, Campinas\/SP para Curitiba\/PR/);
    await expect(card).toHaveAccessibleDescription(/^Na coluna há mais que o tempo limite de 1 h/);
    await expect(card.getByTestId('card-over-time')).toBeVisible();
  }
  await expect(waiting).toHaveAccessibleDescription(/Acima do limite de 2; Tempo limite: 1 h/);

  // The expense board: two launched for a limit of one, both marked once past their hour.
  await page.goto(`${BASE}/cargoExpense/kanban`);
  await expect(page.getByTestId('cargoExpense-board')).toBeVisible();
  const launched = column(page, 'Lançada');
  await expect(cards(launched)).toHaveCount(2);
  await expect(launched).toHaveAccessibleDescription(/Acima do limite de 1/);
  await expect(launched.getByTestId('column-count')).toHaveText('2 / 1');
  await page.clock.fastForward('02:00:00');
  await expect(launched.locator('[data-over-time]')).toHaveCount(2);
  for (const card of await cards(launched).all()) {
    await expect(card).toHaveAccessibleName(/^\d+, despesa da carga \d+, Pedágio/);
    await expect(card).toHaveAccessibleDescription(/^Na coluna há mais que o tempo limite de 1 h/);
  }
  // A column without limits has no description.
  await expect(column(page, 'Paga')).not.toHaveAttribute('aria-describedby');
  await context.close();
});
