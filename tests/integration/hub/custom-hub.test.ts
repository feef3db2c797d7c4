// registerHub as later hubs (kanban, chat) will use it: methods with results and errors, groups
// joined by invocation and scoped to the company, and sends to a group except the sender.
import type { HubConnection } from '@microsoft/signalr';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, login, type TestApp } from '../helpers';
import { BOARDS_HUB, type BoardsHub, boardsContract, registerBoardsHub } from './boards-hub';
import {
  claimsOf,
  FAST_HUB,
  hubClient,
  listen,
  MemoryStorage,
  rawNotifications,
  recorder,
  stopAll,
} from './hub-test-kit';

describe('a hub registered with registerHub', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let boards: BoardsHub;
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
    await expect(connection.invoke('LeaveGroup', 'board', 1)).resolves.toBeUndefined();
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
    await expect(mover.invoke('JoinGroup', 'board', 5)).resolves.toEqual([
      { userId: claimsOf(adminToken).id, name: 'Administrador Demo' },
    ]);
    await watcher.invoke('JoinGroup', 'board', 5);
    await outsider.invoke('JoinGroup', 'board', 6);
    await mover.invoke('MoveCard', 5, { card: 1, to: 'done' });
    expect(await watcherSees!.until(1)).toEqual([[{ card: 1, to: 'done' }]]);
    await watcher.invoke('LeaveGroup', 'board', 5);
    await mover.invoke('MoveCard', 5, { card: 2 });
    await outsider.invoke('JoinGroup', 'board', 5);
    // A connection that left the board may not push to it.
    await expect(watcher.invoke('MoveCard', 5, { card: 3 })).rejects.toThrow('Join the board first.');
    await outsider.invoke('MoveCard', 5, { card: 3 });
    expect(await moverSees!.until(1)).toEqual([[{ card: 3 }]]);
    expect(outsiderSees!.calls).toEqual([]);
    expect(watcherSees!.calls).toEqual([[{ card: 1, to: 'done' }]]);
  });

  it('scopes groups to the company: the same board key of two companies are two groups', async () => {
    const admin = await connect(adminToken);
    const norte = await connect(norteToken);
    const adminSees = recorder(admin, 'companyNews');
    const norteSees = recorder(norte, 'companyNews');
    const demoCompany = claimsOf(adminToken).empresaId;
    const norteCompany = claimsOf(norteToken).empresaId;
    expect(demoCompany).not.toBe(norteCompany);
    await admin.invoke('JoinGroup', 'board', 7);
    // The same person, signed into the other company: only that company's members are listed.
    await expect(norte.invoke('JoinGroup', 'board', 7)).resolves.toEqual([
      { userId: claimsOf(norteToken).id, name: 'Administrador Demo' },
    ]);
    await boards.sendGroup('board', { empresaId: demoCompany, key: 7 }, 'companyNews', 'for demo');
    await boards.sendGroup('board', { empresaId: norteCompany, key: 7 }, 'companyNews', 'for norte');
    expect(await adminSees.until(1)).toEqual([['for demo']]);
    expect(await norteSees.until(1)).toEqual([['for norte']]);
  });

  it("gives the SPA's createHubClient typed calls, checked against the contract on both sides", async () => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    const { createHubClient } = await import('../../../src/services/hub-client');
    const client = createHubClient(boardsContract, {
      url: `${baseUrl}${BOARDS_HUB}`,
      token: () => adminToken,
    });
    try {
      const { id, empresaId } = claimsOf(adminToken);
      // A call alone starts the connection.
      await expect(client.invoke('WhoAmI')).resolves.toEqual({ userId: id, empresaId });
      await expect(client.invoke('Echo', { a: 1 })).resolves.toEqual({ a: 1 });
      // Refused by the SPA before anything is sent, as the server would refuse it.
      await expect(client.invoke('MoveCard', -1, 'card')).rejects.toThrow('"too_small"');
      const members: unknown[] = [];
      const leave = client.join('board', 8, (present) => members.push(present));
      await vi.waitFor(() => expect(members).toContainEqual([{ userId: id, name: 'Administrador Demo' }]));
      leave();
      await vi.waitFor(() => expect(client.status).toBe('idle'));
    } finally {
      await client.stop();
      vi.unstubAllGlobals();
    }
  });

  it('keeps hubs apart: the notifications hub does not get board pushes', async () => {
    const board = await connect(adminToken);
    const notifications = hubClient(baseUrl, () => adminToken);
    open.push(notifications);
    await notifications.start();
    const onBoard = recorder(board, 'ping2');
    const onNotifications = recorder(notifications, 'ping2');
    await boards.sendUser(claimsOf(adminToken).id, 'ping2', 'board');
    await rawNotifications(app).sendUser(claimsOf(adminToken).id, 'ping2', 'notification');
    expect(await onBoard.until(1)).toEqual([['board']]);
    expect(await onNotifications.until(1)).toEqual([['notification']]);
  });
});
