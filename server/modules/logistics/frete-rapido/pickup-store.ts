// The NF-e a company may send for pickup (its deliveries not delivered yet: pending or in
// transit), its Frete Rápido settings, and the pickups the service accepted.
import { sql, type Kysely } from 'kysely';
import {
  pickupNfeSchema,
  type FreteRapidoSettings,
  type PickupNfe,
} from '../../../../src/domain/logistics/logistics';
import type { Database } from '../../../db/schema';
import { containsPattern } from '../../../resources/list-query';
import type { FreteRapidoColeta } from './frete-rapido-client';

/** The open deliveries shown for picking, most recent first. */
export const PICKUP_LIST_MAX = 200;

const OPEN_DELIVERY = ['pendente', 'emTransito'] as const;

export async function pickupCandidates(
  db: Kysely<Database>,
  empresaId: number,
  search: string | undefined,
): Promise<PickupNfe[]> {
  const rows = await db
    .selectFrom('entrega as e')
    .innerJoin('notaFiscal as n', (j) =>
      j.onRef('n.id', '=', 'e.notaFiscalId').onRef('n.empresaId', '=', 'e.empresaId'),
    )
    .leftJoin('freteRapidoColeta as c', (j) =>
      j.onRef('c.entregaId', '=', 'e.id').onRef('c.empresaId', '=', 'e.empresaId'),
    )
    .where('e.empresaId', '=', empresaId)
    .where('e.status', 'in', OPEN_DELIVERY)
    .$if(!!search, (qb) =>
      qb.where((eb) =>
        eb.or([
          eb('n.numero', 'like', `${search ?? ''}%`),
          eb('n.chaveAcesso', 'like', `%${(search ?? '').replace(/\D/g, '') || '-'}%`),
          eb('n.destinatarioNome', 'ilike', containsPattern(search ?? '')),
        ]),
      ),
    )
    .select([
      'e.id as entregaId',
      'n.chaveAcesso',
      'n.numero',
      'n.serie',
      'n.destinatarioNome',
      sql<string | null>`n.destinatario_municipio || '/' || n.destinatario_uf`.as('destino'),
      sql<string | null>`n.valor_total::text`.as('valorTotal'),
      'n.volumes',
      'e.status',
      'c.protocolo as coletaProtocolo',
      'c.createdAt as coletaEm',
    ])
    .orderBy('e.id', 'desc')
    .limit(PICKUP_LIST_MAX)
    .execute();
  return rows.map((r) =>
    pickupNfeSchema.parse({ ...r, coletaEm: r.coletaEm ? new Date(r.coletaEm).toISOString() : null }),
  );
}

export interface StoredSettings {
  url: string;
  token: string;
}

export async function storedSettings(db: Kysely<Database>, empresaId: number): Promise<StoredSettings> {
  const row = await db
    .selectFrom('logisticaConfig')
    .select(['freteRapidoUrl', 'freteRapidoToken'])
    .where('empresaId', '=', empresaId)
    .executeTakeFirst();
  return { url: row?.freteRapidoUrl ?? '', token: row?.freteRapidoToken ?? '' };
}

/** What the browser may see of the settings: never the token. */
export const visibleSettings = (s: StoredSettings): FreteRapidoSettings => ({
  url: s.url,
  tokenSet: s.token !== '',
});

export async function saveSettings(
  db: Kysely<Database>,
  empresaId: number,
  userId: number,
  input: { url: string; token?: string | undefined },
): Promise<StoredSettings> {
  const token = input.token?.trim() || undefined;
  await db
    .insertInto('logisticaConfig')
    .values({ empresaId, freteRapidoUrl: input.url, freteRapidoToken: token ?? '', updatedBy: userId })
    .onConflict((oc) =>
      oc.column('empresaId').doUpdateSet({
        freteRapidoUrl: input.url,
        ...(token ? { freteRapidoToken: token } : {}),
        updatedAt: new Date(),
        updatedBy: userId,
      }),
    )
    .execute();
  return storedSettings(db, empresaId);
}

/** The orders for the chosen deliveries that are the company's and still open, by delivery. */
export async function pickupOrders(
  db: Kysely<Database>,
  empresaId: number,
  entregaIds: readonly number[],
  dataColeta: string,
): Promise<Map<number, FreteRapidoColeta>> {
  const company = await db
    .selectFrom('empresa')
    .select('cnpj')
    .where('id', '=', empresaId)
    .executeTakeFirst();
  const rows = await db
    .selectFrom('entrega as e')
    .innerJoin('notaFiscal as n', (j) =>
      j.onRef('n.id', '=', 'e.notaFiscalId').onRef('n.empresaId', '=', 'e.empresaId'),
    )
    .where('e.empresaId', '=', empresaId)
    .where('e.status', 'in', OPEN_DELIVERY)
    .where('e.id', 'in', [...entregaIds])
    .select([
      'e.id',
      'n.chaveAcesso',
      'n.numero',
      'n.serie',
      'n.valorTotal',
      'n.volumes',
      'n.pesoBruto',
      'n.destinatarioCnpjCpf',
      'n.destinatarioNome',
      'n.destinatarioLogradouro',
      'n.destinatarioNumero',
      'n.destinatarioBairro',
      'n.destinatarioCep',
      'n.destinatarioMunicipio',
      'n.destinatarioUf',
    ])
    .execute();
  const text = (v: string | null | undefined) => v ?? '';
  return new Map(
    rows.map((r) => [
      r.id,
      {
        canal: 'Rota',
        data_coleta: dataColeta,
        remetente: { cnpj: (company?.cnpj ?? '').replace(/\D/g, '') },
        destinatario: {
          cnpj_cpf: text(r.destinatarioCnpjCpf).replace(/\D/g, ''),
          nome: text(r.destinatarioNome),
          endereco: {
            rua: text(r.destinatarioLogradouro),
            numero: text(r.destinatarioNumero),
            bairro: text(r.destinatarioBairro),
            cep: text(r.destinatarioCep).replace(/\D/g, ''),
            cidade: text(r.destinatarioMunicipio),
            estado: text(r.destinatarioUf),
          },
        },
        notas_fiscais: [
          {
            chave_acesso: r.chaveAcesso,
            numero: text(r.numero),
            serie: text(r.serie),
            valor: Number(r.valorTotal ?? 0),
            volumes: r.volumes ?? 0,
            peso: Number(r.pesoBruto ?? 0),
          },
        ],
      } satisfies FreteRapidoColeta,
    ]),
  );
}

export async function recordColeta(
  db: Kysely<Database>,
  row: {
    empresaId: number;
    entregaId: number;
    protocolo: string | null;
    dataColeta: string;
    usuarioId: number;
  },
): Promise<void> {
  await db
    .insertInto('freteRapidoColeta')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['empresaId', 'entregaId']).doUpdateSet({
        protocolo: row.protocolo,
        dataColeta: row.dataColeta,
        usuarioId: row.usuarioId,
        createdAt: new Date(),
      }),
    )
    .execute();
}
