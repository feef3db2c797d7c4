// The vehicle register: plates in both Brazilian formats, stored normalized and unique in the
// company; a bad plate is refused at its field; the type is a row of the company's vehicle types.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from '../helpers';
import { claimsOf } from '../hub/hub-test-kit';

const VEHICLES = '/api/vehicle/vehicle';

describe.each(DATABASES)('vehicle register on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let adminToken: string;

  const post = (payload: object) =>
    app.inject({ method: 'POST', url: VEHICLES, headers: authHeaders(adminToken), payload });

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    app = testApp.app;
    adminToken = await login(app, 'admin');
  });
  afterAll(() => testApp?.close());

  it('stores plates of both formats normalized, once per company, with their type', async () => {
    const empresaId = claimsOf(adminToken).empresaId;
    const type = await app.db
      .insertInto('vehicleType')
      .values({ empresaId, nome: 'Cavalo mecânico' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const old = await post({ placa: 'abc-1234', vehicleTypeId: type.id });
    expect(old.statusCode, old.body).toBe(201);
    expect(old.json().data).toMatchObject({
      placa: 'ABC1234',
      vehicleTypeIdLabel: 'Cavalo mecânico',
      reboque: false,
    });
    const mercosul = await post({ placa: 'bra 2e19', reboque: true });
    expect(mercosul.json().data).toMatchObject({ placa: 'BRA2E19', reboque: true, vehicleTypeId: null });

    const bad = await post({ placa: 'AB-12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messageIds).toEqual(['cargo.error.plate']);
    expect((await post({ placa: 'ABC1234' })).statusCode).toBe(409);
    // A type the company does not have is refused.
    expect((await post({ placa: 'XYZ9K88', vehicleTypeId: 2_000_000 })).statusCode).toBe(400);
  });
});
