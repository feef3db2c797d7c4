// Sign-in doors, refusals, rate limiting, logout, tokens, company switch, password reset and
// sign-up, on every test database.
import { SignJWT } from 'jose';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from './helpers';

const LOGIN = '/api/scheduler/v1/access/login';
const ME = '/api/scheduler/v1/access/me';
const COMPANIES = '/api/scheduler/v1/access/companies';
const SWITCH = '/api/scheduler/v1/access/switchCompany';
const INVALID = {
  isSuccess: false,
  errors: ['Login ou senha inválidos'],
  messageIds: ['error.invalidCredentials'],
};

describe.each(DATABASES)('authentication on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;

  const post = (url: string, payload: object, token?: string) =>
    app.inject({ method: 'POST', url, payload, headers: token ? authHeaders(token) : {} });
  const get = (url: string, token?: string) =>
    app.inject({ method: 'GET', url, headers: token ? authHeaders(token) : {} });
  const companyIdNamed = async (nomeFantasia: string) =>
    (
      await app.db
        .selectFrom('empresa')
        .select('id')
        .where('nomeFantasia', '=', nomeFantasia)
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    app = testApp.app;
  });
  afterAll(() => testApp?.close());

  it.each(['admin', 'rms', 'operador'])('signs %s in with the demo password', async (name) => {
    const response = await post(LOGIN, { login: name, password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.isSuccess).toBe(true);
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.user).toMatchObject({ nomeAcesso: name, empresaNomeFantasia: 'Rota Demo Transportes' });
  });

  it('answers the logged user with flags and company settings', async () => {
    const body = (await post(LOGIN, { login: 'ADMIN', password: DEMO_PASSWORD })).json();
    expect(body.user).toMatchObject({
      companyTheme: 'default',
      systemTitle: 'Rota',
      pageTitle: 'Rota Demo',
      compressionLevel: 40,
      administrator: true,
      accessCompany: true,
      isRms: false,
    });
    const operador = (await post(LOGIN, { login: 'operador', password: DEMO_PASSWORD })).json().user;
    expect(operador).toMatchObject({ tracking: true, accessCompany: false, administrator: false });
  });

  it('refuses a wrong password and an unknown user with the same answer', async () => {
    const wrong = await post(LOGIN, { login: 'operador', password: 'wrong-password' });
    const unknown = await post(LOGIN, { login: 'nobody-here', password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(INVALID);
    expect(unknown.body).toBe(wrong.body);
  });

  it('refuses an inactive user the same way', async () => {
    await app.db.updateTable('usuario').set({ ativo: false }).where('nomeAcesso', '=', 'operador').execute();
    try {
      const response = await post(LOGIN, { login: 'operador', password: DEMO_PASSWORD });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(INVALID);
    } finally {
      await app.db.updateTable('usuario').set({ ativo: true }).where('nomeAcesso', '=', 'operador').execute();
    }
  });

  it('blocks a login after repeated failures, even with the right password', async () => {
    const max = app.config.loginMaxFailures;
    for (let i = 0; i < max; i++) {
      expect((await post(LOGIN, { login: 'rms', password: `bad-${i}` })).statusCode).toBe(401);
    }
    const blocked = await post(LOGIN, { login: 'rms', password: DEMO_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      isSuccess: false,
      errors: ['Muitas tentativas. Tente novamente em alguns minutos.'],
      messageIds: ['error.tooManyAttempts'],
    });
    // Another login from the same address is not affected.
    expect((await post(LOGIN, { login: 'admin', password: DEMO_PASSWORD })).statusCode).toBe(200);
    await app.db.deleteFrom('loginFailure').execute();
  });

  it('revokes the token on logout', async () => {
    const token = await login(app, 'operador');
    expect((await get(ME, token)).statusCode).toBe(200);
    const logout = await post('/api/scheduler/v1/access/logout', {}, token);
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ isSuccess: true });
    const after = await get(ME, token);
    expect(after.statusCode).toBe(401);
    expect(after.json().isSuccess).toBe(false);
  });

  it('refuses missing, garbage, forged and expired tokens', async () => {
    expect((await get(ME)).statusCode).toBe(401);
    expect((await get(ME, 'not-a-token')).statusCode).toBe(401);
    const forged = await new SignJWT({ emp: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setJti('x')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    expect((await get(ME, forged)).statusCode).toBe(401);
    const expired = await new SignJWT({ emp: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setJti('y')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(app.config.jwtSecret));
    expect((await get(ME, expired)).statusCode).toBe(401);
  });

  it('refuses a token in the access_token query: only the hub upgrade takes it there', async () => {
    const token = await login(app, 'operador');
    expect((await get(`${ME}?access_token=${token}`)).statusCode).toBe(401);
    const negotiate = await post(`/hubs/notifications/negotiate?access_token=${token}`, {});
    expect(negotiate.statusCode).toBe(401);
    expect((await get(ME, token)).statusCode).toBe(200);
  });

  it('tells RMS users apart', async () => {
    const rms = await get('/api/scheduler/user/isRms', await login(app, 'rms'));
    expect(rms.statusCode).toBe(200);
    expect(rms.body).toBe('true');
    expect((await get('/api/scheduler/user/isRms', await login(app, 'admin'))).body).toBe('false');
  });

  it('lets only RMS users through the RMS door', async () => {
    expect((await post(`${LOGIN}/rmsUser`, { login: 'rms', password: DEMO_PASSWORD })).statusCode).toBe(200);
    const admin = await post(`${LOGIN}/rmsUser`, { login: 'admin', password: DEMO_PASSWORD });
    expect(admin.statusCode).toBe(401);
    expect(admin.json()).toEqual(INVALID);
  });

  it('lists the accessible companies for admin and rms, 403 for operador', async () => {
    const names = async (user: string) =>
      ((await get(COMPANIES, await login(app, user))).json().data as { nomeFantasia: string }[]).map(
        (c) => c.nomeFantasia,
      );
    expect(await names('admin')).toEqual(['Rota Demo Transportes', 'Rota Logística Norte']);
    expect(await names('rms')).toEqual(['Rota Demo Transportes', 'Rota Logística Norte']);
    const operador = await get(COMPANIES, await login(app, 'operador'));
    expect(operador.statusCode).toBe(403);
    expect(operador.json().isSuccess).toBe(false);
  });

  it('switches to an accessible company and refuses the others', async () => {
    const norte = await companyIdNamed('Rota Logística Norte');
    const sul = await companyIdNamed('Transportadora Sul');
    const adminToken = await login(app, 'admin');
    const switched = await post(SWITCH, { empresaId: norte }, adminToken);
    expect(switched.statusCode).toBe(200);
    const body = switched.json();
    expect(body.user).toMatchObject({ empresaId: norte, companyTheme: 'clientBlue' });
    const me = (await get(ME, body.token)).json().data;
    expect(me).toMatchObject({ empresaId: norte, empresaNomeFantasia: 'Rota Logística Norte' });

    expect((await post(SWITCH, { empresaId: sul }, adminToken)).statusCode).toBe(403);
    const operador = await login(app, 'operador');
    expect((await post(SWITCH, { empresaId: norte }, operador)).statusCode).toBe(403);
  });

  it('resets a password through the e-mailed link, once', async () => {
    await app.db.deleteFrom('emailOutbox').execute();
    const unknown = await post('/api/scheduler/v1/changePassword/EmailSend', { login: 'nobody-here' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ isSuccess: true });
    expect(await app.db.selectFrom('emailOutbox').selectAll().execute()).toHaveLength(0);

    const sent = await post('/api/scheduler/v1/changePassword/EmailSend', { login: 'operador' });
    expect(sent.json()).toEqual({ isSuccess: true });
    // The link is stored after the answer, so the answer's timing tells nothing.
    const outbox = () => app.db.selectFrom('emailOutbox').selectAll().execute();
    await expect.poll(async () => (await outbox()).length, { timeout: 10_000 }).toBe(1);
    const [mail] = (await outbox()) as [Awaited<ReturnType<typeof outbox>>[number]];
    expect(mail.recipient).toBe('operador@rota.demo');
    const link = /\/user\/passwordReset\/(\d+)\?token=([\w%-]+)/.exec(mail.body);
    expect(link).not.toBeNull();
    const [, userId, token] = link as RegExpExecArray;
    const reset = (t: string, password = 'nova-senha-123') =>
      post('/api/scheduler/v1/user/password/forgot', { userId: Number(userId), token: t, password });

    const wrong = await reset('a-wrong-token-value');
    expect(wrong.statusCode).toBe(400);
    expect((await reset(decodeURIComponent(token ?? ''))).statusCode).toBe(200);
    expect((await reset(decodeURIComponent(token ?? ''), 'outra-senha-456')).statusCode).toBe(400);
    expect((await post(LOGIN, { login: 'operador', password: DEMO_PASSWORD })).statusCode).toBe(401);
    expect((await post(LOGIN, { login: 'operador', password: 'nova-senha-123' })).statusCode).toBe(200);
    // A session begun after the reset carries the new session version and is accepted.
    expect((await get(ME, await login(app, 'operador', 'nova-senha-123'))).statusCode).toBe(200);
    await app.db.deleteFrom('loginFailure').execute();
  });

  it('lets only delivery clients through the delivery-client door', async () => {
    const door = '/api/tracking/v1/deliveryClient/auth';
    const cliente = await post(door, { login: 'cliente', password: DEMO_PASSWORD });
    expect(cliente.statusCode).toBe(200);
    expect(cliente.json().user.nomeAcesso).toBe('cliente');
    expect((await post(door, { login: 'admin', password: DEMO_PASSWORD })).json()).toEqual(INVALID);
    expect((await post(LOGIN, { login: 'cliente', password: DEMO_PASSWORD })).json()).toEqual(INVALID);
    await app.db.deleteFrom('loginFailure').execute();
  });

  it('signs a new company and its administrator up', async () => {
    const payload = {
      nomeApresentacao: 'Maria Souza',
      nomeAcesso: 'maria.souza',
      email: 'maria@example.com',
      password: 'senha-forte-1',
      empresaNomeFantasia: 'Transportes Souza',
    };
    const created = await post('/api/tracking/usuario/create', payload);
    expect(created.statusCode).toBe(200);
    const body = created.json();
    expect(body.user).toMatchObject({
      nomeAcesso: 'maria.souza',
      empresaNomeFantasia: 'Transportes Souza',
      tracking: true,
      accessCompany: true,
      accessUser: true,
      accessProfile: true,
      administrator: true,
      adminRms: false,
    });
    expect((await get(ME, body.token)).statusCode).toBe(200);
    expect(await login(app, 'maria.souza', 'senha-forte-1')).toBeTruthy();
    const again = await post('/api/tracking/usuario/create', { ...payload, nomeAcesso: 'MARIA.SOUZA' });
    expect(again.statusCode).toBe(409);
  });

  it('answers invalid bodies with 400 and field messages', async () => {
    const empty = await post(LOGIN, { login: '', password: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual(
      expect.arrayContaining(['login: Informe o login', 'password: Informe a senha']),
    );
    const signUp = await post('/api/tracking/usuario/create', { nomeAcesso: 'x', email: 'bad' });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json().errors).toEqual(
      expect.arrayContaining([
        'nomeAcesso: O login deve ter pelo menos 3 caracteres',
        'email: E-mail inválido',
      ]),
    );
    const token = await login(app, 'admin');
    const badSwitch = await post(SWITCH, { empresaId: 'abc' }, token);
    expect(badSwitch.statusCode).toBe(400);
  });
});
