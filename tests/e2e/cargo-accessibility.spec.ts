// The cargo register's screens, the driver and vehicle screens, a rotogram's stops, a load's rotogram and the
// board's reason dialog pass axe's serious and critical checks, in dark and light mode, with
// Portuguese and Arabic (right to left), the way tests/e2e/accessibility.spec.ts checks the others.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';
import { seriousViolations } from './axe';

const BASE = '/trackingShippingCompany';

async function expectNoSeriousViolations(page: Page, where: string) {
  expect((await seriousViolations(page)).map((line) => `${where}: ${line}`)).toEqual([]);
}

for (const [locale, dark] of [
  ['pt', true],
  ['ar', false],
] as const) {
  test(`cargo screens have no serious axe violations (${locale}, ${dark ? 'dark' : 'light'})`, async ({
    page,
  }) => {
    // Ten screens, each analysed whole: more than the default 30 s on a busy machine.
    test.setTimeout(150_000);
    await signIn(page, 'admin');
    await page.evaluate(
      ([l, d]) => {
        localStorage.setItem('rota.locale', JSON.stringify(l));
        localStorage.setItem('rota.darkmode', JSON.stringify(d));
      },
      [locale, dark] as const,
    );
    const board = await page.request.get('/api/tracking/cargo/board', {
      headers: {
        Authorization: `Bearer ${JSON.parse((await page.evaluate(() => localStorage.getItem('rota.token')))!)}`,
      },
    });
    const cards = ((await board.json()) as { data: { cards: { id: number }[] } }).data.cards;
    const screens: [string, string][] = [
      ['list', `${BASE}/cargo/list`],
      ['create', `${BASE}/cargo/create`],
      ['edit', `${BASE}/cargo/edit/${cards[0]!.id}`],
      ['drivers', `${BASE}/driver/list`],
      ['vehicles', `${BASE}/vehicle/list`],
      ['vehicle', `${BASE}/vehicle/create`],
      ['import', `${BASE}/cargo/importExcel`],
      ['rotograms', `${BASE}/rotogram/list`],
      ['rotogram', `${BASE}/rotogram/edit/1`],
      ['load rotogram', `${BASE}/cargoRotogram/rotogram/${cards[0]!.id}`],
    ];
    for (const [where, path] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(page, where);
    }
  });
}

test('the reason dialog has no serious axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await signIn(page, 'admin');
  await page.goto(`${BASE}/cargo/kanban`);
  // A load waiting to be loaded, sent to "not served" from the keyboard: the dialog asks why.
  const waiting = page.getByRole('region', { name: 'Aguardando carregamento', exact: true });
  const label = await waiting.getByRole('button', { name: /^\d+,/ }).last().getAttribute('aria-label');
  const numero = /^(\d+),/.exec(label ?? '')![1]!;
  const card = waiting.getByRole('button', { name: new RegExp(`^${numero},`) });
  await card.focus();
  await page.keyboard.press('Space');
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  const dialog = page.getByRole('dialog', { name: `Mover a carga ${numero} para Não atendida` });
  await expect(dialog.getByRole('textbox', { name: 'Motivo' })).toBeVisible();
  await expectNoSeriousViolations(page, 'reason dialog');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
});
