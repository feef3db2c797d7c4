// Deliveries of the demo company, so a new user's dashboard, delivery list and map show a working
// carrier on a fresh `npm start`: NF-e issued over the last weeks to several states, most
// delivered (a few late), some on the road, some waiting, one returned. Dates follow the day the
// data is made; the numbers come from a fixed sequence, so every fresh start looks the same.
import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { EntregaStatus } from '../../../src/domain/tracking/entrega/entrega-status';
import { accessKeyCheckDigit } from '../../../src/domain/tracking/nfe/access-key';
import type { Database } from '../../db/schema';

const COUNT = 240;
const DAYS_BACK = 45;
const DAY_MS = 86_400_000;

const DESTINATIONS = [
  { municipio: 'Campinas', uf: 'SP', ibge: '3509502', prazo: 2 },
  { municipio: 'São Paulo', uf: 'SP', ibge: '3550308', prazo: 1 },
  { municipio: 'Rio de Janeiro', uf: 'RJ', ibge: '3304557', prazo: 3 },
  { municipio: 'Belo Horizonte', uf: 'MG', ibge: '3106200', prazo: 3 },
  { municipio: 'Curitiba', uf: 'PR', ibge: '4106902', prazo: 3 },
  { municipio: 'Joinville', uf: 'SC', ibge: '4209102', prazo: 4 },
  { municipio: 'Porto Alegre', uf: 'RS', ibge: '4314902', prazo: 5 },
  { municipio: 'Goiânia', uf: 'GO', ibge: '5208707', prazo: 5 },
  { municipio: 'Salvador', uf: 'BA', ibge: '2927408', prazo: 7 },
  { municipio: 'Recife', uf: 'PE', ibge: '2611606', prazo: 8 },
  { municipio: 'Fortaleza', uf: 'CE', ibge: '2304400', prazo: 9 },
  { municipio: 'Manaus', uf: 'AM', ibge: '1302603', prazo: 12 },
] as const;

const RECIPIENTS = [
  ['Supermercados Bom Preço Ltda', '45987654000199'],
  ['Farmácias Vida Saudável S.A.', '12345678000195'],
  ['Distribuidora Central de Bebidas Ltda', '23456789000195'],
  ['Magazine Casa & Lar Ltda', '34567890000130'],
  ['Atacadão do Construtor Ltda', '56789012000100'],
  ['Auto Peças Rodovia Ltda', '67890123000116'],
] as const;

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

const day = (date: Date) => date.toISOString().slice(0, 10);

function accessKey(serial: number, issued: Date): string {
  const yymm = issued.toISOString().slice(2, 4) + issued.toISOString().slice(5, 7);
  const first43 = `35${yymm}1122233300018155001${String(serial).padStart(9, '0')}1${String(serial * 7919)
    .padStart(8, '0')
    .slice(-8)}`;
  return first43 + String(accessKeyCheckDigit(first43));
}

/** Where a delivery issued `ageDays` ago stands today, and when it was delivered. */
function outcome(next: (below: number) => number, ageDays: number, prazo: number) {
  const roll = next(100);
  if (roll < 2) return { status: 'devolvida' as EntregaStatus, deliveredAfter: null };
  if (ageDays <= 1 || (ageDays <= prazo && roll < 45))
    return { status: 'pendente' as EntregaStatus, deliveredAfter: null };
  if (ageDays <= prazo + 2 && roll < 70)
    return { status: 'emTransito' as EntregaStatus, deliveredAfter: null };
  // Delivered: most within the deadline, about one in eight after it.
  const late = roll >= 88;
  const after = late ? prazo + 1 + next(3) : Math.max(1, prazo - next(prazo));
  if (after > ageDays) return { status: 'emTransito' as EntregaStatus, deliveredAfter: null };
  return { status: (late ? 'entregueComAtraso' : 'entregue') as EntregaStatus, deliveredAfter: after };
}

export async function seedDemoDeliveries(trx: Transaction<Database>, empresaId: number, now = new Date()) {
  const next = sequence(20_261_124);
  for (let serial = 1; serial <= COUNT; serial += 1) {
    const ageDays = next(DAYS_BACK);
    const issued = new Date(now.getTime() - ageDays * DAY_MS - next(10 * 3600) * 1000);
    const destination = DESTINATIONS[next(DESTINATIONS.length)]!;
    const [recipient, recipientCnpj] = RECIPIENTS[next(RECIPIENTS.length)]!;
    const volumes = 1 + next(12);
    const peso = (volumes * (8 + next(40))).toFixed(3);
    const chaveAcesso = accessKey(serial, issued);
    const nota = await trx
      .insertInto('notaFiscal')
      .values({
        empresaId,
        chaveAcesso,
        numero: String(4_000 + serial),
        serie: '1',
        dataEmissao: issued.toISOString(),
        ambiente: '1',
        emitenteCnpjCpf: '11222333000181',
        emitenteNome: 'Rota Demo Transportes Ltda',
        emitenteFantasia: 'Rota Demo',
        emitenteMunicipio: 'Jundiaí',
        emitenteIbge: '3525904',
        emitenteUf: 'SP',
        destinatarioCnpjCpf: recipientCnpj,
        destinatarioNome: recipient,
        destinatarioLogradouro: 'Avenida Brasil',
        destinatarioNumero: String(100 + next(1900)),
        destinatarioBairro: 'Centro',
        destinatarioCep: '01001000',
        destinatarioMunicipio: destination.municipio,
        destinatarioIbge: destination.ibge,
        destinatarioUf: destination.uf,
        transportadorCnpjCpf: '11222333000181',
        transportadorNome: 'Rota Demo Transportes Ltda',
        modalidadeFrete: '0',
        valorTotal: (150 + next(20_000) + next(100) / 100).toFixed(2),
        volumes,
        pesoBruto: peso,
        pesoLiquido: (Number(peso) * 0.95).toFixed(3),
        quantidadeItens: 1 + next(20),
        protocolo: `1352${String(serial).padStart(11, '0')}`,
        situacaoSefaz: '100',
        conteudoHash: createHash('sha256').update(chaveAcesso).digest('hex'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { status, deliveredAfter } = outcome(next, ageDays, destination.prazo);
    await trx
      .insertInto('entrega')
      .values({
        empresaId,
        notaFiscalId: nota.id,
        status,
        prazoDias: destination.prazo,
        dataPrevista: day(new Date(issued.getTime() + destination.prazo * DAY_MS)),
        dataEntrega:
          deliveredAfter === null
            ? null
            : new Date(
                Math.min(now.getTime(), issued.getTime() + deliveredAfter * DAY_MS + next(8 * 3600) * 1000),
              ).toISOString(),
      })
      .execute();
  }
}
