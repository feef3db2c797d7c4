// A sheet import's report gives each refused row's reason in the importing user's language: the
// `lang` the import names, else the request's Accept-Language (which the SPA sets), else
// Portuguese. The engine's reasons, the schema's and a hook's read alike.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SheetImportReport } from '../../../src/domain/resources/spreadsheet/sheet-report';
import { createTestApp, DATABASES, login, type TestApp } from '../helpers';
import { csvOf, uploadSheet } from './sheet-helpers';

describe.each(DATABASES)('the import report language on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let admin: string;

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    app = testApp.app;
    admin = await login(app, 'admin');
  });
  afterAll(() => testApp?.close());

  // A bad e-mail (the schema), a repeated login (the engine), a taken login (the user hook) and
  // an empty e-mail the import requires (the engine).
  const file = csvOf([
    ['Nome', 'Login', 'E-mail'],
    ['Ana', 'ana.idioma', 'ana@example.com'],
    ['Bia', 'bia.idioma', 'bia-sem-arroba'],
    ['Repetida', 'ANA.IDIOMA', 'outra@example.com'],
    ['Já existe', 'admin', 'admin2@example.com'],
    ['Sem e-mail', 'sem.email', ''],
  ]);

  const reasons = async (query: string, acceptLanguage: string) => {
    const answer = await uploadSheet(app, admin, 'usuario', file, query, 'planilha.csv', acceptLanguage);
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json().data as SheetImportReport).errors.map((error) => [error.line, error.message]);
  };

  it('words the reasons in the language the request asks for', async () => {
    expect(await reasons('mode=check', 'en-GB,en;q=0.9')).toEqual([
      [3, 'Invalid e-mail'],
      [4, 'Repeats the record of row 2'],
      [5, 'A user with this login already exists'],
      [6, 'Fill in this field'],
    ]);
    expect(await reasons('mode=check', 'pt-BR')).toEqual([
      [3, 'E-mail inválido'],
      [4, 'Repete o registro da linha 2'],
      [5, 'Já existe um usuário com este login'],
      [6, 'Preencha este campo'],
    ]);
  });

  it('takes the language the import names over the header', async () => {
    expect((await reasons('mode=check&lang=en', 'pt'))[0]).toEqual([3, 'Invalid e-mail']);
    expect((await reasons('mode=check&lang=pt', 'en'))[0]).toEqual([3, 'E-mail inválido']);
  });
});
