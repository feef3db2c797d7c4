// The people and deliveries of the portal's tests: in the demo company, client X (the demo
// `cliente`) and client Y, each following its own document; in a second company, a client
// following X's very document. Deliveries are written as the NF-e import leaves them.
import type { FastifyInstance } from 'fastify';
import type { EntregaStatus } from '../../../src/domain/tracking/entrega/entrega-status';
import { insertDelivery } from '../entrega-fixtures';
import { DEMO_PASSWORD } from '../../../server/db/seed';

export const DOC_X = '12345678000195';
export const DOC_Y = '11444777000161';

export interface PortalPeople {
  companyA: number;
  companyB: number;
  clientX: number;
  clientY: number;
  clientB: number;
}

/** A delivery client of a company, with the demo password. */
export async function insertDeliveryClient(app: FastifyInstance, empresaId: number, login: string) {
  const { passwordHash } = await app.db
    .selectFrom('usuario')
    .select('passwordHash')
    .where('nomeAcesso', '=', 'cliente')
    .executeTakeFirstOrThrow();
  const { id } = await app.db
    .insertInto('usuario')
    .values({
      empresaId,
      nomeAcesso: login,
      nomeApresentacao: login,
      passwordHash,
      tipo: 'deliveryClient',
      tracking: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export const linkDocument = (app: FastifyInstance, empresaId: number, usuarioId: number, documento: string) =>
  app.db.insertInto('clienteEntregaDocumento').values({ empresaId, usuarioId, documento }).execute();

/** Signs in through the delivery clients' door and answers the token. */
export async function clientLogin(app: FastifyInstance, login: string, password = DEMO_PASSWORD) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/tracking/v1/deliveryClient/auth',
    payload: { login, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`client ${login} answered ${response.statusCode}: ${response.body}`);
  return response.json<{ token: string }>().token;
}

export const delivery = (
  app: FastifyInstance,
  empresaId: number,
  numero: string,
  destinatarioCnpjCpf: string,
  status: EntregaStatus,
) =>
  insertDelivery(app.db, empresaId, {
    numero,
    dataEmissao: '2026-11-10T10:00:00-03:00',
    destinatarioCnpjCpf,
    destinatarioNome: `Destinatário ${destinatarioCnpjCpf}`,
    dataPrevista: '2026-11-15',
    status,
  });
