// Shared steps of the end-to-end specs.
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

/** A form input by its label; a required label carries an asterisk. */
export const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));

/** Signs in through a login screen and waits for the module chooser. */
export async function signIn(
  page: Page,
  login: string,
  password = DEMO_PASSWORD,
  path = '/login',
  landing: RegExp = /\/module$/,
) {
  await page.goto(path);
  await field(page, 'Login').fill(login);
  await field(page, 'Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(landing);
}

/** Enters the main tracking layout from the module chooser and waits for its page to load. */
export async function openTrackingLayout(page: Page) {
  await page.getByTestId('module-tracking').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('dashboard')).toBeVisible();
}

/** Opens the user dropdown of the top bar. */
export async function openUserMenu(page: Page) {
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menu')).toBeVisible();
}

/** The bearer token the SPA keeps in browser storage. */
export async function storedToken(page: Page): Promise<string> {
  const raw = await page.evaluate(() => localStorage.getItem('rota.token'));
  return JSON.parse(raw ?? 'null') as string;
}

export const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
