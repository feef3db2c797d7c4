// The public sign-up and the user register accept the same logins (letters, digits, . _ @ -) and
// names of bounded size; a taken login answers one sentence that names no account, and an address
// that keeps hitting taken logins is slowed down. BI links are web addresses only.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_ATTEMPTS } from '../../../server/auth/sign-in';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from '../helpers';

const SIGN_UP = '/api/tracking/usuario/create';
const USUARIO = '/api/tracking/usuario';

const BAD_LOGINS = [
  'maria souza',
  'maria\nsouza',
  '<b>maria</b>',
  'maria"souza',
  'ma',
  'm'.repeat(61),
  'maría',
];

describe.each(DATABASES)('sign-up and user fields on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let admin: string;
  let serial = 0;

  const signUp = (fields: object, remoteAddress = '203.0.113.20') =>
    app.inject({
      method: 'POST',
      url: SIGN_UP,
      remoteAddress,
      payload: {
        nomeApresentacao: 'Maria Souza',
        nomeAcesso: `maria.${++serial}`,
        email: 'maria@example.com',
        password: 'senha-forte-1',
        empresaNomeFantasia: 'Transportes Souza',
        ...fields,
      },
    });

  const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
    app.inject({ method, url, payload, headers: authHeaders(admin) });

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    app = testApp.app;
    admin = await login(app, 'admin');
  });
  afterAll(() => testApp?.close());

  it('refuses huge names and logins outside the alphabet, on sign-up and in the register', async () => {
    const huge = 'A'.repeat(900 * 1024);
    for (const fields of [
      { nomeApresentacao: huge },
      { empresaNomeFantasia: huge },
      { nomeApresentacao: 'Maria\nSouza' },
      { empresaNomeFantasia: '<script>x</script>' },
      { password: 'p'.repeat(201) },
      { email: `${'m'.repeat(250)}@example.com` },
      ...BAD_LOGINS.map((nomeAcesso) => ({ nomeAcesso })),
    ]) {
      const refused = await signUp(fields);
      expect(refused.statusCode, JSON.stringify(fields).slice(0, 80)).toBe(400);
    }
    for (const nomeAcesso of BAD_LOGINS) {
      const refused = await call('POST', USUARIO, {
        nomeApresentacao: 'Pessoa',
        nomeAcesso,
        password: 'senha-forte-1',
      });
      expect(refused.statusCode, nomeAcesso).toBe(400);
    }
    const good = await call('POST', USUARIO, {
      nomeApresentacao: 'Pessoa',
      nomeAcesso: 'pessoa_1.teste@rota-demo',
      password: 'senha-forte-1',
    });
    expect(good.statusCode, good.body).toBe(201);
  });

  it('makes the founder its company administrator, never a vendor one', async () => {
    const created = await signUp({});
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().user).toMatchObject({ administrator: true, adminRms: false, isRms: false });
  });

  it('answers a taken login with one sentence, then slows the address down', async () => {
    const first = await signUp({ nomeAcesso: 'joana.lima' }, '203.0.113.30');
    expect(first.statusCode).toBe(200);
    const taken = [
      await signUp({ nomeAcesso: 'JOANA.LIMA' }, '203.0.113.31'),
      await signUp({ nomeAcesso: 'admin' }, '203.0.113.31'),
    ];
    for (const refused of taken) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        isSuccess: false,
        errors: ['Não foi possível criar a conta com este login. Escolha outro login.'],
        messageIds: ['error.signUpLoginRefused'],
      });
    }
    for (let i = taken.length; i < app.config.loginMaxFailures; i += 1) {
      expect((await signUp({ nomeAcesso: 'operador' }, '203.0.113.31')).statusCode).toBe(409);
    }
    // Even a free login waits now, so taken ones cannot be listed from one address.
    const slowed = await signUp({}, '203.0.113.31');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().errors).toEqual([TOO_MANY_ATTEMPTS]);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signUp({}, '203.0.113.32')).statusCode).toBe(200);
  });

  it('keeps BI links to http and https', async () => {
    const companyId = (
      await app.inject({
        method: 'GET',
        url: '/api/scheduler/v1/access/me',
        headers: authHeaders(admin),
      })
    ).json().data.empresaId as number;
    const bi = `/api/tracking/empresaBi?companyId=${companyId}`;
    for (const url of [
      'javascript:alert(document.cookie)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'ftp://bi.example/painel',
      'vbscript:msgbox(1)',
    ]) {
      const refused = await call('POST', bi, { nome: 'Painel', url });
      expect(refused.statusCode, url).toBe(400);
    }
    const created = await call('POST', bi, { nome: 'Painel', url: 'https://bi.example/painel?x=1' });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data as { id: number };
    const changed = await call('PUT', `/api/tracking/empresaBi/${id}?companyId=${companyId}`, {
      nome: 'Painel',
      url: 'javascript:alert(1)',
    });
    expect(changed.statusCode).toBe(400);
    expect((await call('POST', bi, { nome: 'Interno', url: 'http://10.0.0.5:8080/bi' })).statusCode).toBe(
      201,
    );
  });
});
