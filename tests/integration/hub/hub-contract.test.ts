// Hubs on their contract, through the notifications hub and its `import` group, with the official
// client over real WebSockets, on every test database, in one process and (with TEST_REDIS_URL)
// on the Redis backplane: a user of another company cannot join this company's import (refused,
// receives nothing); invalid arguments are refused and change nothing; presence lists who watches
// an import and follows leaves and dropped connections.
import { randomBytes } from 'node:crypto';
import type { HubConnection } from '@microsoft/signalr';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { beginImport } from '../nfe/import-client';
import { createTestApp, DATABASES, login, type TestApp } from '../helpers';
import {
  claimsOf,
  FAST_HUB,
  hubClient,
  importStatus,
  listen,
  recorder,
  sleep,
  stopAll,
} from './hub-test-kit';

const redisUrl = process.env.TEST_REDIS_URL;
const setups = DATABASES.flatMap((database) => [
  { database, backplane: 'in-process' as const },
  ...(redisUrl ? [{ database, backplane: 'redis' as const }] : []),
]);

describe.each(setups)('a contract hub on $database, $backplane', ({ database, backplane }) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let baseUrl: string;
  let adminToken: string;
  let operadorToken: string;
  let outsiderToken: string;
  let importId: number;
  let scope: { empresaId: number; key: number };
  const open: HubConnection[] = [];

  const connect = async (token: string) => {
    const connection = hubClient(baseUrl, () => token);
    open.push(connection);
    await connection.start();
    return connection;
  };
  const member = (token: string, name: string) => ({ userId: claimsOf(token).id, name });

  beforeAll(async () => {
    testApp = await createTestApp(database, {
      realtime: { ...FAST_HUB, channelPrefix: `rota-test-${randomBytes(4).toString('hex')}` },
      ...(backplane === 'redis' && { redisUrl }),
    });
    app = testApp.app;
    baseUrl = await listen(app);
    adminToken = await login(app, 'admin');
    operadorToken = await login(app, 'operador');
    // A tracking user whose own company is another one (same password as the admin).
    const norte = await app.db
      .selectFrom('empresa')
      .select('id')
      .where('nomeFantasia', '=', 'Rota Logística Norte')
      .executeTakeFirstOrThrow();
    const { passwordHash } = await app.db
      .selectFrom('usuario')
      .select('passwordHash')
      .where('nomeAcesso', '=', 'admin')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('usuario')
      .values({
        empresaId: norte.id,
        nomeApresentacao: 'Operador Norte',
        nomeAcesso: 'operador-norte',
        passwordHash,
        tipo: 'staff',
        tracking: true,
      })
      .execute();
    outsiderToken = await login(app, 'operador-norte');
    importId = await beginImport(app, adminToken);
    scope = { empresaId: claimsOf(adminToken).empresaId, key: importId };
  });
  afterEach(() => stopAll(...open.splice(0)));
  afterAll(() => testApp?.close());

  it("refuses a user of another company the import's group, who then receives nothing of it", async () => {
    const watcher = await connect(operadorToken);
    const outsider = await connect(outsiderToken);
    const [watcherSees, outsiderSees] = [watcher, outsider].map((c) => recorder(c, 'importProgress'));
    await expect(outsider.invoke('JoinGroup', 'import', importId)).rejects.toThrow(
      `HubError: No import ${importId} was found.`,
    );
    await expect(watcher.invoke('JoinGroup', 'import', importId)).resolves.toEqual([
      member(operadorToken, 'Operador Demo'),
    ]);
    await app.notifications.sendGroup('import', scope, 'importProgress', importStatus(importId, 50));
    expect(await watcherSees!.until(1)).toEqual([[importStatus(importId, 50)]]);
    // A push to the outsider's own user, sent after the group push on the same path, arrives after it.
    await app.notifications.sendUser(claimsOf(outsiderToken).id, 'importProgress', importStatus(1));
    expect(await outsiderSees!.until(1)).toEqual([[importStatus(1)]]);
    expect(await app.notifications.presence('import', scope)).toEqual([
      member(operadorToken, 'Operador Demo'),
    ]);
  });

  it('refuses invalid arguments with a completion error, and nothing happens', async () => {
    const connection = await connect(adminToken);
    const presence = recorder(connection, 'presenceChanged');
    for (const args of [
      ['import', String(importId)],
      ['import', -1],
      ['import', 1.5],
      ['import'],
      ['import', importId, 'extra'],
      ['imports', importId],
      [{ group: 'import' }, importId],
    ]) {
      await expect(connection.invoke('JoinGroup', ...args), JSON.stringify(args)).rejects.toThrow(
        'HubError: Invalid arguments',
      );
    }
    await expect(connection.invoke('JoinGroup', 'nope', 1)).rejects.toThrow("Unknown group 'nope'.");
    expect(await app.notifications.presence('import', scope)).toEqual([]);
    await sleep(100);
    expect(presence.calls).toEqual([]);
    // The connection is still usable.
    await expect(connection.invoke('JoinGroup', 'import', importId)).resolves.toHaveLength(1);
  });

  it('lists who watches an import, and updates on leave and when a connection drops', async () => {
    const admin = await connect(adminToken);
    const adminTab = await connect(adminToken);
    const operador = await connect(operadorToken);
    const adminSees = recorder(admin, 'presenceChanged');
    const both = [member(adminToken, 'Administrador Demo'), member(operadorToken, 'Operador Demo')];
    const adminOnly = [member(adminToken, 'Administrador Demo')];
    const presence = (members: unknown[]) => [{ group: 'import', key: importId, members }];

    await admin.invoke('JoinGroup', 'import', importId);
    // Two tabs of one user count once.
    await expect(adminTab.invoke('JoinGroup', 'import', importId)).resolves.toEqual(adminOnly);
    await expect(operador.invoke('JoinGroup', 'import', importId)).resolves.toEqual(both);
    expect((await adminSees.until(3))[2]).toEqual(presence(both));

    await operador.invoke('LeaveGroup', 'import', importId);
    expect((await adminSees.until(4))[3]).toEqual(presence(adminOnly));
    expect(await app.notifications.presence('import', scope)).toEqual(adminOnly);

    await operador.invoke('JoinGroup', 'import', importId);
    expect((await adminSees.until(5))[4]).toEqual(presence(both));
    await operador.stop();
    expect((await adminSees.until(6))[5]).toEqual(presence(adminOnly));
    // One of the admin's tabs closing leaves the admin present through the other.
    await adminTab.stop();
    expect((await adminSees.until(7))[6]).toEqual(presence(adminOnly));
    expect(await app.notifications.presence('import', scope)).toEqual(adminOnly);
  });
});
