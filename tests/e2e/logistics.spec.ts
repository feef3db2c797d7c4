// The logistics screens as a user works them, on the demo company (a logistics company on a fresh
// start): the trips follow a load moved through the API without a reload, the refresh pauses, the
// late filter, the fleet's state filters and plate search, the panel's figures opening their
// lists, and a Frete Rápido pickup asked of a local stand-in of the service.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { randomCpf } from './cargo-support';
import { signIn, storedToken } from './support';

const auth = async (page: Page) => ({ authorization: `Bearer ${await storedToken(page)}` });

/** A Mercosul plate no demo vehicle has. */
const freshPlate = () => {
  const letters = 'QWXYZ';
  const pick = () => letters[Math.floor(Math.random() * letters.length)];
  return `${pick()}${pick()}${pick()}${Math.floor(Math.random() * 10)}L${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
};

test('a load moved through the API shows its new status on the trips without a reload', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'admin');
  const headers = await auth(page);
  const cpf = randomCpf();
  const driver = await page.request.post('/api/tracking/driver', {
    headers,
    data: { nome: 'Motorista da Logística', cpf },
  });
  expect(driver.status()).toBe(201);
  const plate = freshPlate();
  const created = await page.request.post('/api/tracking/cargo', {
    headers,
    data: {
      origemCidade: 'Campinas',
      origemUf: 'SP',
      destinoCidade: 'Curitiba',
      destinoUf: 'PR',
      motoristaCpf: cpf,
      placa: plate,
      peso: '1000',
      cubagem: '10',
      valorFrete: '1500',
      coletaPrevista: '2026-05-10',
      entregaPrevista: '2026-05-12',
      embarcador: 'Embarcador da Logística',
      tomador: 'Tomador da Logística',
    },
  });
  expect(created.status()).toBe(201);
  const load = (await created.json()).data as { id: number; numero: number };

  await page.goto('/shlog/tripStatus/');
  await expect(page.getByRole('heading', { name: 'Status das viagens', level: 2 })).toBeVisible();
  await expect(page.getByTestId('updated-at')).toContainText('Atualizado às');
  await page.getByRole('textbox', { name: 'Pesquisar' }).fill(plate);
  const row = page.getByRole('row').filter({ hasText: String(load.numero) });
  await expect(row).toContainText('Aguardando carregamento');
  // Its arrival day is past: the trip is late.
  await expect(row).toContainText('Atrasada');
  await expect(row).toContainText('Campinas/SP');

  const moved = await page.request.post(`/api/tracking/cargo/${load.id}/status`, {
    headers,
    data: { to: 'emCarregamento', version: 0 },
  });
  expect(moved.status()).toBe(200);
  // Within the ten-second refresh, without touching the page.
  await expect(row).toContainText('Em carregamento', { timeout: 15_000 });

  // Paused, the screen keeps what it shows.
  const pause = page.getByRole('button', { name: 'Pausar atualização automática' });
  await pause.click();
  await expect(page.getByRole('button', { name: 'Retomar atualização automática' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText('Atualização pausada')).toBeVisible();
  await page.request.post(`/api/tracking/cargo/${load.id}/status`, {
    headers,
    data: { to: 'emTransito', version: 1 },
  });
  await page.waitForTimeout(11_000);
  await expect(row).toContainText('Em carregamento');
  await page.getByRole('button', { name: 'Atualizar agora' }).click();
  await expect(row).toContainText('Em trânsito');
});

test('the late filter, the status filter and their counts', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/shlog/tripStatus/');
  await page.getByRole('checkbox', { name: /Somente atrasadas/ }).check();
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toContainText('Atrasada');
  await expect(rows.filter({ hasNotText: 'Atrasada' })).toHaveCount(0);
  await page.getByRole('checkbox', { name: /Somente atrasadas/ }).uncheck();
  await page.getByRole('textbox', { name: 'Filtrar por status' }).click();
  await page.getByRole('option', { name: /^Em trânsito \(\d+\)$/ }).click();
  await expect(rows.first()).toContainText('Em trânsito');
  await expect(rows.filter({ hasNotText: 'Em trânsito' })).toHaveCount(0);
});

test('the fleet filters by state and finds a plate', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/shlog/fleet/status/list');
  await expect(page.getByRole('heading', { name: 'Status da frota', level: 2 })).toBeVisible();
  // Each state's count is a chip: a radio whose label is the visible part.
  const chip = (name: RegExp) => page.locator('label').filter({ hasText: name });
  await chip(/^Disponível \(\d+\)$/).click();
  await expect(page.getByRole('radio', { name: /^Disponível/ })).toBeChecked();
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toContainText('Disponível');
  await expect(rows.filter({ hasNotText: 'Disponível' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Pesquisar' }).fill('rta-1a01');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('RTA1A01');
  await chip(/^Em viagem \(\d+\)$/).click();
  await expect(page.getByText('Nenhum registro encontrado')).toBeVisible();
});

test('the monitoring panel opens the lists its figures count', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/shlog/monitoramentoLogistico/');
  await expect(page.getByRole('heading', { name: 'Monitoramento logístico', level: 2 })).toBeVisible();
  const late = page.getByTestId('figure-atrasadas');
  await expect(late).toContainText('Cargas atrasadas');
  await expect(page.getByTestId('list-atrasadas').getByRole('listitem').first()).toBeVisible();
  await expect(page.getByTestId('list-veiculosParados')).toContainText('RTA1A01');
  await late.click();
  await expect(page).toHaveURL(/\/shlog\/tripStatus\?late=true$/);
  await expect(page.getByRole('checkbox', { name: /Somente atrasadas/ })).toBeChecked();
});

test.describe('the Frete Rápido pickup', () => {
  let server: Server;
  let baseUrl = '';
  const received: { token: string | null; numero: string | undefined }[] = [];

  test.beforeAll(async () => {
    // The service's stand-in: 200 with a protocol for the right token, 401 otherwise.
    server = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      request.on('end', () => {
        const url = new URL(request.url ?? '/', 'http://localhost');
        const body = JSON.parse(raw || '{}') as { notas_fiscais?: { numero?: string }[] };
        received.push({ token: url.searchParams.get('token'), numero: body.notas_fiscais?.[0]?.numero });
        const ok = url.searchParams.get('token') === 'token-da-transportadora';
        response.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify(ok ? { protocolo: `E2E-${received.length}` } : { error: 'Token inválido' }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('configures the service, asks for a pickup and shows the protocol', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/shlog/freteRapido/solicitacaoColeta/nfe/');
    await expect(
      page.getByRole('heading', { name: 'Solicitação de coleta Frete Rápido', level: 2 }),
    ).toBeVisible();

    const settings = page.getByTestId('frete-rapido-settings');
    await settings.getByLabel('Endereço da API').fill(baseUrl);
    await settings.getByLabel('Token de integração').fill('token-errado');
    await settings.getByRole('button', { name: 'Salvar configuração' }).click();
    await expect(settings.getByText('Token gravado')).toBeVisible();
    await expect(settings.getByLabel('Token de integração')).toHaveValue('');

    const firstRow = page.locator('tbody tr').first();
    const numero = (await firstRow.locator('td').nth(1).innerText()).split('-')[0]!;
    await firstRow.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Solicitar coleta (1)' }).click();
    await expect(page.getByTestId('pickup-error')).toContainText('A Frete Rápido recusou o token da empresa');

    await settings.getByLabel('Token de integração').fill('token-da-transportadora');
    await settings.getByRole('button', { name: 'Salvar configuração' }).click();
    await expect(settings.getByLabel('Token de integração')).toHaveValue('');
    await page.getByRole('button', { name: 'Solicitar coleta (1)' }).click();
    await expect(page.getByText('Coleta solicitada para 1 NF-e.')).toBeVisible();
    const row = page.locator('tbody tr').filter({ hasText: numero });
    await expect(row.first()).toContainText('Solicitada em');
    await expect(row.first()).toContainText(/Protocolo E2E-\d/);
    expect(received.at(-1)).toEqual({ token: 'token-da-transportadora', numero });
    // The token never reaches the browser.
    const read = await page.request.get('/api/tracking/logistics/freteRapido/settings', {
      headers: await auth(page),
    });
    expect(await read.text()).not.toContain('token-da-transportadora');
  });
});
