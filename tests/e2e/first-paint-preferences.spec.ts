// Before any script has run, a page already has its reader's direction and background: the SPA
// tells the server its language and colour scheme in cookies (src/app/preference-cookies.ts) and
// the server writes them on <html> (server/spa-pages.ts). A dark reader no longer sees a white
// page while the application loads, nor an Arabic reader a page that flips sides.
import { expect, test, type Page } from '@playwright/test';

interface FirstPaint {
  lang: string;
  dir: 'ltr' | 'rtl';
  scheme: 'dark' | 'light';
  background: string;
}

/** The defaults: the theme's dark page background (src/app/theme.ts, dark[7]). */
const PORTUGUESE_DARK: FirstPaint = { lang: 'pt', dir: 'ltr', scheme: 'dark', background: 'rgb(29, 30, 48)' };
const ARABIC_LIGHT: FirstPaint = {
  lang: 'ar',
  dir: 'rtl',
  scheme: 'light',
  background: 'rgb(255, 255, 255)',
};

/** The page at `path` as it stands before its scripts run (they are refused) is as `expected`. */
const expectBeforeScripts = async (page: Page, path: string, expected: FirstPaint) => {
  await page.route('**/*.js', (route) => route.abort());
  await page.goto(path);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', expected.lang);
  await expect(html).toHaveAttribute('dir', expected.dir);
  await expect(html).toHaveAttribute('data-mantine-color-scheme', expected.scheme);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background, path).toBe(expected.background);
  await page.unroute('**/*.js');
};

test('a first visit is in Portuguese and dark, the defaults, on every page', async ({ page }) => {
  for (const path of ['/', '/login', '/entrega/list']) {
    await expectBeforeScripts(page, path, PORTUGUESE_DARK);
  }
});

test('a reader who chose Arabic and light mode gets the next page so before it runs', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => {
    localStorage.setItem('rota.locale', '"ar"');
    localStorage.setItem('rota.darkmode', 'false');
  });
  // The page shown in them tells the server through its cookies.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('body')).toHaveClass(/white-content/);

  for (const path of ['/login', '/entrega/list']) {
    await expectBeforeScripts(page, path, ARABIC_LIGHT);
  }
});

test('pages come compressed to a browser that takes it', async ({ page }) => {
  const answer = await page.request.get('/entrega/list', {
    headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
  });
  expect(answer.headers()['content-encoding']).toBe('br');
  expect(answer.headers()['vary']).toContain('cookie');
  expect(await answer.text()).toContain('<div id="root"></div>');
});
