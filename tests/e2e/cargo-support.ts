// What the cargo screens' specs share: the layout's base path, a fresh valid CPF for a new
// driver, and the administrator working in its second company (Rota Logística Norte), so these
// specs never touch the demo board the kanban spec drags cards on.
import { expect, type Page } from '@playwright/test';
import { withCpfCheckDigits } from '../../src/domain/documents/cpf';
import { signIn } from './support';

export const SHIPPING_BASE = '/trackingShippingCompany';

/** A random CPF with both check digits right, never starting with 0 or 1 (never all equal). */
export const randomCpf = (): string =>
  withCpfCheckDigits(
    String(2 + Math.floor(Math.random() * 7)) + String(Math.random()).slice(2, 10).padEnd(8, '0'),
  );

/** Signs in as the demo administrator and switches to its second company. */
export async function signInToNorte(page: Page) {
  await signIn(page, 'admin');
  await page.goto(`${SHIPPING_BASE}/user/profile`);
  await page.getByRole('button', { name: /Rota Demo Transportes/ }).click();
  await page.getByRole('dialog', { name: 'Selecione a empresa' }).getByText('Rota Logística Norte').click();
  await expect(page.getByTestId('topbar-company')).toContainText('Rota Logística Norte');
}
