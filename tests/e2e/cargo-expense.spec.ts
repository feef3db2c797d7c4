// Cargo expenses: one is added under a load with a money value and listed under it with the load's
// total; on the expense kanban two users of the demo company see each other's moves live, one
// dragging with the mouse and the other using the keyboard; a disapproval asks for a reason from
// the disapproved reasons register, a move the machine refuses snaps back and says why, and the
// history keeps who moved it and why; the board passes axe in dark and light mode.
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { dragWithMouse } from './drag';
import { field, signIn, storedToken } from './support';

const BASE = '/trackingShippingCompany';
const KANBAN = `${BASE}/cargoExpense/kanban`;

const column = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const cards = (region: Locator) => region.getByRole('button', { name: /^\d+,/ });
const card = (region: Locator, numero: string) =>
  region.getByRole('button', { name: new RegExp(`^${numero},`) });
const numberOf = async (locator: Locator) =>
  /^(\d+)/.exec((await locator.getAttribute('aria-label')) ?? '')![1]!;

async function openBoard(browser: Browser, login: string) {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  const page = await context.newPage();
  await signIn(page, login);
  await page.goto(KANBAN);
  await expect(page.getByTestId('cargoExpense-board')).toBeVisible();
  await expect(page.getByText('Ao vivo')).toBeVisible();
  return page;
}

test.describe.configure({ mode: 'serial' });
// Two browsers and a server on a busy machine: more than the default 30 s.
test.beforeEach(() => test.setTimeout(90_000));

test('an expense is added under a load with a money value and listed under it', async ({ page }) => {
  await signIn(page, 'admin');
  const board = await page.request.get('/api/tracking/cargo/board', {
    headers: { Authorization: `Bearer ${await storedToken(page)}` },
  });
  const loads = ((await board.json()) as { data: { cards: { id: number; numero: number }[] } }).data.cards;
  const load = loads[loads.length - 1]!;

  // From the load's edit screen: its expenses and the way to add one.
  await page.goto(`${BASE}/cargo/edit/${load.id}`);
  await page.getByRole('link', { name: 'Lançar despesa' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/cargoExpense/create/${load.id}$`));
  await page.getByRole('textbox', { name: 'Tipo de despesa' }).click();
  await page.getByRole('option', { name: 'Pedágio', exact: true }).click();
  await field(page, 'Valor').fill('123456');
  await expect(field(page, 'Valor')).toHaveValue('1.234,56');
  await field(page, 'Data').fill('11/05/2026');
  await field(page, 'Descrição').fill('Pedágio da serra');
  await page.getByRole('button', { name: 'Salvar' }).click();

  await expect(page).toHaveURL(new RegExp(`${BASE}/cargoExpense/list/${load.id}$`));
  const row = page.getByRole('row', { name: /Pedágio da serra/ });
  await expect(row).toContainText('R$ 1.234,56');
  await expect(row).toContainText('Lançada');
  // The load's total is the server's exact sum of its expenses.
  await expect(page.getByTestId('expense-totals')).toContainText('R$');

  // It is on the expense kanban, launched, with its value in the user's language.
  await page.goto(KANBAN);
  await expect(
    column(page, 'Lançada').getByRole('button', {
      name: new RegExp(`despesa da carga ${load.numero}, Pedágio, R\\$ 1\\.234,56`),
    }),
  ).toBeVisible();
});

test("two users see each other's expense moves live: mouse in one, keyboard in the other", async ({
  browser,
}) => {
  const [a, b] = await Promise.all([openBoard(browser, 'admin'), openBoard(browser, 'frota')]);
  await expect(a.getByTestId('cargoExpense-presence')).toHaveAttribute('aria-label', /Gestora de Frota Demo/);

  // A drags a launched expense into review with the mouse; B sees it without reloading.
  const dragged = await numberOf(cards(column(a, 'Lançada')).first());
  await dragWithMouse(a, card(column(a, 'Lançada'), dragged), column(a, 'Em análise'));
  await expect(card(column(a, 'Em análise'), dragged)).toBeVisible();
  await expect(card(column(b, 'Em análise'), dragged)).toBeVisible({ timeout: 3_000 });
  await expect(card(column(b, 'Lançada'), dragged)).toHaveCount(0);
  await expect(b.getByTestId('cargoExpense-announcer')).toHaveText(
    `Administrador Demo moveu a despesa ${dragged} para Em análise.`,
  );

  // B approves an expense in review with the keyboard: Space, ArrowRight, Space.
  const moved = await numberOf(cards(column(b, 'Em análise')).last());
  const inReview = card(column(b, 'Em análise'), moved);
  await inReview.focus();
  await b.keyboard.press('Space');
  await b.keyboard.press('ArrowRight');
  await b.keyboard.press('Space');
  await expect(card(column(b, 'Aprovada'), moved)).toBeVisible();
  await expect(card(column(b, 'Aprovada'), moved)).toBeFocused();
  await expect(card(column(a, 'Aprovada'), moved)).toBeVisible({ timeout: 3_000 });
  await expect(a.getByTestId('cargoExpense-announcer')).toHaveText(
    `Gestora de Frota Demo moveu a despesa ${moved} para Aprovada.`,
  );

  // Both moves were saved.
  await a.reload();
  await expect(card(column(a, 'Em análise'), dragged)).toBeVisible();
  await expect(card(column(a, 'Aprovada'), moved)).toBeVisible();
  await Promise.all([a.context().close(), b.context().close()]);
});

test('a disapproval asks for a reason of the register, and a refused move snaps back', async ({
  browser,
}) => {
  const [a, b] = await Promise.all([openBoard(browser, 'admin'), openBoard(browser, 'frota')]);

  const numero = await numberOf(cards(column(a, 'Em análise')).first());
  await dragWithMouse(a, card(column(a, 'Em análise'), numero), column(a, 'Reprovada'));
  const dialog = a.getByRole('dialog', { name: `Mover a despesa ${numero} para Reprovada` });
  await expect(dialog).toBeVisible();
  await expect(card(column(a, 'Em análise'), numero)).toBeVisible();
  await dialog.getByRole('button', { name: 'Mover' }).click();
  await expect(dialog.getByText('Escolha um motivo da lista.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Motivo' }).click();
  await a.getByRole('option', { name: 'Comprovante ilegível' }).click();
  await dialog.getByRole('textbox', { name: 'Observação (opcional)' }).fill('Foto sem foco');
  await dialog.getByRole('button', { name: 'Mover' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(column(a, 'Reprovada'), numero)).toBeVisible();
  await expect(card(column(b, 'Reprovada'), numero)).toBeVisible({ timeout: 3_000 });

  // Launched straight to paid: the machine refuses, the card snaps back and the user reads why.
  const refused = await numberOf(cards(column(a, 'Lançada')).first());
  await a.getByTestId('cargoExpense-board').evaluate((node) => (node.scrollLeft = node.scrollWidth));
  await dragWithMouse(a, card(column(a, 'Lançada'), refused), column(a, 'Paga'));
  await expect(a.getByText(`A despesa ${refused} não pode ir de Lançada para Paga.`).first()).toBeVisible();
  await expect(card(column(a, 'Lançada'), refused)).toBeVisible();
  await expect(card(column(a, 'Paga'), refused)).toHaveCount(0);

  // The details show the reason and who gave it.
  await card(column(a, 'Reprovada'), numero).click();
  await expect(a).toHaveURL(/\/cargoExpense\/kanban\/edit\/\d+$/);
  const drawer = a.getByRole('dialog', { name: `Despesa ${numero}` });
  await expect(drawer.getByText('Comprovante ilegível: Foto sem foco')).toBeVisible();
  await expect(drawer.getByText('por Administrador Demo').first()).toBeVisible();
  await a.keyboard.press('Escape');
  await expect(a).toHaveURL(/\/cargoExpense\/kanban$/);
  await Promise.all([a.context().close(), b.context().close()]);
});

for (const [locale, dark] of [
  ['pt', true],
  ['ar', false],
] as const) {
  test(`the expense board has no serious axe violations (${locale}, ${dark ? 'dark' : 'light'})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1600, height: 900 });
    await signIn(page, 'admin');
    await page.evaluate(
      ([l, d]) => {
        localStorage.setItem('rota.locale', JSON.stringify(l));
        localStorage.setItem('rota.darkmode', JSON.stringify(d));
      },
      [locale, dark] as const,
    );
    await page.goto(KANBAN);
    await expect(page.getByTestId('cargoExpense-board')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    // Its details drawer too (in Arabic a card's name begins with its number and an Arabic comma).
    await page.locator('[data-board-card]').first().click();
    await expect(page.getByTestId('cargoExpense-detail')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
