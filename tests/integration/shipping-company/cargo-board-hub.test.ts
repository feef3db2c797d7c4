// The cargo kanban hub with the official @microsoft/signalr client: a move made on the board
// reaches the others on it and not the sender, presence lists who has it open, and the hub keeps
// companies apart (another company's board is refused and pushes nothing) and refuses invalid
// arguments and users without the cargo kanban permission before anything runs. Loads created or
// edited through the cargo register reach the board too.
import type { HubConnection } from '@microsoft/signalr';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../helpers';
import { claimsOf, FAST_HUB, hubClient, listen, recorder, sleep, stopAll } from '../hub/hub-test-kit';
import { CARGO_INPUT, createCargo } from './cargo-fixtures';

const CARGO_HUB = '/hubs/cargo-board';

describe('the cargo board hub', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let baseUrl: string;
  let adminToken: string;
  let rmsToken: string;
  let operadorToken: string;
  let tokenB: string;
  let demoCompany: number;
  const open: HubConnection[] = [];

  const connect = async (token: string) => {
    const connection = hubClient(baseUrl, () => token, { path: CARGO_HUB });
    open.push(connection);
    await connection.start();
    return connection;
  };
  const statusOf = async (id: number) =>
    app.db.selectFrom('carga').select(['status', 'version']).where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    testApp = await createTestApp('embedded', { realtime: FAST_HUB });
    app = testApp.app;
    baseUrl = await listen(app);
    adminToken = await login(app, 'admin');
    rmsToken = await login(app, 'rms');
    operadorToken = await login(app, 'operador');
    demoCompany = claimsOf(adminToken).empresaId;
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/tracking/usuario/create',
      payload: {
        nomeApresentacao: 'Dono da Transportadora C',
        nomeAcesso: 'dono.quadro',
        email: 'dono@quadro-c.example',
        password: 'empresa-c-123',
        empresaNomeFantasia: 'Transportadora C',
      },
    });
    tokenB = signUp.json().token;
    await app.db
      .updateTable('usuario')
      .set({ tracking: true, cargoKanbamAvaliable: true })
      .where('id', '=', claimsOf(tokenB).id)
      .execute();
  });
  afterEach(() => stopAll(...open.splice(0)));
  afterAll(() => testApp?.close());

  it('pushes a move to the others on the board, not to the sender, with who is there', async () => {
    const card = await createCargo(app, adminToken);
    const admin = await connect(adminToken);
    const rms = await connect(rmsToken);
    const adminSees = recorder(admin, 'cardMoved');
    const rmsSees = recorder(rms, 'cardMoved');
    const rmsPresence = recorder(rms, 'presenceChanged');
    await admin.invoke('JoinGroup', 'board', demoCompany);
    const members = (await rms.invoke('JoinGroup', 'board', demoCompany)) as { name: string }[];
    expect(members.map((m) => m.name).sort()).toEqual(['Administrador Demo', 'Usuário RMS']);

    const result = await admin.invoke('MoveCard', card.id, { to: 'emCarregamento', version: 0 });
    expect(result).toMatchObject({ ok: true, card: { id: card.id, status: 'emCarregamento', version: 1 } });
    const [[pushed, mover]] = (await rmsSees.until(1)) as [
      [{ id: number; status: string }, { name: string }],
    ];
    expect(pushed).toMatchObject({ id: card.id, status: 'emCarregamento', version: 1 });
    expect(mover.name).toBe('Administrador Demo');
    await sleep(200);
    expect(adminSees.calls).toEqual([]);
    expect(await statusOf(card.id)).toEqual({ status: 'emCarregamento', version: 1 });

    // A refused move answers why and the card as it is; nothing is pushed or written.
    const refused = await rms.invoke('MoveCard', card.id, { to: 'entregue', version: 1 });
    expect(refused).toMatchObject({
      ok: false,
      status: 409,
      messageId: 'cargo.error.notAccepted',
      card: { status: 'emCarregamento', version: 1 },
    });
    await admin.stop();
    await rmsPresence.until(2);
    expect(rmsPresence.calls.at(-1)).toEqual([
      { group: 'board', key: demoCompany, members: [{ userId: claimsOf(rmsToken).id, name: 'Usuário RMS' }] },
    ]);
  });

  it('tells the board about a load created or edited through the cargo register, and another board nothing', async () => {
    const rms = await connect(rmsToken);
    const other = await connect(tokenB);
    await rms.invoke('JoinGroup', 'board', demoCompany);
    await other.invoke('JoinGroup', 'board', claimsOf(tokenB).empresaId);
    const created = recorder(rms, 'cardCreated');
    const updated = recorder(rms, 'cardUpdated');
    const otherSees = recorder(other, 'cardCreated');

    const card = await createCargo(app, adminToken, { destinoCidade: 'Chapecó' });
    const [[pushed]] = (await created.until(1)) as [[{ id: number; destinoCidade: string }]];
    expect(pushed).toMatchObject({ id: card.id, destinoCidade: 'Chapecó', status: 'aguardandoCarregamento' });

    const edit = await app.inject({
      method: 'PUT',
      url: `/api/tracking/cargo/${card.id}`,
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { ...CARGO_INPUT, destinoCidade: 'Blumenau', destinoUf: 'SC' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const [[changed]] = (await updated.until(1)) as [
      [{ id: number; destinoCidade: string; version: number }],
    ];
    expect(changed).toMatchObject({ id: card.id, destinoCidade: 'Blumenau', version: 1 });
    await sleep(200);
    expect(otherSees.calls).toEqual([]);
  });

  it("refuses another company's board and never pushes it there", async () => {
    const card = await createCargo(app, adminToken);
    const admin = await connect(adminToken);
    const outsider = await connect(tokenB);
    const outsiderSees = recorder(outsider, 'cardMoved');
    const outsiderPresence = recorder(outsider, 'presenceChanged');
    await admin.invoke('JoinGroup', 'board', demoCompany);
    await expect(outsider.invoke('JoinGroup', 'board', demoCompany)).rejects.toThrow(
      `No board ${demoCompany} was found.`,
    );
    // Its own board is fine, and the same id of another company's load is missing there.
    await outsider.invoke('JoinGroup', 'board', claimsOf(tokenB).empresaId);
    await expect(outsider.invoke('MoveCard', card.id, { to: 'emCarregamento', version: 0 })).resolves.toEqual(
      {
        ok: false,
        status: 404,
        messageId: 'cargo.error.notFound',
        card: null,
      },
    );
    expect(await statusOf(card.id)).toEqual({ status: 'aguardandoCarregamento', version: 0 });

    await admin.invoke('MoveCard', card.id, { to: 'emCarregamento', version: 0 });
    await sleep(300);
    expect(outsiderSees.calls).toEqual([]);
    expect(
      outsiderPresence.calls.every(([presence]) =>
        (presence as { members: { name: string }[] }).members.every(
          (m) => m.name === 'Dono da Transportadora C',
        ),
      ),
    ).toBe(true);
  });

  it('refuses invalid arguments and users without the cargo kanban permission', async () => {
    const card = await createCargo(app, adminToken);
    const admin = await connect(adminToken);
    await expect(admin.invoke('MoveCard', 'abc', { to: 'emCarregamento', version: 0 })).rejects.toThrow(
      'Invalid arguments: argument 0',
    );
    await expect(admin.invoke('MoveCard', card.id, { to: 'voando', version: 0 })).rejects.toThrow(
      'Invalid arguments: argument 1.to',
    );
    await expect(admin.invoke('JoinGroup', 'board', 'cargas')).rejects.toThrow('Invalid arguments');
    await expect(admin.invoke('JoinGroup', 'quadro', demoCompany)).rejects.toThrow("Unknown group 'quadro'");

    const operador = await connect(operadorToken);
    await expect(operador.invoke('JoinGroup', 'board', demoCompany)).rejects.toThrow('Permission denied.');
    await expect(operador.invoke('MoveCard', card.id, { to: 'emCarregamento', version: 0 })).rejects.toThrow(
      'Permission denied.',
    );
    expect(await statusOf(card.id)).toEqual({ status: 'aguardandoCarregamento', version: 0 });
  });

  it('pushes HTTP moves to everyone on the board', async () => {
    const card = await createCargo(app, adminToken);
    const rms = await connect(rmsToken);
    const rmsSees = recorder(rms, 'cardMoved');
    const created = recorder(rms, 'cardCreated');
    await rms.invoke('JoinGroup', 'board', demoCompany);
    const moved = await app.inject({
      method: 'POST',
      url: `/api/tracking/cargo/${card.id}/status`,
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { to: 'emCarregamento', version: 0 },
    });
    expect(moved.statusCode).toBe(200);
    expect((await rmsSees.until(1))[0]![0]).toMatchObject({ id: card.id, status: 'emCarregamento' });
    const another = await createCargo(app, adminToken);
    expect((await created.until(1))[0]![0]).toMatchObject({ id: another.id, numero: another.numero });
  });
});
