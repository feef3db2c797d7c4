// The portal's reads, every one narrowed by delivery-client-scope.ts: a delivery of the client's
// company whose note is addressed to one of the client's documents, and nothing else.
import type { Kysely } from 'kysely';
import {
  nfeSearchOf,
  SITUATION_STATUSES,
  type PortalDelivery,
  type PortalDeliveryDetail,
  type PortalSituation,
} from '../../../src/domain/tracking-client/portal-deliveries';
import { deliveryTiming } from '../../../src/domain/tracking-client/delivery-timing';
import type { EntregaStatus } from '../../../src/domain/tracking/entrega/entrega-status';
import type { Database } from '../../db/schema';
import { deliveryIdsOfClient, type DeliveryClient } from './delivery-client-scope';

const iso = (value: Date | string | null) =>
  value === null ? null : value instanceof Date ? value.toISOString() : value;
/** A date column arrives as a Date at midnight UTC (or as text): its 'yyyy-mm-dd'. */
const day = (value: Date | string | null) =>
  value === null ? null : value instanceof Date ? value.toISOString().slice(0, 10) : value.slice(0, 10);

/** The client's deliveries with their notes, before any list narrows them. */
const clientDeliveries = (db: Kysely<Database>, client: DeliveryClient) =>
  db
    .selectFrom('entrega as e')
    // The note must be the company's too, as in the delivery list's view.
    .innerJoin('notaFiscal as n', (join) =>
      join.onRef('n.id', '=', 'e.notaFiscalId').onRef('n.empresaId', '=', 'e.empresaId'),
    )
    .where('e.empresaId', '=', client.empresaId)
    .where('e.id', 'in', deliveryIdsOfClient(db, client));

const deliveryColumns = [
  'e.id',
  'n.numero',
  'n.serie',
  'n.chaveAcesso',
  'n.dataEmissao',
  'n.emitenteNome',
  'n.destinatarioNome',
  'n.destinatarioCnpjCpf',
  'n.destinatarioMunicipio',
  'n.destinatarioUf',
  'n.volumes',
  'e.status',
  'e.dataPrevista',
  'e.dataEntrega',
] as const;

type DeliveryRow = {
  id: number;
  numero: string | null;
  serie: string | null;
  chaveAcesso: string;
  dataEmissao: Date | null;
  emitenteNome: string | null;
  destinatarioNome: string | null;
  destinatarioCnpjCpf: string | null;
  destinatarioMunicipio: string | null;
  destinatarioUf: string | null;
  volumes: number | null;
  status: EntregaStatus;
  dataPrevista: Date | string | null;
  dataEntrega: Date | null;
};

const portalDelivery = (row: DeliveryRow): PortalDelivery => {
  const timed = {
    status: row.status,
    dataPrevista: day(row.dataPrevista),
    dataEntrega: iso(row.dataEntrega),
  };
  return {
    ...row,
    dataEmissao: iso(row.dataEmissao),
    ...timed,
    prazo: deliveryTiming(timed),
  };
};

export interface PortalListRequest {
  situacao: PortalSituation;
  page: number;
  pageSize: number;
  search?: string;
}

/**
 * One page of the client's deliveries in a list: 'Em andamento' by expected date (the late and
 * the next ones first), 'Entregues' the latest delivered first.
 */
export async function listClientDeliveries(
  db: Kysely<Database>,
  client: DeliveryClient,
  query: PortalListRequest,
) {
  let listed = clientDeliveries(db, client).where('e.status', 'in', SITUATION_STATUSES[query.situacao]);
  const search = query.search ? nfeSearchOf(query.search) : undefined;
  if (search === 'nothing') return { items: [], total: 0 };
  if (search && 'chaveAcesso' in search) listed = listed.where('n.chaveAcesso', '=', search.chaveAcesso);
  if (search && 'numero' in search) listed = listed.where('n.numero', '=', search.numero);

  const ordered =
    query.situacao === 'opened'
      ? listed.orderBy('e.dataPrevista', (o) => o.asc().nullsLast()).orderBy('e.id')
      : listed.orderBy('e.dataEntrega', (o) => o.desc().nullsLast()).orderBy('e.id', 'desc');
  const [rows, count] = await Promise.all([
    ordered
      .select(deliveryColumns)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    listed.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(portalDelivery), total: Number(count.total) };
}

/** One delivery of the client with its history and proofs; undefined when it is not the client's. */
export async function clientDeliveryDetail(
  db: Kysely<Database>,
  client: DeliveryClient,
  entregaId: number,
): Promise<PortalDeliveryDetail | undefined> {
  const row = await clientDeliveries(db, client)
    .where('e.id', '=', entregaId)
    .select(deliveryColumns)
    .executeTakeFirst();
  if (!row) return undefined;
  const ofDelivery = { empresaId: client.empresaId, entregaId: row.id };
  const [ocorrencias, historico, comprovantes] = await Promise.all([
    db
      .selectFrom('entregaOcorrencia')
      .select(['id', 'codigo', 'descricao', 'status', 'dataOcorrencia', 'texto'])
      .where('empresaId', '=', ofDelivery.empresaId)
      .where('entregaId', '=', ofDelivery.entregaId)
      .orderBy('dataOcorrencia')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('entregaStatusHistorico')
      .select(['id', 'estadoAnterior', 'estadoNovo', 'createdAt'])
      .where('empresaId', '=', ofDelivery.empresaId)
      .where('entregaId', '=', ofDelivery.entregaId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('entregaComprovante')
      .select(['id', 'tipo', 'tamanho', 'createdAt'])
      .where('empresaId', '=', ofDelivery.empresaId)
      .where('entregaId', '=', ofDelivery.entregaId)
      .orderBy('id', 'desc')
      .execute(),
  ]);
  return {
    entrega: portalDelivery(row),
    ocorrencias: ocorrencias.map((o) => ({
      ...o,
      id: Number(o.id),
      dataOcorrencia: o.dataOcorrencia.toISOString(),
    })),
    historico: historico.map((h) => ({
      id: h.id,
      de: h.estadoAnterior as EntregaStatus,
      para: h.estadoNovo as EntregaStatus,
      createdAt: h.createdAt.toISOString(),
    })),
    comprovantes: comprovantes.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })),
  };
}

/** A proof of one of the client's deliveries, with the file it names; undefined otherwise. */
export const clientProof = (db: Kysely<Database>, client: DeliveryClient, proofId: number) =>
  db
    .selectFrom('entregaComprovante')
    .select(['id', 'empresaId', 'arquivo', 'tipo'])
    .where('id', '=', proofId)
    .where('empresaId', '=', client.empresaId)
    .where('entregaId', 'in', deliveryIdsOfClient(db, client))
    .executeTakeFirst();
