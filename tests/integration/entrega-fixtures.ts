// Deliveries written straight into the database, as the NF-e import leaves them: one nota_fiscal
// and its entrega per call, with only the fields a test names set apart from the defaults.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { EntregaStatus } from '../../src/domain/tracking/entrega/entrega-status';
import type { Database } from '../../server/db/schema';

export interface DeliverySpec {
  numero: string;
  /** ISO instant with its offset, as an NF-e writes dhEmi. */
  dataEmissao: string;
  destinatarioNome?: string;
  destinatarioCnpjCpf?: string;
  destinatarioMunicipio?: string;
  destinatarioUf?: string;
  valorTotal?: string;
  volumes?: number;
  pesoBruto?: string;
  dataPrevista?: string | null;
  status?: EntregaStatus;
  /** The NF-e's company, when a test needs it to differ from the delivery's. */
  notaEmpresaId?: number;
}

let serial = 0;

/** A 44-digit access key, unique within a test run. */
export const accessKeyFor = (numero: string) =>
  `3524051122233300018155001${numero.padStart(9, '0')}${String(++serial).padStart(10, '0')}`.slice(0, 44);

/** Inserts the NF-e and its delivery; answers the delivery's id and the NF-e's access key. */
export async function insertDelivery(
  db: Kysely<Database>,
  empresaId: number,
  spec: DeliverySpec,
): Promise<{ id: number; chaveAcesso: string }> {
  const chaveAcesso = accessKeyFor(spec.numero);
  const nota = await db
    .insertInto('notaFiscal')
    .values({
      empresaId: spec.notaEmpresaId ?? empresaId,
      chaveAcesso,
      numero: spec.numero,
      serie: '1',
      dataEmissao: spec.dataEmissao,
      emitenteCnpjCpf: '11222333000181',
      emitenteNome: 'Indústria Emitente S.A.',
      emitenteFantasia: 'Emitente',
      emitenteMunicipio: 'Jundiaí',
      emitenteUf: 'SP',
      destinatarioCnpjCpf: spec.destinatarioCnpjCpf ?? '99888777000166',
      destinatarioNome: spec.destinatarioNome ?? 'Cliente Padrão Ltda',
      destinatarioLogradouro: 'Rua das Flores',
      destinatarioNumero: '100',
      destinatarioBairro: 'Centro',
      destinatarioCep: '01001000',
      destinatarioMunicipio: spec.destinatarioMunicipio ?? 'Campinas',
      destinatarioUf: spec.destinatarioUf ?? 'SP',
      transportadorCnpjCpf: '55444333000122',
      transportadorNome: 'Transportes Rápidos Ltda',
      modalidadeFrete: '0',
      valorTotal: spec.valorTotal ?? '100.00',
      volumes: spec.volumes ?? 1,
      pesoBruto: spec.pesoBruto ?? '10.000',
      pesoLiquido: '9.500',
      quantidadeItens: 2,
      protocolo: '135240000000001',
      situacaoSefaz: '100',
      conteudoHash: createHash('sha256').update(chaveAcesso).digest('hex'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const entrega = await db
    .insertInto('entrega')
    .values({
      empresaId,
      notaFiscalId: nota.id,
      status: spec.status ?? 'pendente',
      prazoDias: spec.dataPrevista ? 5 : null,
      dataPrevista: spec.dataPrevista ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: entrega.id, chaveAcesso };
}
