// axe-core over the logistics screens with their demo data: no serious or critical violation, in
// the dark and the light scheme.
import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { signIn } from './support';

const SCREENS = [
  '/shlog/tripStatus/',
  '/shlog/fleet/status/list',
  '/shlog/monitoramentoLogistico/',
  '/shlog/freteRapido/solicitacaoColeta/nfe/',
];

for (const dark of [true, false]) {
  test(`the logistics screens have no serious axe violation (${dark ? 'dark' : 'light'})`, async ({
    page,
  }) => {
    // Four screens, each read by axe once every transition has ended.
    test.setTimeout(120_000);
    await signIn(page, 'admin');
    await page.evaluate((d) => localStorage.setItem('rota.darkmode', JSON.stringify(d)), dark);
    for (const path of SCREENS) {
      await page.goto(path);
      await expect(page.locator('h2').first()).toBeVisible();
      await expect(page.locator('[data-testid=updated-at], tbody tr').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
}
