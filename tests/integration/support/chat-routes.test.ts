// The support chat over HTTP: who sees which conversations (agents the company's inbox, everyone
// else their own, nobody another company's), a delivery client talking only about deliveries they
// follow, the message limit, hostile attachments refused by their content, and sends that are
// stored once however many times they are resent.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH } from '../../../src/domain/support/chat-limits';
import { expectStoredFileHeaders } from '../files/stored-file-headers';
import { authHeaders, createTestApp, type TestApp } from '../helpers';
import { multipart } from '../nfe/zip-builder';
import {
  CHAT,
  chatCalls,
  clientLogin,
  deliveryFor,
  login,
  otherCompanyAgent,
  secondClient,
} from './chat-fixtures';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('the support chat routes', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let chat: ReturnType<typeof chatCalls>;
  let admin: string;
  let conferente: string;
  let frota: string;
  let cliente: string;
  let clienteDois: string;
  let outsider: string;
  let conferenteConversation: number;

  const ids = (res: { json: () => unknown }) =>
    (res.json() as { data: { conversations: { id: number }[] } }).data.conversations.map((c) => c.id);

  beforeAll(async () => {
    testApp = await createTestApp('embedded');
    app = testApp.app;
    chat = chatCalls(app);
    [admin, conferente, frota, cliente] = await Promise.all([
      login(app, 'admin'),
      login(app, 'conferente'),
      login(app, 'frota'),
      clientLogin(app, 'cliente'),
    ]);
    clienteDois = await secondClient(app);
    outsider = await otherCompanyAgent(app, 'rotas');
    conferenteConversation = await chat.open(conferente, { subject: 'Foto do checklist' });
    expect((await chat.send(conferente, conferenteConversation, 'A foto não anexa.')).statusCode).toBe(200);
  });
  afterAll(() => testApp?.close());

  it('lists a conversation to its opener and to the agents only, never to another company', async () => {
    expect(ids(await chat.get(conferente, '/conversations?status=open'))).toContain(conferenteConversation);
    expect(ids(await chat.get(admin, '/conversations?status=open&assignment=unassigned'))).toContain(
      conferenteConversation,
    );
    expect(ids(await chat.get(frota, '/conversations?status=open'))).not.toContain(conferenteConversation);
    expect(ids(await chat.get(outsider, '/conversations?status=open'))).toEqual([]);
    for (const token of [frota, outsider, cliente]) {
      expect((await chat.get(token, `/conversations/${conferenteConversation}`)).statusCode).toBe(404);
      expect((await chat.get(token, `/conversations/${conferenteConversation}/messages`)).statusCode).toBe(
        404,
      );
      expect((await chat.send(token, conferenteConversation, 'intrometido')).statusCode).toBe(404);
    }
    const search = await chat.get(outsider, '/search?q=foto');
    expect(search.json().data).toEqual([]);
    expect(
      (await chat.get(admin, '/search?q=fot')).json().data.map((m: { body: string }) => m.body),
    ).toContain('A foto não anexa.');
  });

  it('counts unread messages until the reader marks them read', async () => {
    const before = (await chat.get(admin, '/unread')).json().data;
    expect(before.open).toBeGreaterThanOrEqual(1);
    const page = (await chat.get(admin, `/conversations/${conferenteConversation}/messages`)).json().data;
    const last = page.messages.at(-1).id;
    expect(
      (await chat.post(admin, `/conversations/${conferenteConversation}/read`, { messageId: last }))
        .statusCode,
    ).toBe(200);
    const row = (await chat.get(admin, '/conversations?status=open'))
      .json()
      .data.conversations.find((c: { id: number }) => c.id === conferenteConversation);
    expect(row.unread).toBe(0);
  });

  it('lets only agents assign and resolve; resolving moves the conversation between lists', async () => {
    const path = `/conversations/${conferenteConversation}`;
    expect((await chat.post(conferente, `${path}/status`, { status: 'resolved' })).statusCode).toBe(403);
    expect((await chat.post(outsider, `${path}/status`, { status: 'resolved' })).statusCode).toBe(404);
    const me = (await chat.get(admin, '/conversations')).json().data.me.id;
    expect((await chat.post(admin, `${path}/assign`, { assigneeId: me })).json().data.assignee.id).toBe(me);
    expect(ids(await chat.get(admin, '/conversations?status=open&assignment=mine'))).toContain(
      conferenteConversation,
    );
    expect((await chat.post(admin, `${path}/status`, { status: 'resolved' })).json().data.status).toBe(
      'resolved',
    );
    expect(ids(await chat.get(admin, '/conversations?status=open'))).not.toContain(conferenteConversation);
    expect(ids(await chat.get(conferente, '/conversations?status=resolved'))).toContain(
      conferenteConversation,
    );
    // The customer writing again reopens it.
    await chat.send(conferente, conferenteConversation, 'Voltou a falhar.');
    expect(ids(await chat.get(admin, '/conversations?status=open'))).toContain(conferenteConversation);
  });

  it('stores a message once however often the same client id is sent', async () => {
    const clientId = randomUUID();
    const first = await chat.send(conferente, conferenteConversation, 'Enviada duas vezes', clientId);
    const again = await chat.send(conferente, conferenteConversation, 'Enviada duas vezes', clientId);
    expect(first.json().data).toMatchObject({ created: true });
    expect(again.json().data).toMatchObject({
      created: false,
      message: { id: first.json().data.message.id },
    });
    const count = await app.db
      .selectFrom('supportMessage')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('clientId', '=', clientId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('refuses a message over the limit and an empty one, saying why', async () => {
    const long = await chat.send(conferente, conferenteConversation, 'x'.repeat(MESSAGE_MAX_LENGTH + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0]).toContain(`${MESSAGE_MAX_LENGTH} caracteres`);
    expect(long.json().messageIds).toEqual(['support.error.messageTooLong']);
    expect((await chat.send(conferente, conferenteConversation, '   ')).json().messageIds).toEqual([
      'support.error.emptyMessage',
    ]);
  });

  it('takes images and PDF by their content, refuses anything else, and serves them only in scope', async () => {
    const upload = (token: string, data: Buffer, name: string) =>
      app.inject({
        method: 'POST',
        url: `${CHAT}/conversations/${conferenteConversation}/attachments`,
        ...(({ payload, headers }) => ({ payload, headers: { ...headers, ...authHeaders(token) } }))(
          multipart(data, name),
        ),
      });
    const svg = await upload(conferente, Buffer.from('<svg onload="alert(1)"></svg>'), 'foto.png');
    expect(svg.statusCode).toBe(400);
    expect(svg.json().messageIds).toEqual(['support.error.attachmentType']);
    const exe = await upload(conferente, Buffer.from('MZ\x90\x00\x03'), 'nota.pdf');
    expect(exe.statusCode).toBe(400);
    const big = await upload(
      conferente,
      Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(11 * 1024 * 1024)]),
      'a.pdf',
    );
    expect(big.statusCode).toBe(413);
    expect((await upload(frota, PNG, 'x.png')).statusCode).toBe(404);

    const image = await upload(conferente, PNG, '../../avaria.png');
    expect(image.statusCode).toBe(200);
    const attachment = image.json().data;
    expect(attachment).toMatchObject({ kind: 'image', contentType: 'image/png', name: 'avaria.png' });
    const sent = await app.inject({
      method: 'POST',
      url: `${CHAT}/conversations/${conferenteConversation}/messages`,
      headers: authHeaders(conferente),
      payload: { clientId: randomUUID(), body: '', attachmentId: attachment.id },
    });
    expect(sent.json().data.message.attachment).toMatchObject({ id: attachment.id, kind: 'image' });
    const file = await chat.get(admin, `/attachments/${attachment.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expectStoredFileHeaders(file);
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect((await chat.get(frota, `/attachments/${attachment.id}`)).statusCode).toBe(404);
    expect((await chat.get(outsider, `/attachments/${attachment.id}`)).statusCode).toBe(404);
  });

  it('lets a delivery client talk only about the deliveries they follow, and see only their own', async () => {
    const own = await deliveryFor(app, '12345678000195', 'cliente');
    const notTheirs = await deliveryFor(app, '98765432000198', 'cliente.dois');
    expect((await chat.post(cliente, '/conversations', { entregaId: notTheirs })).statusCode).toBe(404);
    const id = await chat.open(cliente, { entregaId: own });
    // Following the portal's link again lands in the same conversation.
    expect(await chat.open(cliente, { entregaId: own })).toBe(id);
    const shown = (await chat.get(cliente, `/conversations/${id}`)).json().data;
    expect(shown.delivery).toMatchObject({ id: own, destinatario: 'Mercado Bom Preço' });
    expect(shown.conversation.subject).toMatch(/^NF-e \d+$/);
    expect((await chat.get(clienteDois, `/conversations/${id}`)).statusCode).toBe(404);
    expect(ids(await chat.get(clienteDois, '/conversations?status=open'))).toEqual([]);
    expect((await chat.post(outsider, '/conversations', { entregaId: own })).statusCode).toBe(404);
    // The agents see it in the inbox, marked as the portal's.
    const row = (await chat.get(admin, '/conversations?status=open'))
      .json()
      .data.conversations.find((c: { id: number }) => c.id === id);
    expect(row).toMatchObject({ openedByClient: true, entregaId: own });
  });

  it('refuses a flood of messages from one user with 429', async () => {
    const id = await chat.open(frota, { subject: 'Muitas' });
    const answers = [];
    for (let i = 0; i < 25; i++) answers.push((await chat.send(frota, id, `mensagem ${i}`)).statusCode);
    expect(answers).toContain(429);
    expect(answers.slice(0, 10).every((s) => s === 200)).toBe(true);
  });

  it('gives agents one feed per customer, by period and kind, and nobody else', async () => {
    expect((await chat.get(conferente, '/timeline?customer=company')).statusCode).toBe(403);
    const customers = (await chat.get(admin, '/timeline/customers')).json().data;
    expect(customers[0]).toMatchObject({ key: 'company', deliveryClient: false });
    const feed = (await chat.get(admin, '/timeline?customer=company')).json().data as {
      kind: string;
      text: string;
    }[];
    expect(feed.some((e) => e.kind === 'message' && e.text === 'A foto não anexa.')).toBe(true);
    expect(feed.some((e) => e.kind === 'conversation')).toBe(true);
    const onlyEvents = (await chat.get(admin, '/timeline?customer=company&kinds=conversation')).json().data;
    expect(onlyEvents.every((e: { kind: string }) => e.kind === 'conversation')).toBe(true);
    expect((await chat.get(admin, '/timeline?customer=company&to=2000-01-01')).json().data).toEqual([]);
    const outsiderFeed = (await chat.get(outsider, '/timeline?customer=company')).json().data;
    expect(outsiderFeed.some((e: { text: string }) => e.text === 'A foto não anexa.')).toBe(false);
  });

  it('pages a long history going back, and answers what came after a message', async () => {
    const id = await chat.open(conferente, { subject: 'Histórico longo' });
    const { empresaId, id: authorId } = await app.db
      .selectFrom('usuario')
      .select(['empresaId', 'id'])
      .where('nomeAcesso', '=', 'conferente')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('supportMessage')
      .values(
        Array.from({ length: 35 }, (_, i) => ({
          empresaId,
          conversationId: id,
          authorId,
          fromAgent: false,
          clientId: randomUUID(),
          body: `linha ${i + 1}`,
        })),
      )
      .execute();
    const newest = (await chat.get(conferente, `/conversations/${id}/messages`)).json().data;
    expect(newest.messages).toHaveLength(30);
    expect(newest.messages.at(-1).body).toBe('linha 35');
    expect(newest.olderCursor).toBe(newest.messages[0].id);
    const older = (
      await chat.get(conferente, `/conversations/${id}/messages?before=${newest.olderCursor}`)
    ).json().data;
    expect(older.messages.map((m: { body: string }) => m.body)).toEqual([
      'linha 1',
      'linha 2',
      'linha 3',
      'linha 4',
      'linha 5',
    ]);
    expect(older.olderCursor).toBeNull();
    const missed = (
      await chat.get(conferente, `/conversations/${id}/messages?after=${newest.messages[27].id}`)
    ).json().data;
    expect(missed.messages.map((m: { body: string }) => m.body)).toEqual(['linha 34', 'linha 35']);
  });

  it('pages the inbox by last activity', async () => {
    const { empresaId, id: openedBy } = await app.db
      .selectFrom('usuario')
      .select(['empresaId', 'id'])
      .where('nomeAcesso', '=', 'frota')
      .executeTakeFirstOrThrow();
    const base = Date.parse('2020-01-01T00:00:00Z');
    await app.db
      .insertInto('supportConversation')
      .values(
        Array.from({ length: 55 }, (_, i) => ({
          empresaId,
          openedBy,
          status: 'pending' as const,
          subject: `Antiga ${i}`,
          lastMessageAt: new Date(base + i * 60_000),
        })),
      )
      .execute();
    const first = (await chat.get(frota, '/conversations?status=pending')).json().data.conversations;
    expect(first).toHaveLength(50);
    const before = encodeURIComponent(first.at(-1).lastMessageAt);
    const next = (await chat.get(frota, `/conversations?status=pending&before=${before}`)).json().data
      .conversations;
    expect(next.map((c: { subject: string }) => c.subject)).toEqual([
      'Antiga 4',
      'Antiga 3',
      'Antiga 2',
      'Antiga 1',
      'Antiga 0',
    ]);
  });
});
