// The demo company's delivery clients, after the tracking module's demo deliveries: the demo
// `cliente` follows two recipients of those deliveries, so its portal shows some on their way and
// some delivered; `cliente2` (same password) follows a third, so signing in as each shows that
// neither sees the other's. Their deliveries get the carrier's occurrences and status changes that
// brought them where they stand, so a delivery's detail shows its history.
import type { Transaction } from 'kysely';
import { PROCEDA_CODES } from '../../../src/domain/tracking/ocorrencia/proceda-codes';
import type { EntregaStatus } from '../../../src/domain/tracking/entrega/entrega-status';
import type { Database } from '../../db/schema';

/** The recipients of the demo deliveries each client follows (server/modules/tracking/demo-deliveries.ts). */
export const DEMO_CLIENT_DOCUMENTS = {
  cliente: ['12345678000195', '45987654000199'],
  cliente2: ['23456789000195'],
} as const;

const HOUR_MS = 3_600_000;
const description = (codigo: number) => PROCEDA_CODES.find((code) => code.codigo === codigo)?.descricao ?? '';

/** The second demo client, with the password of the first (the demo password). */
async function secondClient(trx: Transaction<Database>, empresaId: number): Promise<number> {
  const first = await trx
    .selectFrom('usuario')
    .select(['passwordHash'])
    .where('empresaId', '=', empresaId)
    .where('nomeAcesso', '=', 'cliente')
    .executeTakeFirstOrThrow();
  const created = await trx
    .insertInto('usuario')
    .values({
      empresaId,
      nomeAcesso: 'cliente2',
      nomeApresentacao: 'Distribuidora Central (cliente)',
      email: 'cliente2@rota.demo',
      passwordHash: first.passwordHash,
      tipo: 'deliveryClient',
      tracking: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

interface Step {
  codigo: number;
  at: Date;
  de: EntregaStatus;
  para: EntregaStatus;
  evento: string;
}

/** The occurrences and status changes that took a delivery from pending to where it stands. */
function stepsOf(delivery: { status: EntregaStatus; issued: Date; dataEntrega: Date | null }): Step[] {
  if (delivery.status === 'pendente' || delivery.status === 'cancelada') return [];
  const pickedUp = new Date(delivery.issued.getTime() + 6 * HOUR_MS);
  const steps: Step[] = [
    { codigo: 0, at: pickedUp, de: 'pendente', para: 'emTransito', evento: 'entrega.emTransito' },
  ];
  const settled = delivery.dataEntrega ?? new Date(pickedUp.getTime() + 30 * HOUR_MS);
  if (delivery.status === 'entregue' || delivery.status === 'entregueComAtraso')
    steps.push({
      codigo: 1,
      at: settled,
      de: 'emTransito',
      para: delivery.status,
      evento: 'entrega.entregue',
    });
  if (delivery.status === 'devolvida')
    steps.push({ codigo: 25, at: settled, de: 'emTransito', para: 'devolvida', evento: 'entrega.devolvida' });
  return steps;
}

async function seedHistories(trx: Transaction<Database>, empresaId: number, documents: readonly string[]) {
  const deliveries = await trx
    .selectFrom('entrega as e')
    .innerJoin('notaFiscal as n', 'n.id', 'e.notaFiscalId')
    .select(['e.id', 'e.status', 'e.dataEntrega', 'n.dataEmissao'])
    .where('e.empresaId', '=', empresaId)
    .where('n.destinatarioCnpjCpf', 'in', documents)
    .execute();
  const occurrences = [];
  const changes = [];
  for (const delivery of deliveries) {
    const issued = delivery.dataEmissao ?? new Date();
    for (const step of stepsOf({ status: delivery.status, issued, dataEntrega: delivery.dataEntrega })) {
      occurrences.push({
        empresaId,
        entregaId: delivery.id,
        codigo: String(step.codigo),
        descricao: description(step.codigo),
        status: step.para === 'entregueComAtraso' ? ('entregue' as const) : step.para,
        dataOcorrencia: step.at.toISOString(),
        transportadorCnpj: '11222333000181',
      });
      changes.push({
        empresaId,
        entregaId: delivery.id,
        evento: step.evento,
        estadoAnterior: step.de,
        estadoNovo: step.para,
        createdAt: step.at.toISOString(),
      });
    }
  }
  if (occurrences.length > 0) await trx.insertInto('entregaOcorrencia').values(occurrences).execute();
  if (changes.length > 0) await trx.insertInto('entregaStatusHistorico').values(changes).execute();
}

export async function seedDemoClients(trx: Transaction<Database>, empresaId: number): Promise<void> {
  const cliente = await trx
    .selectFrom('usuario')
    .select('id')
    .where('empresaId', '=', empresaId)
    .where('nomeAcesso', '=', 'cliente')
    .executeTakeFirst();
  // A company seeded without the demo client (a test's own) gets no portal data.
  if (!cliente) return;
  const clients = { cliente: cliente.id, cliente2: await secondClient(trx, empresaId) };
  const links = Object.entries(DEMO_CLIENT_DOCUMENTS).flatMap(([login, documents]) =>
    documents.map((documento) => ({
      empresaId,
      usuarioId: clients[login as keyof typeof clients],
      documento,
    })),
  );
  await trx.insertInto('clienteEntregaDocumento').values(links).execute();
  await seedHistories(trx, empresaId, Object.values(DEMO_CLIENT_DOCUMENTS).flat());
}
