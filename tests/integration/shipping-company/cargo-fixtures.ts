// Loads for the cargo tests, created through the route as a user would.
import type { FastifyInstance } from 'fastify';
import type { CargoCard, CargoInput } from '../../../src/domain/shipping-company/cargo';
import { authHeaders } from '../helpers';

export const CARGO_INPUT: CargoInput = {
  origemCidade: 'Campinas',
  origemUf: 'SP',
  destinoCidade: 'Curitiba',
  destinoUf: 'PR',
  motoristaNome: 'José Carlos da Silva',
  motoristaCpf: '529.982.247-25',
  placa: 'abc-1234',
  placasReboque: ['BRA2E19', 'xyz9k88'],
  peso: '24500.5',
  cubagem: '80',
  pallets: 26,
  valorFrete: '12345.67',
  coletaPrevista: '2026-05-10',
  entregaPrevista: '2026-05-12',
  embarcador: 'Cooperativa Vale Verde',
  tomador: 'Supermercados Bom Preço Ltda',
};

export async function createCargo(
  app: FastifyInstance,
  token: string,
  input: Partial<CargoInput> = {},
): Promise<CargoCard> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/tracking/cargo',
    headers: authHeaders(token),
    payload: { ...CARGO_INPUT, ...input },
  });
  if (response.statusCode !== 200) throw new Error(`create cargo: ${response.statusCode} ${response.body}`);
  return response.json<{ data: CargoCard }>().data;
}
