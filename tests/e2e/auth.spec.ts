// Sign-in as each demo user, what each may see, the route guard and the not-found page.
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, field, openTrackingLayout, openUserMenu, signIn } from './support';

test('an unauthenticated visit to a protected route redirects to /login', async ({ page }) => {
  await page.goto('/empresa/list');
  // It keeps the page asked for, to go there once signed in.
  await expect(page).toHaveURL(/\/login\?next=%2Fempresa%2Flist$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Página não encontrada')).toBeVisible();
});

test('wrong credentials show the error and keep no session', async ({ page }) => {
  await page.goto('/login');
  await field(page, 'Login').fill('admin');
  await field(page, 'Senha').fill('wrong-password');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByTestId('login-error')).toContainText('Login ou senha inválidos');
  expect(await page.evaluate(() => localStorage.getItem('rota.token'))).toBe('null');
});

test('admin sees every module and the company entry of the user menu', async ({ page }) => {
  await signIn(page, 'admin');
  for (const m of ['tracking', 'checklist', 'workflow', 'bi', 'financial', 'support']) {
    await expect(page.getByTestId(`module-${m}`)).toBeVisible();
  }
  await openTrackingLayout(page);
  await expect(page.getByRole('banner').getByText('Conectado como:')).toBeVisible();
  await openUserMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Empresa' })).toBeVisible();
});

test('operador sees only the tracking module, the full tracking sidebar, and no company access', async ({
  page,
}) => {
  await signIn(page, 'operador');
  await expect(page.getByTestId('module-tracking')).toBeVisible();
  await expect(page.getByTestId('module-checklist')).toHaveCount(0);
  await expect(page.getByTestId('module-financial')).toHaveCount(0);
  await openTrackingLayout(page);
  const nav = page.getByTestId('sidebar-nav');
  for (const href of ['/dashboard', '/empresa/list', '/usuario/list', '/entrega/list']) {
    await expect(nav.locator(`a[href="${href}"]`)).toBeVisible();
  }
  // The company name is plain text, not a link to the company modal.
  await expect(page.getByTestId('topbar-company')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rota Demo Transportes' })).toHaveCount(0);
  // The sidebar shows the user list to everyone; the server refuses the data.
  await page.goto('/usuario/list');
  await expect(page.getByText('Você não tem permissão para acessar esta página.')).toBeVisible();
});

test('rms signs in and may open the company modal', async ({ page }) => {
  await signIn(page, 'rms');
  await openTrackingLayout(page);
  await page.getByRole('button', { name: /Rota Demo Transportes/ }).click();
  await expect(page.getByRole('dialog', { name: 'Selecione a empresa' })).toBeVisible();
});

test('the delivery client signs in through the tracking client login', async ({ page }) => {
  await signIn(page, 'cliente', undefined, '/trackingClient/login', /\/trackingClient\/opened$/);
  await expect(page.getByRole('banner').getByText('Conectado como:')).toBeVisible();
});

test('log out clears the session and goes to /login', async ({ page }) => {
  await signIn(page, 'admin');
  await openTrackingLayout(page);
  await openUserMenu(page);
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/module');
  await expect(page).toHaveURL(/\/login\?next=%2Fmodule$/);
});

test('an expired session says so and, signed in again, returns to the page the user was on', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/entrega/list?uf=SP');
  await expect(page.getByText(/Exibindo \d+ até \d+/)).toBeVisible({ timeout: 15_000 });
  // The server no longer accepts the token the browser holds (as after an expiry or a sign-out
  // elsewhere): the next call answers 401.
  await page.evaluate(() => localStorage.setItem('rota.token', JSON.stringify('expired.token.value')));
  await page.reload();
  await expect(page).toHaveURL(/\/login\?next=%2Fentrega%2Flist%3Fuf%3DSP&reason=expired$/);
  await expect(page.getByTestId('login-expired')).toHaveText(
    'Sua sessão expirou. Entre novamente para voltar à página em que estava.',
  );
  await field(page, 'Login').fill('admin');
  await field(page, 'Senha').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/entrega\/list\?uf=SP$/);
  await expect(page.getByText(/Exibindo \d+ até \d+/)).toBeVisible();
});

test('the sign-in page never follows a return address to another site', async ({ page }) => {
  await page.goto('/login?next=//evil.example/steal');
  await field(page, 'Login').fill('admin');
  await field(page, 'Senha').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/module$/);
});
