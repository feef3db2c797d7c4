// A lifecycle defined as data (stages and transitions, as users will define workflow stages)
// runs through the same server path as the delivery: a table that follows the conventions of
// server/machines/ and a declaration of its machine and columns is all it takes.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { machineFromStages } from '../../../src/machines/staged-machine';
import { applyMachineEvent } from '../../../server/machines/apply-machine-event';
import type { MachineRecord } from '../../../server/machines/machine-record';
import { createTestApp, DATABASES, type TestApp } from '../helpers';

const approval = machineFromStages({
  id: 'aprovacao',
  stages: ['rascunho', 'emAnalise', 'aprovado', 'reprovado'],
  transitions: [
    { from: 'rascunho', to: 'emAnalise', event: 'enviar' },
    { from: 'emAnalise', to: 'aprovado', event: 'aprovar' },
    { from: 'emAnalise', to: 'reprovado', event: 'reprovar' },
    { from: 'reprovado', to: 'rascunho', event: 'corrigir' },
  ],
});

const stagedRecord: MachineRecord<typeof approval> = {
  name: 'etapaTeste',
  machine: approval,
  table: 'etapaTeste',
  stateColumn: 'etapa',
  contextColumns: [],
  readContext: () => ({}),
  writeContext: () => ({}),
  history: { table: 'etapaTesteHistorico', recordColumn: 'registroId' },
};

describe.each(DATABASES)('a machine built from stages on the server path on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let empresaId: number;
  let otherEmpresaId: number;

  const apply = (id: number, type: string, expectedVersion: number, company = empresaId) =>
    app.db.transaction().execute((trx) =>
      applyMachineEvent(trx, stagedRecord, {
        empresaId: company,
        id,
        event: { type },
        expectedVersion,
        reason: `motivo de ${type}`,
        actor: { usuarioId: null },
      }),
    );

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    app = testApp.app;
    const companies = await app.db.selectFrom('empresa').select('id').orderBy('id').limit(2).execute();
    empresaId = companies[0]?.id ?? 0;
    otherEmpresaId = companies[1]?.id ?? 0;
    // A table of the conventions, as a workflow module's migration would create it.
    await sql`create table etapa_teste (
      id serial primary key, empresa_id integer not null references empresa(id),
      version integer not null default 0, etapa text not null)`.execute(app.db);
    await sql`create table etapa_teste_historico (
      id bigserial primary key, empresa_id integer not null, registro_id integer not null,
      usuario_id integer, evento text not null, estado_anterior text not null,
      estado_novo text not null, motivo text, created_at timestamptz not null default now())`.execute(app.db);
  });
  afterAll(() => testApp?.close());

  it('applies, refuses and scopes events exactly as for a machine written in code', async () => {
    const {
      rows: [row],
    } = await sql<{ id: number }>`insert into etapa_teste (empresa_id, etapa)
      values (${empresaId}, 'rascunho') returning id`.execute(app.db);
    const id = row?.id ?? 0;

    expect(await apply(id, 'enviar', 0)).toMatchObject({
      outcome: 'applied',
      from: 'rascunho',
      record: { state: 'emAnalise', version: 1 },
    });
    expect(await apply(id, 'aprovar', 0)).toMatchObject({ outcome: 'stale' });
    expect(await apply(id, 'corrigir', 1)).toMatchObject({ outcome: 'notAccepted' });
    expect(await apply(id, 'reprovar', 1, otherEmpresaId)).toEqual({ outcome: 'notFound' });
    expect(await apply(id, 'reprovar', 1)).toMatchObject({
      outcome: 'applied',
      record: { state: 'reprovado' },
    });

    const { rows: stored } = await sql`select etapa, version from etapa_teste where id = ${id}`.execute(
      app.db,
    );
    expect(stored).toEqual([{ etapa: 'reprovado', version: 2 }]);
    const { rows: history } = await sql`select evento, estado_anterior, estado_novo, motivo
      from etapa_teste_historico where registro_id = ${id} order by id`.execute(app.db);
    expect(history).toEqual([
      { evento: 'enviar', estadoAnterior: 'rascunho', estadoNovo: 'emAnalise', motivo: 'motivo de enviar' },
      {
        evento: 'reprovar',
        estadoAnterior: 'emAnalise',
        estadoNovo: 'reprovado',
        motivo: 'motivo de reprovar',
      },
    ]);
    const outbox = await app.db
      .selectFrom('machineOutbox')
      .select(['maquina', 'estadoAnterior', 'estadoNovo', 'version'])
      .where('maquina', '=', 'etapaTeste')
      .where('registroId', '=', id)
      .orderBy('id')
      .execute();
    expect(outbox).toEqual([
      { maquina: 'etapaTeste', estadoAnterior: 'rascunho', estadoNovo: 'emAnalise', version: 1 },
      { maquina: 'etapaTeste', estadoAnterior: 'emAnalise', estadoNovo: 'reprovado', version: 2 },
    ]);
  });
});
