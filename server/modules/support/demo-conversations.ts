// The demo company's support inbox, so a new user sees it working: conversations in each status
// between the demo users (admin answers as the company's agent; conferente, frota and the delivery
// client cliente ask), one of them about a delivery the client follows when there is one.
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { ConversationStatus } from '../../../src/domain/support/chat-schemas';
import type { Database } from '../../db/schema';
import { deliveryIdsOfClient } from '../tracking-client/delivery-client-scope';

interface DemoConversation {
  opener: string;
  status: ConversationStatus;
  assignedToAdmin: boolean;
  aboutDelivery?: boolean;
  subject: string;
  /** Who writes (the opener or admin) and what, oldest first. */
  messages: [string, string][];
  /** Hours ago of the first message. */
  startedHoursAgo: number;
}

const CONVERSATIONS: DemoConversation[] = [
  {
    opener: 'cliente',
    status: 'open',
    assignedToAdmin: false,
    aboutDelivery: true,
    subject: 'Previsão de entrega',
    startedHoursAgo: 1,
    messages: [['cliente', 'Boa tarde! A entrega da minha nota ainda não chegou. Há uma nova previsão?']],
  },
  {
    opener: 'conferente',
    status: 'open',
    assignedToAdmin: true,
    subject: 'Foto da avaria no checklist',
    startedHoursAgo: 5,
    messages: [
      ['conferente', 'Bom dia, o checklist de recebimento não está anexando a foto da avaria.'],
      ['admin', 'Bom dia! Qual formulário você está preenchendo?'],
      ['conferente', 'O "Recebimento de carga", no celular.'],
    ],
  },
  {
    opener: 'frota',
    status: 'pending',
    assignedToAdmin: true,
    subject: 'Abastecimento duplicado',
    startedHoursAgo: 26,
    messages: [
      ['frota', 'O abastecimento do caminhão ABC1D23 aparece duas vezes no painel.'],
      ['admin', 'Vou verificar a importação. Pode me enviar o horário dos dois lançamentos?'],
    ],
  },
  {
    opener: 'conferente',
    status: 'resolved',
    assignedToAdmin: true,
    subject: 'Acesso às pendências',
    startedHoursAgo: 72,
    messages: [
      ['conferente', 'Não consigo ver as pendências expiradas.'],
      ['admin', 'Liberei o acesso no seu perfil. Pode conferir?'],
      ['conferente', 'Agora aparece, obrigado!'],
    ],
  },
];

export async function seedDemoConversations(trx: Transaction<Database>, empresaId: number): Promise<void> {
  const users = await trx
    .selectFrom('usuario')
    .select(['id', 'nomeAcesso'])
    .where('empresaId', '=', empresaId)
    .where('nomeAcesso', 'in', ['admin', 'conferente', 'frota', 'cliente'])
    .execute();
  const idOf = new Map(users.map((u) => [u.nomeAcesso, u.id]));
  const admin = idOf.get('admin');
  if (admin === undefined) return;
  for (const demo of CONVERSATIONS) {
    const opener = idOf.get(demo.opener);
    if (opener === undefined) continue;
    const entrega = demo.aboutDelivery
      ? await trx
          .selectFrom('entrega')
          .select('id')
          .where('id', 'in', deliveryIdsOfClient(trx, { empresaId, usuarioId: opener }))
          .orderBy('id')
          .executeTakeFirst()
      : undefined;
    const start = Date.now() - demo.startedHoursAgo * 3_600_000;
    const at = (i: number) => new Date(start + i * 7 * 60_000);
    const last = at(demo.messages.length - 1);
    const conversation = await trx
      .insertInto('supportConversation')
      .values({
        empresaId,
        openedBy: opener,
        entregaId: entrega?.id ?? null,
        subject: demo.subject,
        status: demo.status,
        assigneeId: demo.assignedToAdmin ? admin : null,
        createdAt: at(0),
        updatedAt: last,
        lastMessageAt: last,
        resolvedAt: demo.status === 'resolved' ? last : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('supportEvent')
      .values({
        empresaId,
        conversationId: conversation.id,
        actorId: opener,
        kind: 'opened',
        createdAt: at(0),
      })
      .execute();
    let lastId = 0;
    for (const [i, [author, body]] of demo.messages.entries()) {
      const row = await trx
        .insertInto('supportMessage')
        .values({
          empresaId,
          conversationId: conversation.id,
          authorId: idOf.get(author)!,
          fromAgent: author === 'admin',
          clientId: randomUUID(),
          body,
          createdAt: at(i),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      lastId = row.id;
    }
    // The opener has read everything; the agent has read all but the newest of open conversations.
    await trx
      .insertInto('supportRead')
      .values({ conversationId: conversation.id, usuarioId: opener, lastReadMessageId: lastId })
      .execute();
    if (demo.status !== 'open')
      await trx
        .insertInto('supportRead')
        .values({ conversationId: conversation.id, usuarioId: admin, lastReadMessageId: lastId })
        .execute();
    if (demo.assignedToAdmin)
      await trx
        .insertInto('supportEvent')
        .values({
          empresaId,
          conversationId: conversation.id,
          actorId: admin,
          kind: 'assigned',
          assigneeId: admin,
          createdAt: at(1),
        })
        .execute();
    if (demo.status !== 'open')
      await trx
        .insertInto('supportEvent')
        .values({
          empresaId,
          conversationId: conversation.id,
          actorId: admin,
          kind: demo.status,
          createdAt: last,
        })
        .execute();
  }
}
