// axe-core over every built screen (accessibility-routes.ts): no serious or critical violation,
// in the default dark scheme, and in the light scheme for every tracking screen and a representative
// screen of each other kind.
import { expect, test, type Page } from '@playwright/test';
import { SCREENS, type ScreenPath } from './accessibility-routes';
import { seriousViolations } from './axe';
import { storedSession } from '../support/stored-session';
import { DEMO_PASSWORD } from './support';

type Scheme = 'dark' | 'light';

/** Signs the administrator in through the API and stores the session as the SPA does. */
async function storeSession(page: Page, scheme: Scheme, signedIn: boolean) {
  const values: Record<string, unknown> = { 'rota.darkmode': scheme === 'dark' };
  if (signedIn) {
    const answer = await page.request.post('/api/scheduler/v1/access/login', {
      data: { login: 'admin', password: DEMO_PASSWORD },
    });
    expect(answer.ok()).toBe(true);
    Object.assign(values, storedSession(await answer.json()));
  }
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, JSON.stringify(value));
  }, values);
}

const runs: { screen: ScreenPath; scheme: Scheme }[] = SCREENS.flatMap((screen) => [
  { screen, scheme: 'dark' as const },
  ...(screen.light ? [{ screen, scheme: 'light' as const }] : []),
]);

test.describe.configure({ mode: 'parallel' });

for (const { screen, scheme } of runs) {
  test(`${screen.path} (${scheme}) has no serious or critical axe violation`, async ({ page }) => {
    await storeSession(page, scheme, !screen.public);
    await page.goto(screen.path);
    await page.waitForLoadState('networkidle');
    // The page has rendered: a heading or the login form, and no loader left spinning.
    await expect(page.locator('h1, h2, h3, form').first()).toBeVisible();
    await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
    const violations = await seriousViolations(page);
    expect(violations, `on ${screen.path} (${scheme}):\n  ${violations.join('\n  ')}`).toEqual([]);
  });
}
