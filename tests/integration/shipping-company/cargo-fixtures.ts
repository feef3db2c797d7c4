// Loads for the cargo tests, created through the cargo register's route as a user would, with
// their driver in the company's driver register (the route finds the driver by CPF).
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { cargoRegisterInput } from '../../../src/domain/shipping-company/resources/cargo';
import { authHeaders } from '../helpers';
import { claimsOf } from '../hub/hub-test-kit';

export type CargoBody = z.input<typeof cargoRegisterInput>;

export const DRIVER = { nome: 'José Carlos da Silva', cpf: '52998224725' };

export const CARGO_INPUT: CargoBody = {
  origemCidade: 'Campinas',
  origemUf: 'SP',
  destinoCidade: 'Curitiba',
  destinoUf: 'PR',
  motoristaCpf: '529.982.247-25',
  placa: 'abc-1234',
  placaReboque1: 'BRA2E19',
  placaReboque2: 'xyz9k88',
  peso: '24500.5',
  cubagem: '80',
  pallets: 26,
  valorFrete: '12345.67',
  coletaPrevista: '2026-05-10',
  entregaPrevista: '2026-05-12',
  embarcador: 'Cooperativa Vale Verde',
  tomador: 'Supermercados Bom Preço Ltda',
};

/** A load as the register answers it. */
export interface CreatedCargo {
  id: number;
  numero: number;
  status: string;
  version: number;
  placa: string;
  motoristaNome: string;
}

/** The driver of CARGO_INPUT in the token's company (once). */
export async function ensureDriver(
  app: FastifyInstance,
  token: string,
  driver: { nome: string; cpf: string } = DRIVER,
): Promise<void> {
  await app.db
    .insertInto('motorista')
    .values({ empresaId: claimsOf(token).empresaId, ...driver })
    .onConflict((oc) => oc.constraint('motorista_empresa_cpf_key').doNothing())
    .execute();
}

export const postCargo = (app: FastifyInstance, token: string, payload: object) =>
  app.inject({ method: 'POST', url: '/api/tracking/cargo', headers: authHeaders(token), payload });

export async function createCargo(
  app: FastifyInstance,
  token: string,
  input: Partial<CargoBody> = {},
): Promise<CreatedCargo> {
  await ensureDriver(app, token);
  const response = await postCargo(app, token, { ...CARGO_INPUT, ...input });
  if (response.statusCode !== 201) throw new Error(`create cargo: ${response.statusCode} ${response.body}`);
  return response.json<{ data: CreatedCargo }>().data;
}
