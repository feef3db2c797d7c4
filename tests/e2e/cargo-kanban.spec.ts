// The cargo kanban with two users of the demo company side by side: a card dragged with the mouse
// by one and another moved with the keyboard by the other show on both boards without reloading;
// a move that needs a reason asks for one, picked from the company's reasons register; a move the
// machine refuses snaps back and says why; a reload shows what was saved; and another company's
// users see none of the demo company's loads.
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { dragWithMouse } from './drag';
import { signIn, storedToken } from './support';
import { newCompany } from './tracking-support';

const KANBAN = '/trackingShippingCompany/cargo/kanban';

const column = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const cards = (region: Locator) => region.getByRole('button', { name: /^\d+,/ });
const card = (region: Locator, numero: string) =>
  region.getByRole('button', { name: new RegExp(`^${numero},`) });

async function openBoard(browser: Browser, login: string) {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1000 } });
  const page = await context.newPage();
  await signIn(page, login);
  await page.goto(KANBAN);
  await expect(page.getByTestId('cargo-board')).toBeVisible();
  await expect(page.getByText('Ao vivo')).toBeVisible();
  return page;
}

/** The number a card's accessible name begins with. */
const numberOf = async (locator: Locator) =>
  /^(\d+)/.exec((await locator.getAttribute('aria-label')) ?? '')![1]!;

test.describe.configure({ mode: 'serial' });

test("two users see each other's moves live: one drags with the mouse, the other uses the keyboard", async ({
  browser,
}) => {
  const [a, b] = await Promise.all([openBoard(browser, 'admin'), openBoard(browser, 'rms')]);
  // Each sees the other on the board.
  await expect(a.getByTestId('cargo-presence')).toHaveAttribute('aria-label', /Usuário RMS/);
  await expect(b.getByTestId('cargo-presence')).toHaveAttribute('aria-label', /Administrador Demo/);

  // A drags a waiting load into loading with the mouse.
  // Cards are pinned by their number: other specs may add loads to the demo board meanwhile.
  const dragged = await numberOf(cards(column(a, 'Aguardando carregamento')).first());
  const waiting = card(column(a, 'Aguardando carregamento'), dragged);
  await dragWithMouse(a, waiting, column(a, 'Em carregamento'));
  await expect(card(column(a, 'Em carregamento'), dragged)).toBeVisible();
  // B sees it without reloading, within a second or so, and hears who moved it.
  await expect(card(column(b, 'Em carregamento'), dragged)).toBeVisible({ timeout: 2_000 });
  await expect(card(column(b, 'Aguardando carregamento'), dragged)).toHaveCount(0);
  await expect(b.getByTestId('cargo-announcer')).toHaveText(
    `Administrador Demo moveu a carga ${dragged} para Em carregamento.`,
  );

  // B moves a load in transit to unloading with the keyboard: Space, ArrowRight, Space.
  const moved = await numberOf(cards(column(b, 'Em trânsito')).first());
  const inTransit = card(column(b, 'Em trânsito'), moved);
  await inTransit.focus();
  await b.keyboard.press('Space');
  await b.keyboard.press('ArrowRight');
  await b.keyboard.press('Space');
  await expect(card(column(b, 'Em descarga'), moved)).toBeVisible();
  await expect(card(column(b, 'Em descarga'), moved)).toBeFocused();
  await expect(card(column(a, 'Em descarga'), moved)).toBeVisible({ timeout: 2_000 });
  await expect(card(column(a, 'Em trânsito'), moved)).toHaveCount(0);

  // Escape puts a held card back where it was.
  const kept = await numberOf(cards(column(b, 'Em trânsito')).first());
  const another = card(column(b, 'Em trânsito'), kept);
  await another.focus();
  await b.keyboard.press('Enter');
  await b.keyboard.press('ArrowRight');
  await b.keyboard.press('Escape');
  await expect(card(column(b, 'Em trânsito'), kept)).toBeVisible();

  // Both moves were saved: a reload shows them.
  await a.reload();
  await expect(card(column(a, 'Em carregamento'), dragged)).toBeVisible();
  await expect(card(column(a, 'Em descarga'), moved)).toBeVisible();
  await expect(card(column(a, 'Em trânsito'), kept)).toBeVisible();
  await Promise.all([a.context().close(), b.context().close()]);
});

test('a move that needs a reason asks for it, and a refused move snaps back', async ({ browser }) => {
  const [a, b] = await Promise.all([openBoard(browser, 'admin'), openBoard(browser, 'rms')]);

  // Not served needs a reason: the dialog comes first, and the card moves once it is given.
  const numero = await numberOf(cards(column(a, 'Aguardando carregamento')).first());
  const waiting = card(column(a, 'Aguardando carregamento'), numero);
  await dragWithMouse(a, waiting, column(a, 'Não atendida'));
  const dialog = a.getByRole('dialog', { name: `Mover a carga ${numero} para Não atendida` });
  await expect(dialog).toBeVisible();
  await expect(card(column(a, 'Aguardando carregamento'), numero)).toBeVisible();
  // The reason is picked from the company's non-attendance reasons; the note is optional.
  await dialog.getByRole('button', { name: 'Mover' }).click();
  await expect(dialog.getByText('Escolha um motivo da lista.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Motivo' }).click();
  await a.getByRole('option', { name: 'Estabelecimento fechado' }).click();
  await dialog.getByRole('textbox', { name: 'Observação (opcional)' }).fill('Sem veículo disponível na data');
  await dialog.getByRole('button', { name: 'Mover' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(column(a, 'Não atendida'), numero)).toBeVisible();
  await expect(card(column(b, 'Não atendida'), numero)).toBeVisible({ timeout: 2_000 });

  // Straight from waiting to delivered: the machine refuses, the card snaps back, and why is shown.
  const refused = await numberOf(cards(column(a, 'Aguardando carregamento')).first());
  const other = card(column(a, 'Aguardando carregamento'), refused);
  await dragWithMouse(a, other, column(a, 'Entregue'));
  await expect(
    a.getByText(`A carga ${refused} não pode ir de Aguardando carregamento para Entregue.`).first(),
  ).toBeVisible();
  await expect(card(column(a, 'Aguardando carregamento'), refused)).toBeVisible();
  await expect(card(column(a, 'Entregue'), refused)).toHaveCount(0);

  // The details drawer shows the reason in the history; a reload shows the saved board.
  await card(column(a, 'Não atendida'), numero).click();
  await expect(a).toHaveURL(new RegExp(`/trackingShippingCompany/cargo/kanbanEdit/\\d+$`));
  const drawer = a.getByRole('dialog', { name: `Carga ${numero}` });
  await expect(drawer.getByText('Estabelecimento fechado: Sem veículo disponível na data')).toBeVisible();
  // Newest first: the move (a load created in another spec also shows its creation below).
  await expect(drawer.getByText('por Administrador Demo').first()).toBeVisible();
  await a.reload();
  await expect(a.getByRole('dialog', { name: `Carga ${numero}` })).toBeVisible();
  await a.keyboard.press('Escape');
  await expect(a).toHaveURL(/\/cargo\/kanban$/);
  await expect(card(column(a, 'Não atendida'), numero)).toBeVisible();
  await expect(card(column(a, 'Aguardando carregamento'), refused)).toBeVisible();
  await Promise.all([a.context().close(), b.context().close()]);
});

test("another company's users see none of the demo company's loads", async ({ browser }) => {
  const demo = await openBoard(browser, 'admin');
  const demoNumbers = await cards(column(demo, 'Em trânsito')).evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute('aria-label')),
  );
  expect(demoNumbers.length).toBeGreaterThan(0);

  // The administrator of a newly signed-up company: no cargo kanban and no data.
  const context = await browser.newContext();
  const page = await context.newPage();
  const login = await newCompany(page, 'quadro', 'Dona da Outra Transportadora', 'outra-senha-123');
  await signIn(page, login, 'outra-senha-123');
  await page.goto(KANBAN);
  await expect(page.getByText('Você não tem permissão para ver o kanban de cargas.')).toBeVisible();
  const board = await page.request.get('/api/tracking/cargo/board', {
    headers: { Authorization: `Bearer ${await storedToken(page)}` },
  });
  expect(board.status()).toBe(403);

  // The demo administrator switched to the other company it may access: its board has none of them.
  await demo.getByRole('button', { name: /Rota Demo Transportes/ }).click();
  await demo.getByRole('dialog', { name: 'Selecione a empresa' }).getByText('Rota Logística Norte').click();
  await expect(demo.getByTestId('topbar-company')).toContainText('Rota Logística Norte');
  await demo.goto(KANBAN);
  await expect(demo.getByTestId('cargo-board')).toBeVisible();
  // Other specs create loads of that company meanwhile; none of the demo company's shows there.
  await expect(demo.getByText('Ao vivo')).toBeVisible();
  for (const label of demoNumbers) {
    const numero = /^(\d+),/.exec(label ?? '')![1]!;
    await expect(demo.getByRole('button', { name: new RegExp(`^${numero},`) })).toHaveCount(0);
  }
  await Promise.all([context.close(), demo.context().close()]);
});
