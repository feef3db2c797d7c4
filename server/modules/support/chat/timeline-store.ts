// The timeline of one customer (spec 2.10): the company's own people taken together, or one
// delivery client. Its conversations' events, their messages and the status changes of the
// deliveries those conversations are about, newest first, within a period and of chosen kinds.
// Agents only; every query is scoped to the company.
import type { Kysely } from 'kysely';
import type {
  TimelineCustomer,
  TimelineEntry,
  TimelineKind,
} from '../../../../src/domain/support/chat-schemas';
import type { Database } from '../../../db/schema';
import { CHAT_REFUSALS } from './chat-refusals';
import type { ChatViewer } from './chat-viewer';

const COMPANY = 'company';
const CLIENT = /^client:(\d{1,10})$/;
const LIMIT = 300;

export async function timelineCustomers(
  db: Kysely<Database>,
  viewer: ChatViewer,
): Promise<TimelineCustomer[]> {
  if (!viewer.agent) throw CHAT_REFUSALS.agentsOnly();
  const company = await db
    .selectFrom('empresa')
    .select('nomeFantasia')
    .where('id', '=', viewer.empresaId)
    .executeTakeFirst();
  const clients = await db
    .selectFrom('usuario')
    .select(['usuario.id', 'usuario.nomeApresentacao'])
    .where('usuario.tipo', '=', 'deliveryClient')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('supportConversation')
          .select('supportConversation.id')
          .whereRef('supportConversation.openedBy', '=', 'usuario.id')
          .where('supportConversation.empresaId', '=', viewer.empresaId),
      ),
    )
    .orderBy('usuario.nomeApresentacao')
    .execute();
  return [
    { key: COMPANY, name: company?.nomeFantasia ?? '', deliveryClient: false },
    ...clients.map((c) => ({ key: `client:${c.id}`, name: c.nomeApresentacao, deliveryClient: true })),
  ];
}

export interface TimelineQuery {
  customer: string;
  from?: string;
  to?: string;
  kinds: TimelineKind[];
}

/** The customer's conversations, as a subquery. */
function customerConversations(db: Kysely<Database>, empresaId: number, customer: string) {
  const client = CLIENT.exec(customer);
  if (customer !== COMPANY && !client) throw CHAT_REFUSALS.conversationNotFound();
  return db
    .selectFrom('supportConversation')
    .innerJoin('usuario as opener', 'opener.id', 'supportConversation.openedBy')
    .select('supportConversation.id')
    .where('supportConversation.empresaId', '=', empresaId)
    .$if(client === null, (q) => q.where('opener.tipo', '!=', 'deliveryClient'))
    .$if(client !== null, (q) =>
      q
        .where('opener.tipo', '=', 'deliveryClient')
        .where('supportConversation.openedBy', '=', Number(client![1])),
    );
}

const iso = (d: Date | string) => new Date(d).toISOString();
// Whole days of the business clock (UTC-3): "until 31/05" keeps all of the 31st.
const dayStart = (day: string) => new Date(`${day}T00:00:00-03:00`);
const dayEnd = (day: string) => new Date(new Date(`${day}T00:00:00-03:00`).getTime() + 86_400_000);

export async function timeline(
  db: Kysely<Database>,
  viewer: ChatViewer,
  query: TimelineQuery,
): Promise<TimelineEntry[]> {
  if (!viewer.agent) throw CHAT_REFUSALS.agentsOnly();
  const conversations = customerConversations(db, viewer.empresaId, query.customer);
  const from = query.from ? dayStart(query.from) : new Date(0);
  const to = query.to ? dayEnd(query.to) : new Date('3000-01-01');
  const entries: TimelineEntry[] = [];
  if (query.kinds.includes('conversation')) {
    const rows = await db
      .selectFrom('supportEvent')
      .innerJoin('supportConversation', 'supportConversation.id', 'supportEvent.conversationId')
      .leftJoin('usuario as actor', 'actor.id', 'supportEvent.actorId')
      .leftJoin('usuario as assignee', 'assignee.id', 'supportEvent.assigneeId')
      .select([
        'supportEvent.createdAt',
        'supportEvent.kind',
        'supportEvent.conversationId',
        'supportConversation.entregaId',
        'supportConversation.subject',
        'actor.nomeApresentacao as actor',
        'assignee.nomeApresentacao as assignee',
      ])
      .where('supportEvent.empresaId', '=', viewer.empresaId)
      .where('supportEvent.conversationId', 'in', conversations)
      .where('supportEvent.createdAt', '>=', from)
      .where('supportEvent.createdAt', '<', to)
      .orderBy('supportEvent.createdAt', 'desc')
      .limit(LIMIT)
      .execute();
    for (const r of rows)
      entries.push({
        at: iso(r.createdAt),
        kind: 'conversation',
        event: r.kind,
        conversationId: r.conversationId,
        entregaId: r.entregaId,
        actor: r.actor,
        text: r.kind === 'assigned' ? r.assignee : r.subject,
      });
  }
  if (query.kinds.includes('message')) {
    const rows = await db
      .selectFrom('supportMessage')
      .innerJoin('usuario as author', 'author.id', 'supportMessage.authorId')
      .select([
        'supportMessage.createdAt',
        'supportMessage.conversationId',
        'author.nomeApresentacao',
        'supportMessage.body',
      ])
      .where('supportMessage.empresaId', '=', viewer.empresaId)
      .where('supportMessage.conversationId', 'in', conversations)
      .where('supportMessage.createdAt', '>=', from)
      .where('supportMessage.createdAt', '<', to)
      .orderBy('supportMessage.createdAt', 'desc')
      .limit(LIMIT)
      .execute();
    for (const r of rows)
      entries.push({
        at: iso(r.createdAt),
        kind: 'message',
        event: 'message',
        conversationId: r.conversationId,
        entregaId: null,
        actor: r.nomeApresentacao,
        text: r.body.slice(0, 280),
      });
  }
  if (query.kinds.includes('delivery')) {
    const rows = await db
      .selectFrom('entregaStatusHistorico')
      .leftJoin('usuario as actor', 'actor.id', 'entregaStatusHistorico.usuarioId')
      .select([
        'entregaStatusHistorico.createdAt',
        'entregaStatusHistorico.entregaId',
        'entregaStatusHistorico.estadoNovo',
        'entregaStatusHistorico.motivo',
        'actor.nomeApresentacao as actor',
      ])
      .where('entregaStatusHistorico.empresaId', '=', viewer.empresaId)
      .where(
        'entregaStatusHistorico.entregaId',
        'in',
        db
          .selectFrom('supportConversation')
          .select('supportConversation.entregaId')
          .where('supportConversation.id', 'in', conversations)
          .where('supportConversation.entregaId', 'is not', null)
          .$narrowType<{ entregaId: number }>(),
      )
      .where('entregaStatusHistorico.createdAt', '>=', from)
      .where('entregaStatusHistorico.createdAt', '<', to)
      .orderBy('entregaStatusHistorico.createdAt', 'desc')
      .limit(LIMIT)
      .execute();
    for (const r of rows)
      entries.push({
        at: iso(r.createdAt),
        kind: 'delivery',
        event: r.estadoNovo,
        conversationId: null,
        entregaId: r.entregaId,
        actor: r.actor,
        text: r.motivo,
      });
  }
  return entries.sort((a, b) => b.at.localeCompare(a.at)).slice(0, LIMIT);
}
