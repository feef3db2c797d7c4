// What the support chat tests share: sign-ins of the demo users (staff and the delivery client),
// a user of another company, a second delivery client, and a delivery the demo client follows.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { authHeaders, login } from '../helpers';

export const CHAT = '/api/tracking/support';

export async function clientLogin(
  app: FastifyInstance,
  loginName: string,
  password = 'demo1234',
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/tracking/v1/deliveryClient/auth',
    payload: { login: loginName, password },
  });
  if (res.statusCode !== 200) throw new Error(`client login ${loginName}: ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}

/** A new company whose first user (its administrator, so its agent) signs in. */
export async function otherCompanyAgent(app: FastifyInstance, name: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/tracking/usuario/create',
    payload: {
      nomeApresentacao: `Dono ${name}`,
      nomeAcesso: `dono.${name}`,
      email: `dono@${name}.example`,
      password: 'empresa-x-123',
      empresaNomeFantasia: `Transportadora ${name}`,
    },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up: ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}

/** A second delivery client of the demo company, with the demo client's password. */
export async function secondClient(app: FastifyInstance): Promise<string> {
  const cliente = await app.db
    .selectFrom('usuario')
    .select(['empresaId', 'passwordHash'])
    .where('nomeAcesso', '=', 'cliente')
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('usuario')
    .values({
      empresaId: cliente.empresaId,
      nomeAcesso: 'cliente.dois',
      nomeApresentacao: 'Outro Cliente',
      email: 'cliente.dois@rota.demo',
      passwordHash: cliente.passwordHash,
      tipo: 'deliveryClient',
      tracking: true,
    })
    .execute();
  return clientLogin(app, 'cliente.dois');
}

/** A delivery of the demo company addressed to a document; linked to `follower` when given. */
export async function deliveryFor(
  app: FastifyInstance,
  document: string,
  follower?: string,
): Promise<number> {
  const { empresaId } = await app.db
    .selectFrom('usuario')
    .select('empresaId')
    .where('nomeAcesso', '=', 'admin')
    .executeTakeFirstOrThrow();
  const nota = await app.db
    .insertInto('notaFiscal')
    .values({
      empresaId,
      chaveAcesso: `3525${Date.now()}${Math.floor(Math.random() * 1e9)}`.padEnd(44, '0').slice(0, 44),
      numero: String(Math.floor(Math.random() * 1e6)),
      destinatarioCnpjCpf: document,
      destinatarioNome: 'Mercado Bom Preço',
      destinatarioMunicipio: 'Campinas',
      destinatarioUf: 'SP',
      valorTotal: '100.00',
      pesoBruto: '10.000',
      pesoLiquido: '9.000',
      conteudoHash: randomUUID(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const entrega = await app.db
    .insertInto('entrega')
    .values({ empresaId, notaFiscalId: nota.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (follower) {
    const user = await app.db
      .selectFrom('usuario')
      .select('id')
      .where('nomeAcesso', '=', follower)
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('clienteEntregaDocumento')
      .values({ empresaId, usuarioId: user.id, documento: document })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  return entrega.id;
}

export const chatCalls = (app: FastifyInstance) => ({
  get: (token: string, path: string) =>
    app.inject({ method: 'GET', url: `${CHAT}${path}`, headers: authHeaders(token) }),
  post: (token: string, path: string, payload: object) =>
    app.inject({ method: 'POST', url: `${CHAT}${path}`, headers: authHeaders(token), payload }),
  open: async (token: string, body: object = {}) => {
    const res = await app.inject({
      method: 'POST',
      url: `${CHAT}/conversations`,
      headers: authHeaders(token),
      payload: body,
    });
    if (res.statusCode !== 200) throw new Error(`open: ${res.statusCode} ${res.body}`);
    return res.json<{ data: { conversation: { id: number } } }>().data.conversation.id;
  },
  send: (token: string, conversationId: number, body: string, clientId: string = randomUUID()) =>
    app.inject({
      method: 'POST',
      url: `${CHAT}/conversations/${conversationId}/messages`,
      headers: authHeaders(token),
      payload: { clientId, body },
    }),
});

export { login };
