// registerHub as later hubs (kanban, chat) will use it: methods with results and errors, groups
// joined on connect and by invocation, and sends to a group except the sender.
import type { HubConnection } from '@microsoft/signalr';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { HubContext } from '../../../server/realtime';
import { createTestApp, login, type TestApp } from '../helpers';
import { BOARDS_HUB, registerBoardsHub } from './boards-hub';
import { claimsOf, FAST_HUB, hubClient, listen, recorder, stopAll } from './hub-test-kit';

describe('a hub registered with registerHub', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let boards: HubContext;
  let baseUrl: string;
  let adminToken: string;
  let operadorToken: string;
  let norteToken: string;
  const open: HubConnection[] = [];

  const connect = async (token: string, skipNegotiation = false) => {
    const connection = hubClient(baseUrl, () => token, { skipNegotiation, path: BOARDS_HUB });
    open.push(connection);
    await connection.start();
    return connection;
  };

  beforeAll(async () => {
    testApp = await createTestApp('embedded', { realtime: FAST_HUB });
    app = testApp.app;
    boards = registerBoardsHub(app);
    baseUrl = await listen(app);
    adminToken = await login(app, 'admin');
    operadorToken = await login(app, 'operador');
    // The admin again, switched to another company the admin may access.
    const norte = await app.db
      .selectFrom('empresa')
      .select('id')
      .where('nomeFantasia', '=', 'Rota Logística Norte')
      .executeTakeFirstOrThrow();
    const switched = await app.inject({
      method: 'POST',
      url: '/api/scheduler/v1/access/switchCompany',
      payload: { empresaId: norte.id },
      headers: { authorization: `Bearer ${adminToken}` },
    });
    norteToken = switched.json<{ token: string }>().token;
  });
  afterEach(() => stopAll(...open.splice(0)));
  afterAll(() => testApp?.close());

  it('answers method results, matching method names without regard to case', async () => {
    const connection = await connect(adminToken);
    await expect(connection.invoke('Echo', { a: [1, 'b'] })).resolves.toEqual({ a: [1, 'b'] });
    await expect(connection.invoke('echo', 3)).resolves.toBe(3);
    const { id, empresaId } = claimsOf(adminToken);
    await expect(connection.invoke('whoami')).resolves.toEqual({ userId: id, empresaId });
    // A void method completes with neither result nor error.
    await expect(connection.invoke('LeaveBoard', 1)).resolves.toBeUndefined();
  });

  it('shows a HubError to the client and hides any other error', async () => {
    const connection = await connect(adminToken);
    await expect(connection.invoke('Refuse')).rejects.toThrow(
      "An unexpected error occurred invoking 'Refuse' on the server. HubError: This card is locked.",
    );
    const crash = connection.invoke('Crash');
    await expect(crash).rejects.toThrow("An unexpected error occurred invoking 'Crash' on the server.");
    await expect(crash).rejects.not.toThrow('hunter2');
  });

  it('sends to a board group except the sender, and stops after leaving', async () => {
    const mover = await connect(adminToken);
    const watcher = await connect(adminToken, true);
    const outsider = await connect(operadorToken);
    const [moverSees, watcherSees, outsiderSees] = [mover, watcher, outsider].map((c) =>
      recorder(c, 'cardMoved'),
    );
    await expect(mover.invoke('JoinBoard', 5)).resolves.toBe('joined 5');
    await watcher.invoke('JoinBoard', 5);
    await outsider.invoke('JoinBoard', 6);
    await mover.invoke('MoveCard', 5, { card: 1, to: 'done' });
    expect(await watcherSees!.until(1)).toEqual([[{ card: 1, to: 'done' }]]);
    await watcher.invoke('LeaveBoard', 5);
    await mover.invoke('MoveCard', 5, { card: 2 });
    await outsider.invoke('JoinBoard', 5);
    await watcher.invoke('MoveCard', 5, { card: 3 });
    expect(await moverSees!.until(1)).toEqual([[{ card: 3 }]]);
    expect(await outsiderSees!.until(1)).toEqual([[{ card: 3 }]]);
    expect(watcherSees!.calls).toEqual([[{ card: 1, to: 'done' }]]);
  });

  it('adds connections to groups on connect (per company), for server pushes', async () => {
    const admin = await connect(adminToken);
    const norte = await connect(norteToken);
    const adminSees = recorder(admin, 'companyNews');
    const norteSees = recorder(norte, 'companyNews');
    const demoCompany = claimsOf(adminToken).empresaId;
    const norteCompany = claimsOf(norteToken).empresaId;
    expect(demoCompany).not.toBe(norteCompany);
    await boards.sendGroup(`company:${demoCompany}`, 'companyNews', 'for demo');
    await boards.sendGroup(`company:${norteCompany}`, 'companyNews', 'for norte');
    expect(await adminSees.until(1)).toEqual([['for demo']]);
    expect(await norteSees.until(1)).toEqual([['for norte']]);
  });

  it('keeps hubs apart: the notifications hub does not get board pushes', async () => {
    const board = await connect(adminToken);
    const notifications = hubClient(baseUrl, () => adminToken);
    open.push(notifications);
    await notifications.start();
    const onBoard = recorder(board, 'ping2');
    const onNotifications = recorder(notifications, 'ping2');
    await boards.sendUser(claimsOf(adminToken).id, 'ping2', 'board');
    await app.notifications.sendUser(claimsOf(adminToken).id, 'ping2', 'notification');
    expect(await onBoard.until(1)).toEqual([['board']]);
    expect(await onNotifications.until(1)).toEqual([['notification']]);
  });
});
