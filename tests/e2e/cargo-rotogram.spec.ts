// Rotograms (spec 2.11 rotogram list, create, edit and cargoRotogram/rotogram/{cargoId}): a load
// whose route has no rotogram shows the spec's message; a rotogram is created for that route with
// its stops in order (one moved up), and the load's rotogram screen, opened from the board's
// drawer, then shows them with the totals. It works in the demo administrator's second company
// (Rota Logística Norte), so the demo company's board, which the kanban spec drags cards on at the
// same time, never changes under it.
import { expect, test } from '@playwright/test';
import { field, storedToken, unique } from './support';
import { randomCpf, SHIPPING_BASE, signInToNorte } from './cargo-support';

const BASE = SHIPPING_BASE;

test("a load's rotogram: the spec's message, then the rotogram created for its route", async ({ page }) => {
  const origin = unique('Hortolândia');
  const name = unique('Rota Hortolândia');
  await signInToNorte(page);
  const cpf = randomCpf();
  const driver = await page.request.post('/api/tracking/driver', {
    headers: { Authorization: `Bearer ${await storedToken(page)}` },
    data: { nome: unique('Motorista do rotograma'), cpf },
  });
  expect(driver.status()).toBe(201);

  // A load on a route no rotogram plans.
  await page.goto(`${BASE}/cargo/create`);
  await field(page, 'Cidade de origem').fill(origin);
  await page.getByRole('textbox', { name: 'UF de origem' }).click();
  await page.getByRole('option', { name: 'SP', exact: true }).click();
  await field(page, 'Cidade de destino').fill('Ponta Grossa');
  await page.getByRole('textbox', { name: 'UF de destino' }).click();
  await page.getByRole('option', { name: 'PR', exact: true }).click();
  await field(page, 'CPF do motorista').fill(cpf);
  await field(page, 'Placa do veículo').fill('RTG1A23');
  await field(page, 'Embarcador').fill('Papel e Celulose Araucária S.A.');
  await field(page, 'Tomador do serviço').fill('Magazine Casa & Lar Ltda');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/cargo/list$`));
  await page.goto(`${BASE}/cargo/list?cidade=${encodeURIComponent(origin)}`);
  const row = page.getByRole('row').filter({ hasText: origin });
  await row.getByRole('link', { name: 'Editar' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/cargo/edit/\\d+$`));
  const cargoId = /\/cargo\/edit\/(\d+)$/.exec(page.url())![1]!;

  await page.goto(`${BASE}/cargoRotogram/rotogram/${cargoId}`);
  await expect(page.getByRole('alert')).toHaveText(
    'Não existe rotograma criado para a origem e destino desta carga!',
  );

  // The rotogram of that route, then its stops.
  await page.getByRole('link', { name: 'Criar rotograma' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/rotogram/create$`));
  await field(page, 'Nome').fill(name);
  await field(page, 'Cidade de origem').fill(origin.toUpperCase());
  await page.getByRole('textbox', { name: 'UF de origem' }).click();
  await page.getByRole('option', { name: 'SP', exact: true }).click();
  await field(page, 'Cidade de destino').fill('Ponta Grossa');
  await page.getByRole('textbox', { name: 'UF de destino' }).click();
  await page.getByRole('option', { name: 'PR', exact: true }).click();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/rotogram/list$`));
  // Typed once the list has drawn, and clicked once the search is in the URL (it writes after a pause).
  await expect(page.getByText(/^Exibindo \d+ até \d+/)).toBeVisible();
  await page.getByPlaceholder('Pesquisar').fill(name);
  await expect(page).toHaveURL(/[?&]search=/);
  const rotogramRow = page.getByRole('row').filter({ hasText: name });
  await expect(rotogramRow).toHaveCount(1);
  await rotogramRow.getByRole('link', { name: 'Editar' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/rotogram/edit/\\d+$`));

  const stops = page.getByRole('region', { name: 'Paradas, em ordem' });
  await expect(stops.getByText('Nenhuma parada ainda.', { exact: false })).toBeVisible();
  await stops.getByRole('button', { name: 'Adicionar parada' }).click();
  await stops.getByRole('button', { name: 'Adicionar parada' }).click();
  const first = stops.getByRole('group', { name: 'Parada 1' });
  const second = stops.getByRole('group', { name: 'Parada 2' });
  await field(page, 'Nome da parada').first().fill('Balança de Itapetininga');
  await first.getByLabel(/^Endereço/).fill('SP-270, km 170');
  await second.getByLabel(/^Nome da parada/).fill('Posto de abastecimento');
  await second.getByLabel(/^Endereço/).fill('Rod. dos Bandeirantes, km 95');
  await second.getByLabel('Distância (km)').fill('95,5');
  await second.getByLabel('Tempo previsto (min)').fill('80');
  await first.getByLabel('Distância (km)').fill('120');
  await first.getByLabel('Tempo previsto (min)').fill('100');
  // The fuel stop comes first on the road.
  await stops.getByRole('button', { name: 'Subir a parada 2' }).click();
  await stops.getByRole('button', { name: 'Salvar paradas' }).click();
  await expect(stops.getByText('Paradas salvas.')).toBeVisible();

  // The load's rotogram now shows them, in order, with the totals.
  await page.goto(`${BASE}/cargo/kanban`);
  await page.goto(`${BASE}/cargo/kanbanEdit/${cargoId}`);
  await page.getByRole('dialog').getByRole('link', { name: 'Rotograma' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/cargoRotogram/rotogram/${cargoId}$`));
  await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  const list = page.getByTestId('rotogram-stops');
  await expect(list).toContainText('1. Posto de abastecimento');
  await expect(list).toContainText('2. Balança de Itapetininga');
  await expect(page.getByTestId('rotogram-total')).toHaveText('215,5 km e 0d 03h 00m no total');
});
