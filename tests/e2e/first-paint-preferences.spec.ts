// Before any script has run, a page already has its reader's direction and background: the SPA
// tells the server its language and colour scheme in cookies (src/app/preference-cookies.ts) and
// the server writes them on <html> (server/spa-pages.ts). A dark reader no longer sees a white
// page while the application loads, nor an Arabic reader a page that flips sides.
import { expect, test, type Page } from '@playwright/test';

/** The page at `path` as it stands before its scripts run (they are refused). */
const beforeScripts = async (page: Page, path: string) => {
  await page.route('**/*.js', (route) => route.abort());
  await page.goto(path);
  const html = page.locator('html');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.unroute('**/*.js');
  return { html, background };
};

test('a first visit is in Portuguese and dark, the defaults, on every page', async ({ page }) => {
  for (const path of ['/', '/login', '/entrega/list']) {
    const { html, background } = await beforeScripts(page, path);
    await expect(html).toHaveAttribute('lang', 'pt');
    await expect(html).toHaveAttribute('dir', 'ltr');
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(background, path).toBe('rgb(29, 30, 48)');
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
    const { html, background } = await beforeScripts(page, path);
    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    expect(background, path).toBe('rgb(255, 255, 255)');
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
