// A fresh start of the product (SEED_DEMO, the default) shows a working carrier: the demo
// company's dashboard has deliveries of the last weeks in every state, late ones among them,
// across several states of Brazil, and the delivery list has them all; its cargo kanban has
// loads in every column, and its expense kanban expenses in every column.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCpf } from '../../src/domain/documents/cpf';
import { isValidAccessKey } from '../../src/domain/tracking/nfe/access-key';
import { isCnpj } from '../../src/domain/documents/cnpj';
import type { CargoCard } from '../../src/domain/shipping-company/cargo';
import { plateFormat } from '../../src/domain/shipping-company/vehicle-plate';
import { CARGO_STATUSES } from '../../src/machines/cargo-status-machine';
import type { CargoExpenseCard } from '../../src/domain/shipping-company/cargo-expense';
import { CARGO_EXPENSE_STATUSES } from '../../src/machines/cargo-expense-status-machine';
import type { EntregaDashboard } from '../../src/domain/tracking/dashboard/entrega-dashboard';
import { authHeaders, createTestAppOnDataDir, login, type TestApp } from './helpers';

describe('demo data on a fresh start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rota-demo-'));
  let test: TestApp;
  let token: string;
  beforeAll(async () => {
    test = await createTestAppOnDataDir(dataDir, { seedDemo: true });
    token = await login(test.app, 'admin');
  });
  afterAll(async () => {
    await test.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const get = async <T>(url: string) => {
    const response = await test.app.inject({ method: 'GET', url, headers: authHeaders(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: T }>().data;
  };

  it('fills the dashboard of the last 30 days with deliveries in every state, some late', async () => {
    const dashboard = await get<EntregaDashboard>('/api/tracking/dashboard/entregas');
    expect(dashboard.total).toBeGreaterThan(100);
    const byStatus = Object.fromEntries(dashboard.porStatus.map((s) => [s.status, s.total]));
    for (const status of ['pendente', 'emTransito', 'entregue', 'entregueComAtraso']) {
      expect(byStatus[status], status).toBeGreaterThan(0);
    }
    expect(dashboard.porPrazo.find((p) => p.prazo === 'atrasada')?.total).toBeGreaterThan(0);
    expect(dashboard.porUf.length).toBeGreaterThanOrEqual(8);
  });

  it('lists every demo delivery, newest first, only to the demo company', async () => {
    const page = await get<{ total: number; items: { dataEmissao: string }[] }>(
      '/api/tracking/entrega?page=1&pageSize=25',
    );
    expect(page.total).toBe(240);
    const issued = page.items.map((row) => row.dataEmissao);
    expect(issued).toEqual([...issued].sort().reverse());
    const norte = await login(test.app, 'rms');
    const switched = await test.app.inject({
      method: 'GET',
      url: '/api/tracking/entrega?page=1&pageSize=5',
      headers: authHeaders(norte),
    });
    // The RMS user signs in to the demo company too: the same deliveries, no others.
    expect(switched.json().data.total).toBe(240);
  });

  it("fills the shipping company's registers, each expense occurrence with its occurrence type", async () => {
    for (const url of [
      '/api/tracking/occurrenceType',
      '/api/tracking/nonAttendanceReason',
      '/api/tracking/disapprovedReason',
      '/api/tracking/cargoExpenseOccurrence',
      '/api/vehicle/vehicleType',
    ]) {
      expect((await get<{ total: number }>(url)).total, url).toBeGreaterThanOrEqual(4);
    }
    const expenses = await get<{ items: { nome: string; occurrenceTypeIdLabel: string | null }[] }>(
      '/api/tracking/cargoExpenseOccurrence?search=espera',
    );
    expect(expenses.items.map((row) => row.occurrenceTypeIdLabel).sort()).toEqual([
      'Atraso na descarga',
      'Atraso no carregamento',
    ]);
  });

  it('opens the cargo kanban with sixty valid loads spread over every status', async () => {
    const { cards } = await get<{ cards: CargoCard[] }>('/api/tracking/cargo/board');
    expect(cards).toHaveLength(60);
    expect(new Set(cards.map((card) => card.numero)).size).toBe(60);
    for (const status of CARGO_STATUSES)
      expect(cards.filter((card) => card.status === status).length, status).toBeGreaterThan(0);
    const rows = await test.app.db
      .selectFrom('carga')
      .select(['motoristaCpf', 'placa', 'valorFrete'])
      .execute();
    for (const row of rows) {
      expect(isCpf(row.motoristaCpf), row.motoristaCpf).toBe(true);
      expect(plateFormat(row.placa), row.placa).not.toBeNull();
      expect(row.valorFrete).toMatch(/^\d+\.\d{2}$/);
    }
  });

  it('opens the expense kanban with expenses of the loads in every status', async () => {
    const { cards } = await get<{ cards: CargoExpenseCard[] }>('/api/tracking/cargoExpense/board');
    expect(cards.length).toBeGreaterThanOrEqual(20);
    for (const status of CARGO_EXPENSE_STATUSES)
      expect(cards.filter((card) => card.status === status).length, status).toBeGreaterThan(0);
    for (const card of cards) expect(card.valor).toMatch(/^\d+\.\d{2}$/);
    // Each disapproved expense says why, from the disapproved reasons register.
    const disapproved = cards.find((card) => card.status === 'reprovada')!;
    const { historico } = await get<{ historico: { motivo: string | null; motivoId: number | null }[] }>(
      `/api/tracking/cargoExpense/${disapproved.id}/details`,
    );
    expect(historico[0]!.motivoId).not.toBeNull();
  });

  it('gives every demo NF-e a valid access key and every recipient a valid CNPJ', async () => {
    // A key one digit too long could not be typed to attach a proof, nor a wrong CNPJ re-saved.
    const notes = await test.app.db
      .selectFrom('notaFiscal')
      .select(['chaveAcesso', 'destinatarioCnpjCpf', 'emitenteCnpjCpf'])
      .execute();
    expect(notes.length).toBeGreaterThan(100);
    for (const note of notes) {
      expect(isValidAccessKey(note.chaveAcesso), note.chaveAcesso).toBe(true);
      expect(isCnpj(note.destinatarioCnpjCpf ?? ''), note.destinatarioCnpjCpf ?? '').toBe(true);
      expect(isCnpj(note.emitenteCnpjCpf ?? ''), note.emitenteCnpjCpf ?? '').toBe(true);
    }
  });
});
