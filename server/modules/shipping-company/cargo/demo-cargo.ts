// Loads of the demo company, so a new user opens a working cargo kanban on a fresh `npm start`:
// sixty loads between Brazilian cities, spread over the statuses the way a carrier's week looks
// (most on the road or done, a few waiting, loading or unloading, some not served or cancelled),
// each with its driver, truck and trailers, weight, pallets and freight. A fixed pseudo-random
// sequence makes every fresh start look the same; times follow the moment the data is made.
import type { Transaction } from 'kysely';
import type { CargoStatus } from '../../../../src/machines/cargo-status-machine';
import type { Database } from '../../../db/schema';
import { withCpfCheckDigits } from '../../../../src/domain/documents/cpf';

const COUNT = 60;
const HOUR_MS = 3_600_000;

const CITIES = [
  ['São Paulo', 'SP'],
  ['Campinas', 'SP'],
  ['Santos', 'SP'],
  ['Ribeirão Preto', 'SP'],
  ['Rio de Janeiro', 'RJ'],
  ['Belo Horizonte', 'MG'],
  ['Uberlândia', 'MG'],
  ['Curitiba', 'PR'],
  ['Londrina', 'PR'],
  ['Joinville', 'SC'],
  ['Itajaí', 'SC'],
  ['Porto Alegre', 'RS'],
  ['Caxias do Sul', 'RS'],
  ['Goiânia', 'GO'],
  ['Cuiabá', 'MT'],
  ['Campo Grande', 'MS'],
  ['Salvador', 'BA'],
  ['Recife', 'PE'],
  ['Fortaleza', 'CE'],
  ['Manaus', 'AM'],
] as const;

const DRIVERS = [
  'José Carlos da Silva',
  'Antônio Ferreira Lima',
  'Francisco de Assis Souza',
  'Marcos Roberto Oliveira',
  'Paulo Henrique Santos',
  'Luiz Fernando Costa',
  'Carlos Eduardo Pereira',
  'João Batista Rodrigues',
  'Sebastião Alves Martins',
  'Ricardo Gomes Barbosa',
  'Adriano Nunes Ribeiro',
  'Valdir Moreira Teixeira',
] as const;

const SHIPPERS = [
  'Cooperativa Agroindustrial Vale Verde',
  'Indústria de Alimentos Sabor do Campo S.A.',
  'Metalúrgica Paulista Ltda',
  'Cervejaria Serra Azul Ltda',
  'Papel e Celulose Araucária S.A.',
  'Eletro Norte Distribuidora Ltda',
] as const;

const TAKERS = [
  'Supermercados Bom Preço Ltda',
  'Atacadão do Construtor Ltda',
  'Magazine Casa & Lar Ltda',
  'Distribuidora Central de Bebidas Ltda',
] as const;

/** How many of the sixty loads are in each status, in the board's order. */
const SPREAD: readonly [CargoStatus, number][] = [
  ['aguardandoCarregamento', 10],
  ['emCarregamento', 7],
  ['emTransito', 16],
  ['emDescarga', 6],
  ['entregue', 14],
  ['naoAtendida', 3],
  ['cancelada', 4],
];

const REASONS: Partial<Record<CargoStatus, string>> = {
  naoAtendida: 'Sem veículo disponível na data da coleta',
  cancelada: 'Pedido cancelado pelo embarcador',
};

/** A fixed pseudo-random sequence (mulberry32), so the demo is the same on every fresh start. */
function sequence(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 2 ** 32) * below);
  };
}

/** A CPF with both check digits right, from nine digits. */
function cpf(next: (below: number) => number): string {
  const digits = Array.from({ length: 9 }, () => next(10));
  if (digits.every((d) => d === digits[0])) digits[0] = (digits[0]! + 1) % 10;
  return withCpfCheckDigits(digits.join(''));
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** A Mercosul plate (ABC1D23), or an old one (ABC1234) for one vehicle in three. */
function plate(next: (below: number) => number): string {
  const letters = Array.from({ length: 3 }, () => LETTERS[next(26)]).join('');
  return next(3) === 0
    ? `${letters}${1000 + next(9000)}`
    : `${letters}${next(10)}${LETTERS[next(26)]}${String(next(100)).padStart(2, '0')}`;
}

const day = (instant: number) => new Date(instant).toISOString().slice(0, 10);

/** Mobile numbers of the demo drivers: area code 11 and nine digits. */
const phone = (index: number) => `1198765${String(4321 + index * 7).padStart(4, '0')}`;

/** The drivers of the demo's loads, with phone and licence; answers their ids by CPF. */
async function insertDemoDrivers(
  trx: Transaction<Database>,
  empresaId: number,
  drivers: readonly { nome: string; cpf: string }[],
  now: Date,
): Promise<Map<string, number>> {
  const rows = await trx
    .insertInto('motorista')
    .values(
      drivers.map((driver, index) => ({
        empresaId,
        nome: driver.nome,
        cpf: driver.cpf,
        telefone: phone(index),
        cnhNumero: `0${driver.cpf.slice(1)}`,
        // One licence expires within the month, so the list shows what a dispatcher must watch.
        cnhValidade: day(now.getTime() + (index === 3 ? 20 : 200 + index * 60) * 24 * HOUR_MS),
      })),
    )
    .returning(['id', 'cpf'])
    .execute();
  return new Map(rows.map((row) => [row.cpf, row.id]));
}

/** The trucks and trailers the demo loads name, in the vehicle register: trucks as semi-trailer tractors. */
async function insertDemoVehicles(
  trx: Transaction<Database>,
  empresaId: number,
  loads: readonly {
    placa: string;
    placaReboque1: string | null;
    placaReboque2: string | null;
    placaReboque3: string | null;
  }[],
): Promise<void> {
  const types = await trx
    .selectFrom('vehicleType')
    .select(['id', 'nome'])
    .where('empresaId', '=', empresaId)
    .execute();
  const typeId = (nome: string) => types.find((type) => type.nome === nome)?.id ?? null;
  const vehicles = new Map<string, boolean>();
  for (const load of loads) {
    vehicles.set(load.placa, false);
    for (const trailer of [load.placaReboque1, load.placaReboque2, load.placaReboque3]) {
      if (trailer && !vehicles.has(trailer)) vehicles.set(trailer, true);
    }
  }
  await trx
    .insertInto('veiculo')
    .values(
      [...vehicles].map(([placa, reboque]) => ({
        empresaId,
        placa,
        reboque,
        vehicleTypeId: typeId(reboque ? 'Carreta' : 'Truck'),
      })),
    )
    .execute();
}

export async function seedDemoCargo(
  trx: Transaction<Database>,
  empresaId: number,
  now: Date = new Date(),
): Promise<void> {
  const next = sequence(0x5eed_ca26);
  const drivers = DRIVERS.map((nome) => ({ nome, cpf: cpf(next), placa: plate(next) }));
  // The driver register holds every driver the loads name, so their CPF finds them.
  const driverIds = await insertDemoDrivers(trx, empresaId, drivers, now);
  const statuses = SPREAD.flatMap(([status, count]) => Array.from({ length: count }, () => status));
  const rows = statuses.slice(0, COUNT).map((status, index) => {
    const [origemCidade, origemUf] = CITIES[next(CITIES.length)]!;
    let destino = CITIES[next(CITIES.length)]!;
    if (destino[0] === origemCidade) destino = CITIES[(CITIES.indexOf(destino) + 1) % CITIES.length]!;
    const driver = drivers[next(drivers.length)]!;
    const trailers = Array.from({ length: next(4) }, () => plate(next));
    // Recent statuses were entered minutes or hours ago; finished ones days ago.
    const hoursInStatus = status === 'entregue' || status === 'cancelada' ? 24 + next(24 * 6) : next(30);
    const statusDesde = now.getTime() - hoursInStatus * HOUR_MS - next(60) * 60_000;
    const coleta = statusDesde - next(48) * HOUR_MS;
    const pallets = 4 + next(29);
    return {
      empresaId,
      numero: 1001 + index,
      origemCidade,
      origemUf,
      destinoCidade: destino[0],
      destinoUf: destino[1],
      motoristaId: driverIds.get(driver.cpf) ?? null,
      motoristaNome: driver.nome,
      motoristaCpf: driver.cpf,
      placa: driver.placa,
      placaReboque1: trailers[0] ?? null,
      placaReboque2: trailers[1] ?? null,
      placaReboque3: trailers[2] ?? null,
      peso: `${pallets * (600 + next(400))}.${String(next(1000)).padStart(3, '0')}`,
      cubagem: `${pallets * 2}.${String(next(1000)).padStart(3, '0')}`,
      pallets,
      valorFrete: `${2500 + next(18_000)}.${String(next(100)).padStart(2, '0')}`,
      status,
      statusDesde: new Date(statusDesde),
      coletaPrevista: day(coleta),
      entregaPrevista: day(coleta + (2 + next(6)) * 24 * HOUR_MS),
      embarcador: SHIPPERS[next(SHIPPERS.length)]!,
      tomador: TAKERS[next(TAKERS.length)]!,
      createdAt: new Date(coleta - 24 * HOUR_MS),
    };
  });
  // Shuffle the numbers, so each column holds loads of every age, not one block of numbers.
  for (let i = rows.length - 1; i > 0; i--) {
    const j = next(i + 1);
    [rows[i]!.numero, rows[j]!.numero] = [rows[j]!.numero, rows[i]!.numero];
  }
  await insertDemoVehicles(trx, empresaId, rows);
  const inserted = await trx.insertInto('carga').values(rows).returning(['id', 'status']).execute();
  const reasoned = inserted.filter((row) => REASONS[row.status]);
  if (reasoned.length > 0) {
    await trx
      .insertInto('cargaStatusHistorico')
      .values(
        reasoned.map((row) => ({
          empresaId,
          cargaId: row.id,
          usuarioId: null,
          evento: `carga.${row.status}`,
          estadoAnterior: 'aguardandoCarregamento',
          estadoNovo: row.status,
          motivo: REASONS[row.status] ?? null,
        })),
      )
      .execute();
  }
}
