// Loads as a register of the shipping company (spec 2.11 cargo list, create, edit, importExcel):
// a driver is registered, a load is created from the board's "Nova carga" with an unknown driver
// document first (refused at the field with the spec's message) and then the new driver's, found
// in the list by its filters, edited with its status and history shown read-only, and reached
// from the board's drawer; a sheet of loads with a good and two bad rows reports each bad line
// and imports only the valid one when asked. Loads are created in the demo administrator's second
// company (Rota Logística Norte), so the demo company's board, which the kanban spec drags cards on
// at the same time, never changes under it.
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { field, signIn, storedToken, unique } from './support';
import { randomCpf, SHIPPING_BASE, signInToNorte } from './cargo-support';

const BASE = SHIPPING_BASE;
/** A CPF no driver of the company has. */
const UNKNOWN_CPF = '111.444.777-35';

/** A driver of the signed-in company, registered through the API; answers the CPF. */
async function newDriver(page: Page, nome: string): Promise<string> {
  const cpf = randomCpf();
  const created = await page.request.post('/api/tracking/driver', {
    headers: { Authorization: `Bearer ${await storedToken(page)}` },
    data: { nome, cpf },
  });
  expect(created.status()).toBe(201);
  return cpf;
}

/** Picks an option of a Mantine select by its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The list once it has drawn its first page. */
async function listReady(page: Page) {
  await expect(page.getByText(/^Exibindo \d+ até \d+/)).toBeVisible();
}

test('a driver is registered, and a load is created for that driver, listed, filtered and edited', async ({
  page,
}) => {
  const driverName = unique('Motorista Teste');
  const city = unique('Paulínia');
  const driverCpf = randomCpf();
  await signInToNorte(page);

  // The driver register, from the layout's sidebar: the demo drivers are there.
  await page.goto(`${BASE}/cargo/kanban`);
  const sidebar = page.locator('[data-layout="shippingCompany"]').getByTestId('sidebar');
  const registers = sidebar.getByRole('button', { name: 'Cadastros' });
  // Opened by its state, not by what shows this instant: the sidebar may still be drawing.
  await expect(page.getByTestId('cargo-board')).toBeVisible();
  await expect(registers).toBeVisible();
  if ((await registers.getAttribute('aria-expanded')) !== 'true') await registers.click();
  await sidebar.getByRole('link', { name: 'Motoristas' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/driver/list$`));
  await page.getByRole('link', { name: 'Novo' }).click();
  await field(page, 'Nome').fill(driverName);
  await field(page, 'CPF').fill('123.456.789-00');
  await field(page, 'Telefone').fill('(11) 98888-7777');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('CPF inválido').first()).toBeVisible();
  await field(page, 'CPF').fill(driverCpf);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/driver/list$`));
  await expect(page.getByText('Registro salvo com sucesso')).toBeVisible();

  // A new load from the board.
  await page.goto(`${BASE}/cargo/kanban`);
  await page.getByRole('link', { name: 'Nova carga' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/cargo/create$`));
  await field(page, 'Cidade de origem').fill(city);
  await choose(page, 'UF de origem', 'SP');
  await field(page, 'Cidade de destino').fill('Maringá');
  await choose(page, 'UF de destino', 'PR');
  await field(page, 'CPF do motorista').fill(UNKNOWN_CPF);
  await field(page, 'Placa do veículo').fill('abc-12');
  await page.getByRole('button', { name: 'Salvar' }).click();
  // The form checks the plate first; the old format and Mercosul's are both taken.
  await expect(page.getByText('Placa inválida: use ABC-1234 ou ABC1D23').first()).toBeVisible();
  await field(page, 'Placa do veículo').fill('abc-1234');
  await field(page, 'Placa do reboque 1').fill('BRA2E19');
  await field(page, 'Valor do frete').fill('750050');
  await field(page, 'Coleta prevista').fill('15/03/2031');
  await field(page, 'Embarcador').fill('Cooperativa Agroindustrial Vale Verde');
  await field(page, 'Tomador do serviço').fill('Supermercados Bom Preço Ltda');
  await page.getByRole('button', { name: 'Salvar' }).click();
  // An unknown document: the spec's message, at the field.
  await expect(page.getByText('Nenhum motorista encontrado com o documento').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${BASE}/cargo/create$`));
  await field(page, 'CPF do motorista').fill(driverCpf);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/cargo/list$`));
  await expect(page.getByText('Registro salvo com sucesso')).toBeVisible();

  // The list finds it by city, driver and plate, and by status.
  await listReady(page);
  await page.goto(`${BASE}/cargo/list?cidade=${encodeURIComponent(city)}&status=aguardandoCarregamento`);
  const row = page.getByRole('row').filter({ hasText: city });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(driverName);
  await expect(row).toContainText('Aguardando carregamento');
  await expect(row).toContainText('R$ 7.500,50');
  await page.goto(`${BASE}/cargo/list?cidade=${encodeURIComponent(city)}&status=emTransito`);
  await listReady(page);
  await expect(page.getByRole('row').filter({ hasText: city })).toHaveCount(0);
  await page.goto(`${BASE}/cargo/list?placa=bra2e19&motorista=${encodeURIComponent(driverName)}`);
  await expect(page.getByRole('row').filter({ hasText: city })).toHaveCount(1);

  // Edited: the status is shown read-only with the history of its creation.
  await page.getByRole('row').filter({ hasText: city }).getByRole('link', { name: 'Editar' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/cargo/edit/\\d+$`));
  const history = page.getByRole('region', { name: 'Status e histórico' });
  await expect(history.getByTestId('cargo-status')).toHaveText('Aguardando carregamento');
  await expect(history.getByText('Carga criada em Aguardando carregamento')).toBeVisible();
  await expect(history.getByText('por Administrador Demo')).toBeVisible();
  await expect(field(page, 'CPF do motorista')).toHaveValue(driverCpf);
  await field(page, 'Cidade de destino').fill('Cascavel');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/cargo/list$`));
  await page.goto(`${BASE}/cargo/list?cidade=${encodeURIComponent(city)}`);
  await expect(page.getByRole('row').filter({ hasText: city })).toContainText('Cascavel');
});

test("the board's drawer leads to the load's edit screen, and the list back to the board", async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto(`${BASE}/cargo/kanban`);
  // The load in transit the longest: the kanban spec moves the newest ones meanwhile.
  const board = await page.request.get('/api/tracking/cargo/board', {
    headers: { Authorization: `Bearer ${await storedToken(page)}` },
  });
  const inTransit = (
    (await board.json()) as {
      data: { cards: { id: number; numero: number; status: string; statusDesde: string }[] };
    }
  ).data.cards
    .filter((c) => c.status === 'emTransito')
    .sort((a, b) => a.statusDesde.localeCompare(b.statusDesde))[0]!;
  const numero = inTransit.numero;
  await page.goto(`${BASE}/cargo/kanbanEdit/${inTransit.id}`);
  const drawer = page.getByRole('dialog', { name: `Carga ${numero}` });
  await drawer.getByRole('link', { name: 'Editar carga' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/cargo/edit/\\d+$`));
  await expect(page.getByTestId('cargo-status')).toHaveText('Em trânsito');
  await page.goto(`${BASE}/cargo/list`);
  await page.getByRole('link', { name: 'Ver no kanban' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/cargo/kanban$`));
});

test('a sheet of loads reports an unknown driver and a bad plate by line, and imports the valid row', async ({
  page,
}) => {
  const prefix = unique('Importada');
  await signInToNorte(page);
  const driverCpf = await newDriver(page, 'José Carlos da Silva');
  await page.goto(`${BASE}/cargo/list`);
  await listReady(page);
  await page.getByRole('link', { name: 'Importar' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/cargo/importExcel$`));

  // The template names the form's columns.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar modelo CSV' }).click();
  const template = await (await downloading).path();
  expect(readFileSync(template, 'utf8')).toContain('CPF do motorista');

  await page.goto(`${BASE}/cargo/importExcel`);

  const header =
    'Cidade de origem;UF de origem;Cidade de destino;UF de destino;CPF do motorista;Placa do veículo;Embarcador;Tomador do serviço';
  const line = (city: string, cpf: string, plate: string) =>
    `${city};SP;Curitiba;PR;${cpf};${plate};Metalúrgica Paulista Ltda;Atacadão do Construtor Ltda`;
  const csv = [
    header,
    line(`${prefix} boa`, driverCpf, 'QAZ1W23'),
    line(`${prefix} sem motorista`, UNKNOWN_CPF, 'QAZ2W34'),
    line(`${prefix} placa ruim`, driverCpf, 'Q-12'),
  ].join('\r\n');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'cargas.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(page.getByText('3 linhas lidas: 1 válida, 2 com erro.')).toBeVisible();
  await expect(page.getByText(/^Nada foi gravado/)).toBeVisible();
  const refused = page.getByRole('region', { name: /^Arquivo:/ }).getByRole('table');
  await expect(
    refused.getByRole('row', { name: /Nenhum motorista encontrado com o documento/ }),
  ).toContainText('3');
  await expect(refused.getByRole('row', { name: /Placa inválida/ })).toContainText('4');

  await page.getByRole('button', { name: 'Importar só a linha válida' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Importação concluída' })).toContainText(
    '1 criado',
  );
  await page.goto(`${BASE}/cargo/list?search=${encodeURIComponent(prefix)}`);
  await expect(page.getByRole('row').filter({ hasText: prefix })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: `${prefix} boa` })).toContainText(
    'José Carlos da Silva',
  );
});
