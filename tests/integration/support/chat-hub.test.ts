// The support chat hub with the official @microsoft/signalr client: a customer's message reaches
// the agents live, typing and read receipts reach the other side, and joins are refused for a
// conversation of another company, of another customer, or the inbox of anyone but the company's
// agents; the message limit is checked on the hub as on HTTP.
import { randomUUID } from 'node:crypto';
import type { HubConnection } from '@microsoft/signalr';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH } from '../../../src/domain/support/chat-limits';
import { createTestApp, type TestApp } from '../helpers';
import { claimsOf, FAST_HUB, hubClient, listen, recorder, stopAll } from '../hub/hub-test-kit';
import { chatCalls, clientLogin, deliveryFor, login, otherCompanyAgent, secondClient } from './chat-fixtures';

const CHAT_HUB = '/hubs/support-chat';

describe('the support chat hub', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let baseUrl: string;
  let admin: string;
  let conferente: string;
  let frota: string;
  let cliente: string;
  let clienteDois: string;
  let outsider: string;
  let company: number;
  const open: HubConnection[] = [];

  const connect = async (token: string) => {
    const connection = hubClient(baseUrl, () => token, { path: CHAT_HUB });
    open.push(connection);
    await connection.start();
    return connection;
  };

  beforeAll(async () => {
    testApp = await createTestApp('embedded', { realtime: FAST_HUB });
    app = testApp.app;
    baseUrl = await listen(app);
    [admin, conferente, frota, cliente] = await Promise.all([
      login(app, 'admin'),
      login(app, 'conferente'),
      login(app, 'frota'),
      clientLogin(app, 'cliente'),
    ]);
    clienteDois = await secondClient(app);
    outsider = await otherCompanyAgent(app, 'hubrotas');
    company = claimsOf(admin).empresaId;
  });
  afterEach(() => stopAll(...open.splice(0)));
  afterAll(() => testApp?.close());

  it('refuses joining another company’s or another customer’s conversation, and the inbox to non-agents', async () => {
    const chat = chatCalls(app);
    const entrega = await deliveryFor(app, '11444777000161', 'cliente');
    const clientConversation = await chat.open(cliente, { entregaId: entrega });
    const staffConversation = await chat.open(conferente, { subject: 'Só minha' });

    const stranger = await connect(outsider);
    await expect(stranger.invoke('JoinGroup', 'conversation', clientConversation)).rejects.toThrow(
      /was found/,
    );
    await expect(stranger.invoke('JoinGroup', 'inbox', company)).rejects.toThrow(/was found/);
    const otherClient = await connect(clienteDois);
    await expect(otherClient.invoke('JoinGroup', 'conversation', clientConversation)).rejects.toThrow(
      /was found/,
    );
    await expect(otherClient.invoke('JoinGroup', 'inbox', company)).rejects.toThrow(/Permission denied/);
    const colleague = await connect(frota);
    await expect(colleague.invoke('JoinGroup', 'conversation', staffConversation)).rejects.toThrow(
      /was found/,
    );
    await expect(
      colleague.invoke('SendMessage', staffConversation, { clientId: randomUUID(), body: 'olá' }),
    ).rejects.toThrow(/Conversa não encontrada/);

    const owner = await connect(cliente);
    await expect(owner.invoke('JoinGroup', 'conversation', clientConversation)).resolves.toBeDefined();
    const agent = await connect(admin);
    await expect(agent.invoke('JoinGroup', 'conversation', clientConversation)).resolves.toBeDefined();
    await expect(agent.invoke('JoinGroup', 'inbox', company)).resolves.toBeDefined();
  });

  it('pushes a customer’s message to the agents live, with typing and read receipts both ways', async () => {
    const conversation = await chatCalls(app).open(conferente, { subject: 'Ao vivo' });
    const agent = await connect(admin);
    const customer = await connect(conferente);
    const stranger = await connect(outsider);
    const strangerHears = recorder(stranger, 'messageCreated');
    await stranger.invoke('JoinGroup', 'inbox', claimsOf(outsider).empresaId);
    const inbox = recorder(agent, 'messageCreated');
    const typing = recorder(agent, 'typing');
    const receipts = recorder(customer, 'readReceipt');
    await agent.invoke('JoinGroup', 'inbox', company);
    await agent.invoke('JoinGroup', 'conversation', conversation);
    await customer.invoke('JoinGroup', 'conversation', conversation);

    await customer.invoke('Typing', conversation, true);
    const [[signal]] = (await typing.until(1)) as [[{ typing: boolean; user: { name: string } }]];
    expect(signal).toMatchObject({ typing: true, user: { name: 'Conferente Demo' } });

    const sent = (await customer.invoke('SendMessage', conversation, {
      clientId: randomUUID(),
      body: 'Preciso de ajuda',
    })) as {
      id: number;
    };
    const heard = (await inbox.until(1)).map(([m]) => m as { id: number; body: string });
    expect(heard.some((m) => m.id === sent.id && m.body === 'Preciso de ajuda')).toBe(true);

    await agent.invoke('MarkRead', conversation, sent.id);
    const [[mark]] = (await receipts.until(1)) as [[{ userId: number; lastReadMessageId: number }]];
    expect(mark).toMatchObject({ userId: claimsOf(admin).id, lastReadMessageId: sent.id });
    expect(strangerHears.calls).toEqual([]);
  });

  it('refuses a message over the limit on the hub with the same clear text', async () => {
    const conversation = await chatCalls(app).open(conferente, { subject: 'Longa' });
    const customer = await connect(conferente);
    await expect(
      customer.invoke('SendMessage', conversation, {
        clientId: randomUUID(),
        body: 'a'.repeat(MESSAGE_MAX_LENGTH + 1),
      }),
    ).rejects.toThrow(new RegExp(`limite de ${MESSAGE_MAX_LENGTH} caracteres`));
  });
});
