// The sign-in page and the dashboard are served with their route's chunks named for preloading
// (server/spa-pages.ts), and those are the files the page then runs: the browser asks for no
// chunk of the entry's first wave a second time, and other pages name no file ahead. The
// message catalogs named are those of the reader's language (the rota-locale cookie).
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

const preloadsOf = async (page: Page, path: string) => {
  const html = await (await page.request.get(path, { headers: { accept: 'text/html' } })).text();
  return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);
};

test('/login names its chunk and its language’s catalog ahead, and the page runs from them', async ({
  page,
}) => {
  const preloaded = await preloadsOf(page, '/login');
  // The sign-in chunk and the Portuguese catalog (no language chosen yet).
  expect(preloaded).toHaveLength(2);
  expect(preloaded.filter((file) => /\/sign-in-[^/]+\.js$/.test(file))).toHaveLength(1);
  expect(preloaded.filter((file) => /\/pt-[^/]+\.js$/.test(file))).toHaveLength(1);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  expect(scripts).toEqual(expect.arrayContaining(preloaded));
  // Each file once: the preload is the request the module system uses.
  expect(new Set(scripts).size).toBe(scripts.length);
});

test('a reader who chose Arabic gets the Arabic catalog named, not the Portuguese one', async ({ page }) => {
  await page.goto('/login');
  // The language the app keeps; the page shown in it tells the server through its cookie.
  await page.evaluate(() => localStorage.setItem('rota.locale', '"ar"'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const preloaded = await preloadsOf(page, '/login');
  expect(preloaded.filter((file) => /\/ar-[^/]+\.js$/.test(file))).toHaveLength(1);
  expect(preloaded.filter((file) => /\/pt-[^/]+\.js$/.test(file))).toHaveLength(0);
});

test('/dashboard names the shell’s and its own chunks ahead; other pages name none', async ({ page }) => {
  const preloaded = await preloadsOf(page, '/dashboard');
  expect(preloaded.length).toBeGreaterThanOrEqual(2);
  // A signed-in page never needs the sign-in form's own chunk.
  expect(preloaded.filter((file) => /\/sign-in-[^/]+\.js$/.test(file))).toEqual([]);
  expect(await preloadsOf(page, '/entrega/list')).toEqual([]);

  await signIn(page, 'admin');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-abertas')).toBeVisible();
  expect(scripts).toEqual(expect.arrayContaining(preloaded));
  expect(scripts.filter((file) => /\/sign-in-[^/]+\.js$/.test(file))).toEqual([]);
});

test('/dashboard names its stylesheets ahead, and they are the ones the page applies', async ({ page }) => {
  const html = await (await page.request.get('/dashboard', { headers: { accept: 'text/html' } })).text();
  const styles = [...html.matchAll(/<link rel="preload" as="style" crossorigin href="([^"]+)">/g)].map(
    (m) => m[1]!,
  );
  // The shell's and the dashboard's own: Mantine's styles travel with the components using them.
  expect(styles.length).toBeGreaterThanOrEqual(2);

  await signIn(page, 'admin');
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
  });
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-abertas')).toBeVisible();
  expect(stylesheets).toEqual(expect.arrayContaining(styles));
  expect(new Set(stylesheets).size).toBe(stylesheets.length);
  const applied = await page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) => (sheet.href ? [new URL(sheet.href).pathname] : [])),
  );
  expect(applied).toEqual(expect.arrayContaining(styles));
});

test('/dashboard loads its read’s client and schemas after its first contentful paint', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/dashboard');
  // The per-state table shows once the counts are read.
  await expect(page.getByTestId('dashboard-ufs')).toBeVisible();
  const timings = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    read: performance
      .getEntriesByType('resource')
      .find((entry) => /\/dashboard-api-[^/]+\.js$/.test(new URL(entry.name).pathname))?.startTime,
  }));
  expect(timings.paint).toBeDefined();
  expect(timings.read).toBeDefined();
  expect(timings.read!).toBeGreaterThanOrEqual(timings.paint!);
});

test('/dashboard’s first read is started by a script of its own, before the entry, and made once', async ({
  page,
}) => {
  const html = await (await page.request.get('/dashboard', { headers: { accept: 'text/html' } })).text();
  const scripts = [...html.matchAll(/<script type="module"[^>]* src="([^"]+)"/g)].map((m) => m[1]!);
  expect(scripts).toHaveLength(2);
  expect(scripts[0]).toMatch(/\/early-reads-[^/]+\.js$/);
  expect(scripts[1]).toMatch(/\/index-[^/]+\.js$/);

  await signIn(page, 'admin');
  let reads = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/tracking/dashboard/entregas') reads += 1;
  });
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-ufs')).toBeVisible();
  expect(reads).toBe(1);
});
