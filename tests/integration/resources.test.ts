// The resource engine through HTTP: CRUD, pagination, sort, search, validation and the
// per-resource rules of companies, users and BI links, signed in as the demo administrator.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from './helpers';

const EMPRESA = '/api/tracking/empresa';
const USUARIO = '/api/tracking/usuario';
const EMPRESA_BI = '/api/tracking/empresaBi';

describe.each(DATABASES)('resource engine on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let adminToken: string;
  let demoCompanyId: number;

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    token = adminToken,
  ) => app.inject({ method, url, payload, headers: authHeaders(token) });

  const signIn = (loginName: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/scheduler/v1/access/login',
      payload: { login: loginName, password },
    });

  /** The signed-in user as the server sees it. */
  const me = async (token: string) =>
    (await call('GET', '/api/scheduler/v1/access/me', undefined, token)).json().data as {
      id: number;
      empresaId: number;
    };

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    app = testApp.app;
    adminToken = await login(app, 'admin');
    demoCompanyId = (await me(adminToken)).empresaId;
  });
  afterAll(() => testApp?.close());

  describe('empresa', () => {
    it('creates, reads, updates and deletes a company, normalising its CNPJ', async () => {
      const created = await call('POST', EMPRESA, {
        nome: 'Cargas Teste Ltda',
        nomeFantasia: 'Cargas Teste',
        cnpj: '12.345.678/0001-95',
      });
      expect(created.statusCode).toBe(201);
      const company = created.json().data;
      expect(company).toMatchObject({ nomeFantasia: 'Cargas Teste', cnpj: '12345678000195', ativo: true });
      expect(company.compressionLevel).toBe(40);

      const read = await call('GET', `${EMPRESA}/${company.id}`);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual({ isSuccess: true, data: company });

      // The creator is granted the new company, so it shows among the companies to switch to.
      const choices = await call('GET', '/api/scheduler/v1/access/companies');
      expect(choices.json().data.map((c: { id: number }) => c.id)).toContain(company.id);

      const updated = await call('PUT', `${EMPRESA}/${company.id}`, {
        nome: 'Cargas Teste Ltda',
        nomeFantasia: 'Cargas Renomeada',
        companyTheme: 'clientGreen',
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json().data).toMatchObject({
        nomeFantasia: 'Cargas Renomeada',
        companyTheme: 'clientGreen',
      });

      const deleted = await call('DELETE', `${EMPRESA}/${company.id}`);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ isSuccess: true, data: { message: 'Exlusão efetuada com sucesso' } });
      expect((await call('GET', `${EMPRESA}/${company.id}`)).statusCode).toBe(404);
    });

    it('answers 400 with the Portuguese field messages for an invalid company', async () => {
      const res = await call('POST', EMPRESA, { nome: '', nomeFantasia: '', email: 'not-an-email' });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.isSuccess).toBe(false);
      const errors = body.errors.join('\n');
      expect(errors).toContain('Informe a razão social');
      expect(errors).toContain('Informe o nome fantasia');
      expect(errors).toContain('E-mail inválido');
    });

    it('refuses to delete a company that still has users, with the failure text', async () => {
      // Norte is granted to the admin; give it a user so the deletion hits a foreign key.
      const norte = await app.db
        .selectFrom('empresa')
        .select('id')
        .where('nomeFantasia', '=', 'Rota Logística Norte')
        .executeTakeFirstOrThrow();
      const switched = await call('POST', '/api/scheduler/v1/access/switchCompany', { empresaId: norte.id });
      const norteToken = switched.json().token as string;
      const user = await call(
        'POST',
        USUARIO,
        { nomeApresentacao: 'Motorista Norte', nomeAcesso: 'motorista.norte', password: 'segredo123' },
        norteToken,
      );
      expect(user.statusCode).toBe(201);

      const res = await call('DELETE', `${EMPRESA}/${norte.id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        isSuccess: false,
        errors: ['Erro durante a exclusão'],
        messageIds: ['resources.deleteError'],
      });
      // In the request's language, as every refusal.
      const inEnglish = await app.inject({
        method: 'DELETE',
        url: `${EMPRESA}/${norte.id}`,
        headers: { ...authHeaders(adminToken), 'accept-language': 'en' },
      });
      expect(inEnglish.statusCode).toBe(409);
      expect(inEnglish.json().errors).toEqual(['Error while deleting']);
      expect((await call('GET', `${EMPRESA}/${norte.id}`)).statusCode).toBe(200);
    });

    it('will not delete or deactivate the company the session is using', async () => {
      const deleted = await call('DELETE', `${EMPRESA}/${demoCompanyId}`);
      expect(deleted.statusCode).toBe(409);
      expect(deleted.json().errors[0]).toMatch(/empresa em uso/);
      const deactivated = await call('PUT', `${EMPRESA}/${demoCompanyId}/deactivate`);
      expect(deactivated.statusCode).toBe(409);
      expect(deactivated.json().errors[0]).toMatch(/empresa em uso/);
      expect((await call('GET', `${EMPRESA}/${demoCompanyId}`)).json().data.ativo).toBe(true);
    });

    it('deactivates and activates a company', async () => {
      const { id } = (
        await call('POST', EMPRESA, { nome: 'Liga Desliga', nomeFantasia: 'Liga Desliga' })
      ).json().data;
      const off = await call('PUT', `${EMPRESA}/${id}/deactivate`);
      expect(off.statusCode).toBe(200);
      expect(off.json().data.ativo).toBe(false);
      const on = await call('PUT', `${EMPRESA}/${id}/activate`);
      expect(on.json().data.ativo).toBe(true);
    });
  });

  describe('usuario', () => {
    const newUser = {
      nomeApresentacao: 'Maria Conferente',
      nomeAcesso: 'maria.conferente',
      email: 'maria@rota.demo',
      password: 'senhaforte1',
      tracking: true,
    };

    it('creates a user who can then sign in, and never answers the password or its hash', async () => {
      const created = await call('POST', USUARIO, newUser);
      expect(created.statusCode).toBe(201);
      const user = created.json().data;
      expect(user).toMatchObject({
        nomeAcesso: 'maria.conferente',
        empresaId: demoCompanyId,
        tracking: true,
      });
      expect(user.accessUser).toBe(false);
      expect(Object.keys(user)).not.toContain('password');
      expect(Object.keys(user)).not.toContain('passwordHash');
      expect(created.body).not.toContain('argon2');

      const signedIn = await signIn('maria.conferente', 'senhaforte1');
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().user.id).toBe(user.id);

      const listed = await call('GET', `${USUARIO}?search=maria.conferente`);
      expect(listed.body).not.toContain('argon2');
      expect(listed.json().data.items).toHaveLength(1);
    });

    it('requires a password on create and refuses a login already taken, whatever its case', async () => {
      const noPassword = await call('POST', USUARIO, { ...newUser, nomeAcesso: 'sem.senha', password: '' });
      expect(noPassword.statusCode).toBe(400);
      expect(noPassword.json().errors).toContain('Informe a senha');

      const taken = await call('POST', USUARIO, { ...newUser, nomeAcesso: 'ADMIN' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().errors).toEqual(['Já existe um usuário com este login']);

      const invalid = await call('POST', USUARIO, {
        nomeApresentacao: '',
        nomeAcesso: 'ab',
        password: '123',
      });
      expect(invalid.statusCode).toBe(400);
      const errors = invalid.json().errors.join('\n');
      expect(errors).toContain('Informe o nome');
      expect(errors).toContain('O login deve ter pelo menos 3 caracteres');
      expect(errors).toContain('A senha deve ter pelo menos 8 caracteres');
    });

    it('keeps the password on an update without one and changes it on an update with one', async () => {
      const { id } = (await call('POST', USUARIO, { ...newUser, nomeAcesso: 'joao.motorista' })).json().data;
      const renamed = await call('PUT', `${USUARIO}/${id}`, {
        ...newUser,
        nomeAcesso: 'joao.motorista',
        nomeApresentacao: 'João Motorista',
        password: '',
      });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json().data.nomeApresentacao).toBe('João Motorista');
      expect((await signIn('joao.motorista', 'senhaforte1')).statusCode).toBe(200);

      await call('PUT', `${USUARIO}/${id}`, {
        ...newUser,
        nomeAcesso: 'joao.motorista',
        password: 'outrasenha9',
      });
      expect((await signIn('joao.motorista', 'senhaforte1')).statusCode).toBe(401);
      expect((await signIn('joao.motorista', 'outrasenha9')).statusCode).toBe(200);

      const clash = await call('PUT', `${USUARIO}/${id}`, { ...newUser, nomeAcesso: 'operador' });
      expect(clash.statusCode).toBe(409);
      expect(clash.json().errors).toEqual(['Já existe um usuário com este login']);
    });

    it('deactivates (no more sign-in), activates and deletes a user', async () => {
      const { id } = (await call('POST', USUARIO, { ...newUser, nomeAcesso: 'temporario' })).json().data;
      const off = await call('PUT', `${USUARIO}/${id}/deactivate`);
      expect(off.json().data.ativo).toBe(false);
      expect((await signIn('temporario', 'senhaforte1')).statusCode).toBe(401);
      const on = await call('PUT', `${USUARIO}/${id}/activate`);
      expect(on.json().data.ativo).toBe(true);
      expect((await signIn('temporario', 'senhaforte1')).statusCode).toBe(200);

      const deleted = await call('DELETE', `${USUARIO}/${id}`);
      expect(deleted.json()).toEqual({ isSuccess: true, data: { message: 'Exlusão efetuada com sucesso' } });
      expect((await call('GET', `${USUARIO}/${id}`)).statusCode).toBe(404);
    });

    it('will not let users delete or deactivate themselves', async () => {
      const myId = (await me(adminToken)).id;
      const deleted = await call('DELETE', `${USUARIO}/${myId}`);
      expect(deleted.statusCode).toBe(409);
      expect(deleted.json().errors[0]).toMatch(/próprio usuário/);
      const deactivated = await call('PUT', `${USUARIO}/${myId}/deactivate`);
      expect(deactivated.statusCode).toBe(409);
      expect((await signIn('admin', 'demo1234')).statusCode).toBe(200);
    });
  });

  describe('empresaBi and the list query', () => {
    const biList = (query: string) => call('GET', `${EMPRESA_BI}?companyId=${demoCompanyId}&${query}`);

    beforeAll(async () => {
      for (let i = 1; i <= 12; i++) {
        const res = await call('POST', `${EMPRESA_BI}?companyId=${demoCompanyId}`, {
          nome: `Painel ${String(i).padStart(2, '0')}`,
          url: `https://bi.rota.demo/${i}`,
          ordem: 13 - i,
        });
        expect(res.statusCode).toBe(201);
      }
      await call('POST', `${EMPRESA_BI}?companyId=${demoCompanyId}`, {
        nome: 'Meta 100%',
        url: 'https://bi.rota.demo/meta',
      });
      await call('POST', `${EMPRESA_BI}?companyId=${demoCompanyId}`, {
        nome: 'Meta_x',
        url: 'https://bi.rota.demo/x',
      });
    });

    it('pages with total, page and page size', async () => {
      const first = (await biList('pageSize=5&page=1&search=Painel')).json().data;
      expect(first).toMatchObject({ total: 12, page: 1, pageSize: 5 });
      expect(first.items).toHaveLength(5);
      const third = (await biList('pageSize=5&page=3&search=Painel')).json().data;
      expect(third.items).toHaveLength(2);
      const beyond = (await biList('pageSize=5&page=4&search=Painel')).json().data;
      expect(beyond).toMatchObject({ total: 12, items: [] });
      const byDefault = (await biList('search=Painel')).json().data;
      expect(byDefault.pageSize).toBe(10);
      expect(byDefault.items).toHaveLength(10);
      for (const size of [5, 10, 25, 50, 100, 150]) {
        expect((await biList(`pageSize=${size}`)).statusCode).toBe(200);
      }
    });

    it('refuses a page size outside the list, a bad page and an unknown sort field', async () => {
      expect((await biList('pageSize=7')).statusCode).toBe(400);
      expect((await biList('pageSize=1000')).statusCode).toBe(400);
      expect((await biList('page=0')).statusCode).toBe(400);
      expect((await biList('page=abc')).statusCode).toBe(400);
      const badSort = await biList('sort=url');
      expect(badSort.statusCode).toBe(400);
      expect(badSort.json().isSuccess).toBe(false);
      expect((await biList('sort=-password_hash')).statusCode).toBe(400);
    });

    it('sorts ascending and descending, by default on ordem', async () => {
      const names = async (query: string) =>
        (await biList(`search=Painel&pageSize=25&${query}`))
          .json()
          .data.items.map((i: { nome: string }) => i.nome);
      const ascending = await names('sort=nome');
      expect(ascending[0]).toBe('Painel 01');
      expect(ascending).toEqual([...ascending].sort());
      const descending = await names('sort=-nome');
      expect(descending).toEqual([...ascending].reverse());
      // ordem was 13 - i, so the default order is the reverse of the names.
      expect(await names('')).toEqual(descending);
    });

    it('searches case-insensitively and takes % and _ literally', async () => {
      const search = async (text: string) =>
        (await biList(`pageSize=50&search=${encodeURIComponent(text)}`))
          .json()
          .data.items.map((i: { nome: string }) => i.nome);
      expect(await search('painel 0')).toHaveLength(9);
      expect(await search('%')).toEqual(['Meta 100%']);
      expect(await search('_')).toEqual(['Meta_x']);
      expect(await search('nada disso')).toEqual([]);
    });

    it('requires the parent company on list and create, and sets it from the query', async () => {
      expect((await call('GET', EMPRESA_BI)).statusCode).toBe(400);
      const noCompany = await call('POST', EMPRESA_BI, { nome: 'Sem empresa', url: 'https://bi.rota.demo' });
      expect(noCompany.statusCode).toBe(400);

      const created = await call('POST', `${EMPRESA_BI}?companyId=${demoCompanyId}`, {
        nome: 'Com empresa',
        url: 'https://bi.rota.demo/c',
        empresaId: 999,
      });
      expect(created.json().data.empresaId).toBe(demoCompanyId);

      const invalid = await call('POST', `${EMPRESA_BI}?companyId=${demoCompanyId}`, {
        nome: '',
        url: 'nope',
      });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().errors.join('\n')).toContain('Informe o nome do painel');
      expect(invalid.json().errors.join('\n')).toContain('URL inválida');

      const { id } = created.json().data;
      const updated = await call('PUT', `${EMPRESA_BI}/${id}`, {
        nome: 'Renomeado',
        url: 'https://bi.rota.demo/r',
        ordem: 3,
      });
      expect(updated.json().data).toMatchObject({ nome: 'Renomeado', ordem: 3, empresaId: demoCompanyId });
      expect((await call('PUT', `${EMPRESA_BI}/${id}/deactivate`)).json().data.ativo).toBe(false);
      expect((await call('DELETE', `${EMPRESA_BI}/${id}`)).json().data.message).toBe(
        'Exlusão efetuada com sucesso',
      );
    });
  });

  it('validates ids and answers 404 for a missing row', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect((await call('GET', `${EMPRESA}/${id}`)).statusCode).toBe(400);
    }
    expect((await call('GET', `${EMPRESA}/999999`)).statusCode).toBe(404);
    expect((await call('PUT', `${USUARIO}/999999/activate`)).statusCode).toBe(404);
    expect((await call('DELETE', `${USUARIO}/999999`)).statusCode).toBe(404);
  });

  it('answers 401 without a token', async () => {
    const res = await app.inject({ method: 'GET', url: EMPRESA });
    expect(res.statusCode).toBe(401);
  });
});
