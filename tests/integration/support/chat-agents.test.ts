// Whom a conversation goes to: an agent lists the company's agents (administrators, by their own
// flag or a profile's) and gives a conversation to one of them, or to nobody; a colleague who is
// not an agent cannot be given one, and a customer cannot read the list.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noFlags } from '../../../src/domain/permissions';
import { hashPassword } from '../../../server/auth/password';
import { createTestApp, type TestApp } from '../helpers';
import { chatCalls, login } from './chat-fixtures';

describe('the support agents of a company', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let chat: ReturnType<typeof chatCalls>;
  let admin: string;
  let conferente: string;
  let secondAgentId: number;
  let operadorId: number;

  beforeAll(async () => {
    testApp = await createTestApp('embedded');
    app = testApp.app;
    chat = chatCalls(app);
    const demo = await app.db
      .selectFrom('usuario')
      .select(['empresaId', 'id'])
      .where('nomeAcesso', '=', 'operador')
      .executeTakeFirstOrThrow();
    operadorId = demo.id;
    secondAgentId = (
      await app.db
        .insertInto('usuario')
        .values({
          ...noFlags(),
          administrator: true,
          empresaId: demo.empresaId,
          nomeAcesso: 'atendente.dois',
          nomeApresentacao: 'Atendente Dois',
          passwordHash: await hashPassword('atendente-1234'),
          tipo: 'staff',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    [admin, conferente] = await Promise.all([login(app, 'admin'), login(app, 'conferente')]);
  });
  afterAll(() => testApp?.close());

  it('lists the agents to agents only', async () => {
    const agents = (await chat.get(admin, '/agents')).json().data as { userId: number; name: string }[];
    expect(agents.map((a) => a.name)).toContain('Atendente Dois');
    expect(agents.map((a) => a.userId)).not.toContain(operadorId);
    expect((await chat.get(conferente, '/agents')).statusCode).toBe(403);
  });

  it('gives a conversation to another agent or to nobody, never to a colleague who is not one', async () => {
    const id = await chat.open(conferente, { subject: 'Quem me atende?' });
    const path = `/conversations/${id}/assign`;
    const given = await chat.post(admin, path, { assigneeId: secondAgentId });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().data.assignee.name).toBe('Atendente Dois');
    const refused = await chat.post(admin, path, { assigneeId: operadorId });
    expect(refused.statusCode).toBe(400);
    expect((await chat.post(admin, path, { assigneeId: null })).json().data.assignee).toBeNull();
  });
});
