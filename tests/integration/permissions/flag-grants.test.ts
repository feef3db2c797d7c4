// The user register is never a way up. For every flag of spec section 6: a user holding it may
// give and take it; one who does not is refused (403 naming the flag), on others and on itself;
// adminRms is given only by the vendor; nobody acts on a user with powers they lack; and the code
// table every company shares stays out of reach of a customer that tried to promote itself.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noFlags, PERMISSION_FLAGS, type PermissionFlag } from '../../../src/domain/permissions';
import {
  beyondMessage,
  ungrantedMessage,
  VENDOR_FLAG_REFUSED,
  VENDOR_USER_REFUSED,
} from '../../../server/resources/hooks/usuario-grants';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from '../helpers';

const USUARIO = '/api/tracking/usuario';
const PROCEDA = '/api/tracking/tabelaOcorrenciaProceda';
const PASSWORD = 'concede-123';

/** Flags every user manager needs to reach the register: a module and accessUser. */
const MANAGER = ['tracking', 'accessUser'] as const;
/** A flag's holder: a manager with it; a manager without it, for the refusals. */
const holderOf = (flag: PermissionFlag) => [...new Set<string>([...MANAGER, flag])];
const nonHolderOf = (flag: PermissionFlag) =>
  // Without tracking a manager reaches the register through the checklist module.
  flag === 'tracking' ? ['checklist', 'accessUser'] : MANAGER.filter((f) => f !== flag);

const withFlags = (names: readonly string[]) => ({
  ...noFlags(),
  ...Object.fromEntries(names.map((n) => [n, true])),
});

// adminRms has its own tests below; every other flag is granted the same way.
const ORDINARY_FLAGS = PERMISSION_FLAGS.filter((flag) => flag !== 'adminRms');

describe.each(DATABASES)('who may grant which flag, on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let admin: string;
  let serial = 0;

  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: authHeaders(token) });

  const userBody = (flags: object, nomeAcesso = `concede.${++serial}`) => ({
    nomeApresentacao: 'Pessoa de teste',
    nomeAcesso,
    password: PASSWORD,
    ...noFlags(),
    ...flags,
  });

  /** A user of the demo company made by its administrator: its id, login and token. */
  const userWith = async (names: readonly string[]) => {
    const body = userBody(withFlags(names));
    const created = await call(admin, 'POST', USUARIO, body);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data as { id: number };
    return { id, body, token: await login(app, body.nomeAcesso, PASSWORD) };
  };

  const storedFlags = async (id: number) =>
    (await call(admin, 'GET', `${USUARIO}/${id}`)).json().data as Record<string, unknown>;

  beforeAll(async () => {
    // Many sign-ins from one address in a minute: lift the route's cap, not what is under test.
    testApp = await createTestApp(kind, { loginRateLimit: 100_000 });
    app = testApp.app;
    admin = await login(app, 'admin');
  });
  afterAll(() => testApp?.close());

  it.each(ORDINARY_FLAGS)('%s: its holder gives and takes it, anyone else gets 403', async (flag) => {
    const holder = await userWith(holderOf(flag));
    const other = await userWith(nonHolderOf(flag));

    // Held: given on create, taken and given back on update.
    const created = await call(holder.token, 'POST', USUARIO, userBody({ [flag]: true }));
    expect(created.statusCode, created.body).toBe(201);
    const target = created.json().data as Record<string, unknown> & { id: number };
    expect(target[flag]).toBe(true);
    const taken = await call(holder.token, 'PUT', `${USUARIO}/${target.id}`, { ...target, [flag]: false });
    expect(taken.statusCode, taken.body).toBe(200);
    const given = await call(holder.token, 'PUT', `${USUARIO}/${target.id}`, { ...target, [flag]: true });
    expect(given.statusCode, given.body).toBe(200);

    // Not held: no create with it, no change to it on a user without it.
    const plain = await call(holder.token, 'POST', USUARIO, userBody({}));
    const plainRow = plain.json().data as Record<string, unknown> & { id: number };
    const refusals = [
      await call(other.token, 'POST', USUARIO, userBody({ [flag]: true })),
      await call(other.token, 'PUT', `${USUARIO}/${plainRow.id}`, { ...plainRow, [flag]: true }),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode, refused.body).toBe(403);
      // accessUser is the register's own rule: without it the guard refuses before any hook.
      if (flag !== 'accessUser') expect(refused.json().errors).toEqual([ungrantedMessage([flag])]);
    }
    expect((await storedFlags(plainRow.id))[flag]).toBe(false);
    // Nor on a user who has it: taking it away is no less a change.
    const stripped = await call(other.token, 'PUT', `${USUARIO}/${target.id}`, { ...target, [flag]: false });
    expect(stripped.statusCode).toBe(403);
    expect((await storedFlags(target.id))[flag]).toBe(true);

    // Not on oneself either: self-promotion.
    const self = await call(other.token, 'PUT', `${USUARIO}/${other.id}`, { ...other.body, [flag]: true });
    expect(self.statusCode).toBe(403);
    expect((await storedFlags(other.id))[flag]).toBe(false);
  });

  it('lets a form resend the flags a user has without holding them all', async () => {
    const manager = await userWith(MANAGER);
    const target = await userWith(['tracking']);
    // Every flag as stored (the SPA sends them all), only the name changes.
    const renamed = await call(manager.token, 'PUT', `${USUARIO}/${target.id}`, {
      ...target.body,
      nomeApresentacao: 'Outro nome',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it('gives adminRms only through the vendor: a customer administrator gets 403', async () => {
    // The demo administrator is a customer user that carries every flag, adminRms included.
    const plain = (await call(admin, 'POST', USUARIO, userBody({}))).json().data as { id: number };
    const created = await call(admin, 'POST', USUARIO, userBody({ adminRms: true }));
    const updated = await call(admin, 'PUT', `${USUARIO}/${plain.id}`, userBody({ adminRms: true }));
    for (const refused of [created, updated]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errors).toEqual([VENDOR_FLAG_REFUSED]);
    }
    const manager = await userWith(MANAGER);
    const self = await call(manager.token, 'PUT', `${USUARIO}/${manager.id}`, {
      ...manager.body,
      adminRms: true,
      administrator: true,
    });
    expect(self.statusCode).toBe(403);
    expect(await storedFlags(manager.id)).toMatchObject({ adminRms: false, administrator: false });

    // The vendor's administrator (given the register's rule for this test) may give it.
    await app.db.updateTable('usuario').set({ accessUser: true }).where('nomeAcesso', '=', 'rms').execute();
    try {
      const vendor = await login(app, 'rms');
      const byVendor = await call(vendor, 'POST', USUARIO, userBody({ adminRms: true, tracking: true }));
      expect(byVendor.statusCode, byVendor.body).toBe(201);
      expect(byVendor.json().data.adminRms).toBe(true);
    } finally {
      await app.db
        .updateTable('usuario')
        .set({ accessUser: false })
        .where('nomeAcesso', '=', 'rms')
        .execute();
    }
  });

  it('keeps a manager off users with powers it lacks, and customers off vendor users', async () => {
    const manager = await userWith(MANAGER);
    const strong = await userWith([...MANAGER, 'administrator']);
    const attempts = [
      await call(manager.token, 'PUT', `${USUARIO}/${strong.id}`, { ...strong.body, password: 'tomada-123' }),
      await call(manager.token, 'PUT', `${USUARIO}/${strong.id}/deactivate`),
      await call(manager.token, 'DELETE', `${USUARIO}/${strong.id}`),
    ];
    for (const refused of attempts) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errors).toEqual([beyondMessage(['administrator'])]);
    }
    expect(await login(app, strong.body.nomeAcesso, PASSWORD)).toBeTruthy();

    // The vendor's user lives in the demo company, yet its administrator cannot touch it.
    const rms = await app.db
      .selectFrom('usuario')
      .selectAll()
      .where('nomeAcesso', '=', 'rms')
      .executeTakeFirstOrThrow();
    const { passwordHash: _hash, ...rmsRow } = rms;
    const takeOver = await call(admin, 'PUT', `${USUARIO}/${rms.id}`, {
      ...rmsRow,
      email: 'rms@rota.demo',
      password: 'tomada-123',
    });
    expect(takeOver.statusCode).toBe(403);
    expect(takeOver.json().errors).toEqual([VENDOR_USER_REFUSED]);
    expect((await call(admin, 'PUT', `${USUARIO}/${rms.id}/deactivate`)).statusCode).toBe(403);
    expect(await login(app, 'rms')).toBeTruthy();
  });

  it('keeps the shared PROCEDA table from a sign-up that tried to promote itself', async () => {
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/tracking/usuario/create',
      payload: {
        nomeApresentacao: 'Sonda',
        nomeAcesso: `sonda.${++serial}`,
        email: 'sonda@example.com',
        password: 'sonda-1234',
        empresaNomeFantasia: 'Sonda Transportes',
      },
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    const { token, user } = signUp.json() as {
      token: string;
      user: Record<string, unknown> & { id: number };
    };
    const promote = await call(token, 'PUT', `${USUARIO}/${user.id}`, {
      nomeApresentacao: user.nomeApresentacao,
      nomeAcesso: user.nomeAcesso,
      email: 'sonda@example.com',
      ...noFlags(),
      tracking: true,
      accessCompany: true,
      accessUser: true,
      adminRms: true,
      administrator: true,
    });
    expect(promote.statusCode).toBe(403);

    const code24 = (await call(token, 'GET', `${PROCEDA}?search=entregue&pageSize=150`))
      .json()
      .data.items.find((row: { codigo: number }) => row.codigo === 24) as {
      id: number;
      codigo: number;
      descricao: string;
      status: string;
    };
    expect(code24.status).toBe('entregue');
    const remap = { codigo: 24, descricao: code24.descricao, status: 'devolvida' };
    // Neither the probe nor the demo customer administrator (who carries adminRms and
    // administrator) may change it; the vendor's administrator may.
    for (const customer of [token, admin]) {
      expect((await call(customer, 'PUT', `${PROCEDA}/${code24.id}`, remap)).statusCode).toBe(403);
      expect((await call(customer, 'POST', PROCEDA, { ...remap, codigo: 998 })).statusCode).toBe(403);
      expect((await call(customer, 'DELETE', `${PROCEDA}/${code24.id}`)).statusCode).toBe(403);
    }
    const stored = await call(admin, 'GET', `${PROCEDA}/${code24.id}`);
    expect(stored.json().data.status).toBe('entregue');
    const vendor = await login(app, 'rms');
    const restated = await call(vendor, 'PUT', `${PROCEDA}/${code24.id}`, { ...remap, status: 'entregue' });
    expect(restated.statusCode, restated.body).toBe(200);
  });
});
