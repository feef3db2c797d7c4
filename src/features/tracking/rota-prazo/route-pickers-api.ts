// The deadline form's pickers: municipalities by name (IBGE code) and the company's carriers.
import { z } from 'zod';
import {
  municipioSchema,
  transportadoraSchema,
  type Municipio,
  type Transportadora,
} from '@/domain/tracking/rota-prazo/route-pickers';
import { api } from '@/services/api';

export const searchMunicipios = async (query: {
  busca: string;
  uf?: string;
  ibge?: string;
}): Promise<Municipio[]> => {
  const searchParams: Record<string, string> = { busca: query.busca };
  if (query.uf) searchParams.uf = query.uf;
  if (query.ibge) searchParams.ibge = query.ibge;
  const body = await api.tracking.get('municipios', { searchParams }).json();
  return z.object({ data: z.array(municipioSchema) }).parse(body).data;
};

export const listTransportadoras = async (busca: string): Promise<Transportadora[]> => {
  const body = await api.tracking.get('rotaPrazoEntrega/transportadoras', { searchParams: { busca } }).json();
  return z.object({ data: z.array(transportadoraSchema) }).parse(body).data;
};
