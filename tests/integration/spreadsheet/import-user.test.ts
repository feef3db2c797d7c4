// importUser (spec 2.7, 2.8) through the engine's import: a sheet of users, each row checked by the
// user register's schema and hooks, nothing written from a file with errors unless its valid rows
// are asked for, each new user invited by e-mail to choose a password, under canImportUser.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import writeXlsxFile from 'write-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from '../helpers';
import { csvOf, importReport, uploadSheet } from './sheet-helpers';

const HEADER = ['Nome', 'Login', 'E-mail', 'Módulo checklist', 'Acesso a usuários'];

describe.each(DATABASES)('importUser on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let admin: string;
  let empresaId: number;
  let serial = 0;
  const login_ = () => `imp${Date.now().toString(36)}${++serial}`;

  const usersNamed = (logins: readonly string[]) =>
    app.db
      .selectFrom('usuario')
      .select(['nomeAcesso', 'email', 'empresaId', 'checklist', 'accessUser', 'tipo'])
      .where(
        sql<string>`lower(nome_acesso)`,
        'in',
        logins.map((l) => l.toLowerCase()),
      )
      .orderBy('nomeAcesso')
      .execute();
  const outboxTo = (emails: readonly string[]) =>
    app.db
      .selectFrom('emailOutbox')
      .select(['recipient', 'subject', 'body'])
      .where('recipient', 'in', emails)
      .execute();

  /** A user of the demo company holding exactly these flags. */
  const userWith = async (flags: Record<string, boolean>) => {
    const nomeAcesso = login_();
    const created = await app.inject({
      method: 'POST',
      url: '/api/tracking/usuario',
      headers: authHeaders(admin),
      payload: { nomeApresentacao: 'Importadora', nomeAcesso, password: 'importa-1234', ...flags },
    });
    expect(created.statusCode).toBe(201);
    return login(app, nomeAcesso, 'importa-1234');
  };

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    app = testApp.app;
    admin = await login(app, 'admin');
    empresaId = (
      await app.inject({ method: 'GET', url: '/api/scheduler/v1/access/me', headers: authHeaders(admin) })
    ).json().data.empresaId;
  });
  afterAll(() => testApp?.close());

  it('reports each bad row with its line and reason, and a file with errors writes nothing', async () => {
    const [ana, bia] = [login_(), login_()];
    const file = csvOf([
      HEADER,
      ['Ana Importada', ana, `${ana}@example.com`, 'Sim', 'Não'],
      ['Bia Importada', bia, 'bia-sem-arroba', 'Não', 'Não'],
      ['', '', '', '', ''],
      ['Repetida', ana.toUpperCase(), 'outra@example.com', 'Não', 'Não'],
      ['Já existe', 'admin', 'admin2@example.com', 'Não', 'Não'],
      ['Sem e-mail', login_(), '', 'Não', 'Não'],
    ]);
    for (const mode of ['check', 'all'] as const) {
      const report = await importReport(app, admin, 'usuario', file, mode);
      expect(report.written).toBe(false);
      expect(report.rows).toBe(5);
      expect(report.created).toBe(1);
      expect(report.errorRows).toBe(4);
      expect(report.errors.map((error) => [error.line, error.field, error.message])).toEqual([
        [3, 'email', 'E-mail inválido'],
        [5, 'nomeAcesso', 'Repete o registro da linha 2'],
        [6, undefined, 'Já existe um usuário com este login'],
        [7, 'email', 'Preencha este campo'],
      ]);
      expect(report.errors[1]).toMatchObject({
        messageId: 'engine.sheet.error.repeatedKey',
        values: { line: 2 },
      });
    }
    expect(await usersNamed([ana, bia])).toEqual([]);
    expect(await outboxTo([`${ana}@example.com`])).toEqual([]);
  });

  it('imports only the valid rows when asked, each new user invited to choose a password', async () => {
    const [ana, bia] = [login_(), login_()];
    const file = csvOf([
      HEADER,
      ['Ana Importada', ana, `${ana}@example.com`, 'Sim', 'Não'],
      ['Bia Importada', bia, 'bia-sem-arroba', 'Não', 'Não'],
    ]);
    const report = await importReport(app, admin, 'usuario', file, 'validRows');
    expect(report).toMatchObject({ written: true, created: 1, updated: 0, skipped: 1, errorRows: 1 });
    expect(await usersNamed([ana, bia])).toEqual([
      {
        nomeAcesso: ana,
        email: `${ana}@example.com`,
        empresaId,
        checklist: true,
        accessUser: false,
        tipo: 'staff',
      },
    ]);
    const [mail] = await outboxTo([`${ana}@example.com`]);
    expect(mail?.subject).toBe('Rota: sua conta foi criada');
    expect(mail?.body).toContain(`login ${ana}`);

    // No password works until the user chooses one through the link.
    const refused = await app.inject({
      method: 'POST',
      url: '/api/scheduler/v1/access/login',
      payload: { login: ana, password: '' },
    });
    expect(refused.statusCode).not.toBe(200);
    const link = /\/user\/passwordReset\/(\d+)\?token=([^\s]+)/.exec(mail?.body ?? '');
    expect(link).not.toBeNull();
    const chosen = await app.inject({
      method: 'POST',
      url: '/api/scheduler/v1/user/password/forgot',
      payload: {
        userId: Number(link?.[1]),
        token: decodeURIComponent(link?.[2] ?? ''),
        password: 'escolhida-123',
      },
    });
    expect(chosen.statusCode).toBe(200);
    expect(await login(app, ana, 'escolhida-123')).toBeTruthy();
  });

  it('reads a workbook with English titles and refuses flags the importer does not hold', async () => {
    const importer = await userWith({ checklist: true, canImportUser: true });
    const [caio, dora] = [login_(), login_()];
    const workbook = await writeXlsxFile([
      ['Name', 'Login', 'E-mail', 'Checklist module', 'Users access', 'Notes'],
      ['Caio', caio, `${caio}@example.com`, true, false, 'ok'],
      ['Dora', dora, `${dora}@example.com`, 'Yes', 'Yes', null],
    ]).toBuffer();
    const report = await importReport(app, importer, 'usuario', workbook, 'validRows', 'usuarios.xlsx');
    expect(report.columns).toEqual({
      fields: ['nomeApresentacao', 'nomeAcesso', 'email', 'checklist', 'accessUser'],
      ignored: ['Notes'],
      missing: [],
      repeated: [],
    });
    expect(report.created).toBe(1);
    expect(report.errors).toEqual([
      {
        line: 3,
        message: 'Você não pode conceder ou retirar a permissão accessUser, que você não tem.',
      },
    ]);
    expect((await usersNamed([caio, dora])).map((user) => user.nomeAcesso)).toEqual([caio]);
  });

  it('is refused without canImportUser, even to whoever may create users in the form', async () => {
    const file = csvOf([HEADER, ['Eva', login_(), 'eva@example.com', 'Não', 'Não']]);
    for (const token of [
      await userWith({ tracking: true, accessUser: true }),
      await login(app, 'operador'),
    ]) {
      expect((await uploadSheet(app, token, 'usuario', file, 'mode=validRows')).statusCode).toBe(403);
      const template = await app.inject({
        method: 'GET',
        url: '/api/tracking/usuario/import/template',
        headers: authHeaders(token),
      });
      expect(template.statusCode).toBe(403);
    }
  });

  it('offers a template with the columns in the asked language, and no password column', async () => {
    const template = await app.inject({
      method: 'GET',
      url: '/api/tracking/usuario/import/template?format=csv&lang=en',
      headers: authHeaders(admin),
    });
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-disposition']).toBe('attachment; filename="usuario-modelo.csv"');
    const header = template.body.replace('\ufeff', '').trim().split(';');
    expect(header.slice(0, 3)).toEqual(['Name', 'Login', 'E-mail']);
    expect(header).toContain('Import users');
    expect(header).not.toContain('Password');
  });
});
