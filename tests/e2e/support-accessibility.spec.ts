// axe-core over the support screens in their working states (an open conversation with its
// composer, the timeline, the predefined scripts register): no serious or critical violation, in
// the dark and the light scheme.
import { expect, test } from '@playwright/test';
import { signIn } from './support';
import { seriousViolations } from './axe';

const SCREENS = {
  admin: ['/support/chat?c=2', '/support/timeline', '/checklist/predefinedScript/list'],
  // A customer's view: their own conversation, with whether support is online.
  conferente: ['/support/chat?c=2'],
};

for (const dark of [true, false]) {
  test(`the support screens have no serious axe violation (${dark ? 'dark' : 'light'})`, async ({ page }) => {
    for (const [login, paths] of Object.entries(SCREENS)) {
      await signIn(page, login);
      await page.evaluate((d) => localStorage.setItem('rota.darkmode', JSON.stringify(d)), dark);
      for (const path of paths) {
        await page.goto(path);
        await expect(page.locator('h2').first()).toBeVisible();
        await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page), `${login} on ${path}`).toEqual([]);
      }
    }
  });
}
