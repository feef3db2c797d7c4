// Profiles give their flags to their users: the login answer and every guarded route see the
// union of the user's own flags and their active profiles' (effectiveFlags), and a change to a
// profile or to its members reaches the very next request, whatever token the user holds. A
// profile belongs to one company: another company's is neither read nor assigned. Nobody puts in
// a profile a flag they lack (the user form's rule).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../../src/domain/auth';
import { noFlags, PERMISSION_FLAGS, type PermissionFlag } from '../../../src/domain/permissions';
import { DEMO_PASSWORD } from '../../../server/db/seed';
import { PROFILE_NAME_TAKEN } from '../../../server/resources/hooks/perfil';
import { ungrantedMessage } from '../../../server/resources/hooks/usuario-grants';
import { profileRefusedMessage } from '../../../server/resources/hooks/usuario-profiles';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from '../helpers';

const PERFIL = '/api/tracking/perfil';
const USUARIO = '/api/tracking/usuario';
const LOGIN = '/api/scheduler/v1/access/login';
const ME = '/api/scheduler/v1/access/me';
const SWITCH = '/api/scheduler/v1/access/switchCompany';
const PASSWORD = 'perfis-123';

const withFlags = (names: readonly PermissionFlag[]) => ({
  ...noFlags(),
  ...Object.fromEntries(names.map((n) => [n, true])),
});
const held = (flags: Record<string, unknown>) => PERMISSION_FLAGS.filter((f) => flags[f] === true).sort();

describe.each(DATABASES)('profiles on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let admin: string;
  let serial = 0;

  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: authHeaders(token) });

  const signIn = async (nomeAcesso: string, password = PASSWORD) => {
    const answer = await app.inject({ method: 'POST', url: LOGIN, payload: { login: nomeAcesso, password } });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<LoginResponse>();
  };

  /** A user of the token's company made by `token`'s user: its id, login and token. */
  const userWith = async (names: readonly PermissionFlag[], by = admin) => {
    const nomeAcesso = `perfis.${++serial}`;
    const created = await call(by, 'POST', USUARIO, {
      nomeApresentacao: 'Pessoa de teste',
      nomeAcesso,
      password: PASSWORD,
      ...withFlags(names),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data as { id: number };
    return { id, nomeAcesso, token: (await signIn(nomeAcesso)).token };
  };

  const profileWith = async (names: readonly PermissionFlag[], by = admin) => {
    const created = await call(by, 'POST', PERFIL, { nome: `Perfil ${++serial}`, ...withFlags(names) });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().data as Record<string, unknown> & { id: number; version: number };
  };

  /** A membership written straight to the database (the trigger's and other companies' cases). */
  const addMember = async (usuarioId: number, perfilId: number) => {
    await app.db.insertInto('usuarioPerfil').values({ usuarioId, perfilId }).execute();
  };

  /** The user as its form has it, with `perfis` set: a PUT of the user register. */
  const setProfiles = async (usuarioId: number, perfis: number[], by = admin) => {
    const stored = (await call(by, 'GET', `${USUARIO}/${usuarioId}`)).json().data as Record<string, unknown>;
    return call(by, 'PUT', `${USUARIO}/${usuarioId}`, { ...stored, password: '', perfis });
  };

  const status = async (token: string, url: string) => (await call(token, 'GET', url)).statusCode;

  beforeAll(async () => {
    testApp = await createTestApp(kind, { loginRateLimit: 100_000 });
    app = testApp.app;
    admin = await login(app, 'admin');
  });
  afterAll(() => testApp?.close());

  it("answers the demo users' effective flags at login: their own plus their profiles'", async () => {
    const conferente = await signIn('conferente', DEMO_PASSWORD);
    // Operador and Supervisor de cargas; conferente holds no flag of its own.
    expect(held(conferente.user)).toEqual(
      held(
        withFlags([
          'tracking',
          'checklist',
          'checklistTypingForm',
          'checklistPendenciesView',
          'accessLoads',
          'cargoKanbamAvaliable',
          'cargoExpensesAvaliable',
        ]),
      ),
    );
    const frota = await signIn('frota', DEMO_PASSWORD);
    expect(frota.user.fuelSupply && frota.user.accessGasStation && frota.user.accessLoads).toBe(true);
    expect(frota.user.administrator).toBe(false);
    // The answer keeps its shape: every flag, a boolean each.
    for (const flag of PERMISSION_FLAGS) expect(typeof frota.user[flag]).toBe('boolean');
    const operador = await signIn('operador', DEMO_PASSWORD);
    expect(held(operador.user)).toEqual(['tracking']);
  });

  it('gives a profile flag at login and on a guarded route, and takes it away at once', async () => {
    const user = await userWith(['tracking']);
    const profile = await profileWith(['accessProfile', 'checklist']);
    expect(await status(user.token, PERFIL)).toBe(403);

    // The user form puts the user in the profile; the row answers its ids and names.
    const put = await setProfiles(user.id, [profile.id]);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toMatchObject({ perfis: [profile.id], perfisLabels: [profile.nome] });
    expect(put.json().data.accessProfile).toBe(false);
    // The token issued before the membership carries no flag: the next request sees it.
    expect(await status(user.token, PERFIL)).toBe(200);
    const session = await signIn(user.nomeAcesso);
    expect(session.user.accessProfile).toBe(true);
    expect(session.user.checklist).toBe(true);
    const me = await call(session.token, 'GET', ME);
    expect(me.json().data.accessProfile).toBe(true);

    // Out of the profile: both tokens lose the flag on their very next request.
    expect((await setProfiles(user.id, [])).statusCode).toBe(200);
    expect(await status(user.token, PERFIL)).toBe(403);
    expect(await status(session.token, PERFIL)).toBe(403);
    expect((await call(session.token, 'GET', ME)).json().data.accessProfile).toBe(false);
    expect((await signIn(user.nomeAcesso)).user.accessProfile).toBe(false);
  });

  it("follows a change of the profile's flags, and its deactivation, at once", async () => {
    const user = await userWith(['tracking']);
    const profile = await profileWith(['accessProfile']);
    expect((await setProfiles(user.id, [profile.id])).statusCode).toBe(200);
    expect(await status(user.token, PERFIL)).toBe(200);

    const taken = await call(admin, 'PUT', `${PERFIL}/${profile.id}`, { ...profile, accessProfile: false });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await status(user.token, PERFIL)).toBe(403);
    const given = await call(admin, 'PUT', `${PERFIL}/${profile.id}`, { ...profile, accessProfile: true });
    expect(given.statusCode, given.body).toBe(200);
    expect(await status(user.token, PERFIL)).toBe(200);

    expect((await call(admin, 'PUT', `${PERFIL}/${profile.id}/deactivate`)).statusCode).toBe(200);
    expect(await status(user.token, PERFIL)).toBe(403);
    expect((await signIn(user.nomeAcesso)).user.accessProfile).toBe(false);
    expect((await call(admin, 'PUT', `${PERFIL}/${profile.id}/activate`)).statusCode).toBe(200);
    expect(await status(user.token, PERFIL)).toBe(200);

    expect((await call(admin, 'DELETE', `${PERFIL}/${profile.id}`)).statusCode).toBe(200);
    expect(await status(user.token, PERFIL)).toBe(403);
  });

  it("counts only the profiles of the session's company", async () => {
    // admin may switch to Rota Logística Norte; a profile there applies only once it acts there.
    const norteId = (
      await app.db
        .selectFrom('empresa')
        .select('id')
        .where('nomeFantasia', '=', 'Rota Logística Norte')
        .executeTakeFirstOrThrow()
    ).id;
    const user = await userWith(['tracking', 'accessCompany']);
    await app.db.insertInto('usuarioEmpresa').values({ usuarioId: user.id, empresaId: norteId }).execute();
    const norteAdmin = (await call(admin, 'POST', SWITCH, { empresaId: norteId })).json<LoginResponse>()
      .token;
    const norteProfile = await profileWith(['accessProfile'], norteAdmin);
    await addMember(user.id, norteProfile.id);

    expect(await status(user.token, PERFIL)).toBe(403);
    const switched = await call(user.token, 'POST', SWITCH, { empresaId: norteId });
    expect(switched.statusCode, switched.body).toBe(200);
    const inNorte = switched.json<LoginResponse>();
    expect(inNorte.user.accessProfile).toBe(true);
    expect(await status(inNorte.token, PERFIL)).toBe(200);

    // Editing the user's profiles in the demo company neither shows nor removes the one of Norte.
    const demoProfile = await profileWith(['checklist']);
    const edited = await setProfiles(user.id, [demoProfile.id]);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.perfis).toEqual([demoProfile.id]);
    const kept = await app.db
      .selectFrom('usuarioPerfil')
      .select('perfilId')
      .where('usuarioId', '=', user.id)
      .orderBy('perfilId')
      .execute();
    expect(kept.map((row) => row.perfilId)).toEqual([norteProfile.id, demoProfile.id].sort((a, b) => a - b));

    // The grant taken away takes the user out of that company's profiles.
    await app.db
      .deleteFrom('usuarioEmpresa')
      .where('usuarioId', '=', user.id)
      .where('empresaId', '=', norteId)
      .execute();
    const left = await app.db
      .selectFrom('usuarioPerfil')
      .select('perfilId')
      .where('usuarioId', '=', user.id)
      .execute();
    expect(left.map((row) => row.perfilId)).toEqual([demoProfile.id]);
  });

  it("neither reads nor changes another company's profile", async () => {
    const norteId = (
      await app.db
        .selectFrom('empresa')
        .select('id')
        .where('nomeFantasia', '=', 'Rota Logística Norte')
        .executeTakeFirstOrThrow()
    ).id;
    const norteAdmin = (await call(admin, 'POST', SWITCH, { empresaId: norteId })).json<LoginResponse>()
      .token;
    const norteProfile = await profileWith(['checklist'], norteAdmin);
    const url = `${PERFIL}/${norteProfile.id}`;
    // From the demo company, the same administrator sees no such profile.
    expect(await status(admin, url)).toBe(404);
    expect((await call(admin, 'PUT', url, { ...norteProfile, nome: 'Tomado' })).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', url)).statusCode).toBe(404);
    expect((await call(admin, 'PUT', `${url}/deactivate`)).statusCode).toBe(404);
    const list = (await call(admin, 'GET', `${PERFIL}?pageSize=150`)).json().data.items as { id: number }[];
    expect(list.map((row) => row.id)).not.toContain(norteProfile.id);

    // Nor put one of the demo company's users in it, through the user form or on creation.
    const user = await userWith(['tracking']);
    const assigned = await setProfiles(user.id, [norteProfile.id]);
    expect(assigned.statusCode).toBe(400);
    expect(assigned.json().messageIds).toEqual(['engine.reference.unavailable']);
    const created = await call(admin, 'POST', USUARIO, {
      nomeApresentacao: 'Pessoa',
      nomeAcesso: `perfis.${++serial}`,
      password: PASSWORD,
      tracking: true,
      perfis: [norteProfile.id],
    });
    expect(created.statusCode).toBe(400);
    const memberships = await app.db
      .selectFrom('usuarioPerfil')
      .selectAll()
      .where('perfilId', '=', norteProfile.id)
      .execute();
    expect(memberships).toEqual([]);
    // Its options are not offered either.
    const options = (await call(admin, 'GET', `${PERFIL}/options`)).json().data.items as { id: number }[];
    expect(options.map((row) => row.id)).not.toContain(norteProfile.id);
    expect(options.length).toBeGreaterThan(0);
  });

  it('refuses, in the database itself, a user in a profile of a company they do not belong to', async () => {
    const sulId = (
      await app.db
        .selectFrom('empresa')
        .select('id')
        .where('nomeFantasia', '=', 'Transportadora Sul')
        .executeTakeFirstOrThrow()
    ).id;
    const sulProfile = await app.db
      .insertInto('perfil')
      .values({ empresaId: sulId, nome: 'Perfil do Sul', administrator: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = await userWith(['tracking']);
    await expect(addMember(user.id, sulProfile.id)).rejects.toMatchObject({ code: '23503' });
  });

  it('lets a manager put in a profile only the flags it holds', async () => {
    const manager = await userWith(['checklist', 'accessProfile', 'checklistTypingForm']);
    // Held: given on create, taken and given back.
    const mine = await profileWith(['checklistTypingForm'], manager.token);
    const taken = await call(manager.token, 'PUT', `${PERFIL}/${mine.id}`, {
      ...mine,
      checklistTypingForm: false,
    });
    expect(taken.statusCode, taken.body).toBe(200);

    const refused = await call(manager.token, 'POST', PERFIL, {
      nome: 'Gestão',
      ...withFlags(['fuelSupply']),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toEqual([ungrantedMessage(['fuelSupply'])]);
    const promoted = await call(manager.token, 'PUT', `${PERFIL}/${mine.id}`, {
      ...taken.json().data,
      administrator: true,
    });
    expect(promoted.statusCode).toBe(403);
    expect(promoted.json().errors).toEqual([ungrantedMessage(['administrator'])]);

    // A profile holding a flag the manager lacks: renamed freely, every flag resent as stored...
    const strong = await profileWith(['checklist', 'administrator']);
    const renamed = await call(manager.token, 'PUT', `${PERFIL}/${strong.id}`, {
      ...strong,
      nome: 'Renomeado',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    // ...but its flag neither taken away, nor the profile deleted or (de)activated: each would
    // take the flag from its members.
    const stripped = await call(manager.token, 'PUT', `${PERFIL}/${strong.id}`, {
      ...renamed.json().data,
      administrator: false,
    });
    expect(stripped.statusCode).toBe(403);
    expect((await call(manager.token, 'DELETE', `${PERFIL}/${strong.id}`)).statusCode).toBe(403);
    expect((await call(manager.token, 'PUT', `${PERFIL}/${strong.id}/deactivate`)).statusCode).toBe(403);
    expect((await call(admin, 'GET', `${PERFIL}/${strong.id}`)).json().data.administrator).toBe(true);
  });

  it('lets a manager put users only in profiles whose every flag it holds', async () => {
    const manager = await userWith(['tracking', 'accessUser', 'accessProfile', 'checklist']);
    const target = await userWith(['tracking'], manager.token);
    const mild = await profileWith(['checklist']);
    const strong = await profileWith(['checklist', 'fuelSupply']);

    const joined = await setProfiles(target.id, [mild.id], manager.token);
    expect(joined.statusCode, joined.body).toBe(200);
    const refused = await setProfiles(target.id, [mild.id, strong.id], manager.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toEqual([profileRefusedMessage(strong.nome as string, ['fuelSupply'])]);
    const createdInto = await call(manager.token, 'POST', USUARIO, {
      nomeApresentacao: 'Pessoa',
      nomeAcesso: `perfis.${++serial}`,
      password: PASSWORD,
      perfis: [strong.id],
    });
    expect(createdInto.statusCode).toBe(403);

    // Nor take someone out of it: once the administrator has put the target in, the manager may
    // not change that user at all (powers through a profile shield a user as their own do).
    expect((await setProfiles(target.id, [mild.id, strong.id])).statusCode).toBe(200);
    expect((await setProfiles(target.id, [mild.id], manager.token)).statusCode).toBe(403);
    const stored = await app.db
      .selectFrom('usuarioPerfil')
      .select('perfilId')
      .where('usuarioId', '=', target.id)
      .execute();
    expect(stored.map((row) => row.perfilId).sort((a, b) => a - b)).toEqual([mild.id, strong.id]);

    // Taking oneself into a profile gains nothing and is allowed; into a stronger one, refused.
    expect((await setProfiles(manager.id, [mild.id], manager.token)).statusCode).toBe(200);
    expect((await setProfiles(manager.id, [strong.id], manager.token)).statusCode).toBe(403);
  });

  it('keeps one name per company, whatever its case', async () => {
    const first = await call(admin, 'POST', PERFIL, { nome: 'Conferência', ...noFlags() });
    expect(first.statusCode, first.body).toBe(201);
    const again = await call(admin, 'POST', PERFIL, { nome: 'CONFERÊNCIA', ...noFlags() });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([PROFILE_NAME_TAKEN]);
  });

  it('refuses the register to users without the profile rule', async () => {
    const operador = await login(app, 'operador');
    expect(await status(operador, PERFIL)).toBe(403);
    expect((await call(operador, 'POST', PERFIL, { nome: 'X', ...noFlags() })).statusCode).toBe(403);
  });
});
