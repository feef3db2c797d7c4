// The tracking module's tables, in camelCase as the rest of the server names them; server/db/schema.ts
// joins them to the platform's into the typed Database.
import type { ColumnType, Generated } from 'kysely';
import type { EntregaStatus } from '../../../src/domain/tracking/entrega/entrega-status';
import type {
  ImportOccurrenceKind,
  ImportSituation,
  ImportTipo,
} from '../../../src/domain/tracking/imports/document-import';
import type { ImportLogMessage } from '../../../src/domain/tracking/imports/import-log-message';
import type {
  CreatedAt,
  Decimal,
  Nullable,
  NullableTimestamp,
  RegisterHistory,
  Timestamp,
} from '../../db/column-types';

export interface NfeImportTable {
  id: Generated<number>;
  empresaId: number;
  /** Which kind of document the import takes in (nfe, cte, ocoren). */
  tipo: ColumnType<ImportTipo, ImportTipo | undefined, never>;
  usuarioId: Nullable<number>;
  situacao: ColumnType<ImportSituation, ImportSituation | undefined, ImportSituation>;
  nomeArquivo: Nullable<string>;
  tamanhoBytes: Nullable<number>;
  arquivoArmazenado: Nullable<string>;
  quantidadeArquivos: Nullable<number>;
  quantidadeArquivosProcessados: Generated<number>;
  quantidadeImportadas: Generated<number>;
  quantidadeAtualizadas: Generated<number>;
  quantidadeDuplicadas: Generated<number>;
  quantidadeRejeitadas: Generated<number>;
  erro: Nullable<string>;
  dataInicio: CreatedAt;
  dataFim: NullableTimestamp;
}

export interface NfeImportOcorrenciaTable {
  id: Generated<number>;
  importId: number;
  empresaId: number;
  sequencia: number;
  nomeArquivo: string;
  tipo: ImportOccurrenceKind;
  descricao: string;
  /** The sentence as a message id and values (JSON text when written); null on older rows. */
  mensagem: ColumnType<ImportLogMessage | null, string | null | undefined, string | null>;
  chaveAcesso: Nullable<string>;
}

export interface NotaFiscalTable {
  id: Generated<number>;
  empresaId: number;
  chaveAcesso: string;
  numero: Nullable<string>;
  serie: Nullable<string>;
  dataEmissao: NullableTimestamp;
  ambiente: Nullable<string>;
  emitenteCnpjCpf: Nullable<string>;
  emitenteNome: Nullable<string>;
  emitenteFantasia: Nullable<string>;
  emitenteMunicipio: Nullable<string>;
  emitenteIbge: Nullable<string>;
  emitenteUf: Nullable<string>;
  destinatarioCnpjCpf: Nullable<string>;
  destinatarioIdEstrangeiro: Nullable<string>;
  destinatarioNome: Nullable<string>;
  destinatarioLogradouro: Nullable<string>;
  destinatarioNumero: Nullable<string>;
  destinatarioBairro: Nullable<string>;
  destinatarioCep: Nullable<string>;
  destinatarioMunicipio: Nullable<string>;
  destinatarioIbge: Nullable<string>;
  destinatarioUf: Nullable<string>;
  transportadorCnpjCpf: Nullable<string>;
  transportadorNome: Nullable<string>;
  modalidadeFrete: Nullable<string>;
  valorTotal: Decimal;
  volumes: Nullable<number>;
  pesoBruto: Decimal;
  pesoLiquido: Decimal;
  quantidadeItens: Generated<number>;
  protocolo: Nullable<string>;
  situacaoSefaz: Nullable<string>;
  conteudoHash: string;
  importId: Nullable<number>;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface EntregaTable {
  id: Generated<number>;
  empresaId: number;
  notaFiscalId: number;
  status: ColumnType<EntregaStatus, EntregaStatus | undefined, EntregaStatus>;
  prazoDias: Nullable<number>;
  /** A date column: 'yyyy-mm-dd'. */
  dataPrevista: ColumnType<Date | string | null, string | null | undefined, string | null>;
  dataEntrega: NullableTimestamp;
  /** Who received it and their CPF or CNPJ (migration 0057), as its receipt or confirmation says. */
  recebedorNome: ColumnType<string | null, string | null | undefined, string | null>;
  recebedorDocumento: ColumnType<string | null, string | null | undefined, string | null>;
  /** Raised by every status change (server/machines/): a change sent for an older one is refused. */
  version: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** One change of a delivery's status (migration 0012): who, when, from, to and why. */
export interface EntregaStatusHistoricoTable {
  id: Generated<number>;
  empresaId: number;
  entregaId: number;
  usuarioId: Nullable<number>;
  evento: string;
  estadoAnterior: string;
  estadoNovo: string;
  motivo: Nullable<string>;
  createdAt: CreatedAt;
}

/** The standard PROCEDA occurrence codes and the delivery status each means (migration 0005). */
export interface TabelaOcorrenciaProcedaTable extends RegisterHistory {
  id: Generated<number>;
  codigo: number;
  descricao: string;
  status: EntregaStatus;
}

/** A carrier's occurrence code as one shipper company reads it; transportadorCnpj '' is any carrier. */
export interface TabelaOcorrenciaDeParaTable extends RegisterHistory {
  id: Generated<number>;
  empresaId: number;
  transportadorCnpj: Generated<string>;
  codigoTransportador: string;
  codigoEmbarcador: string;
  descricao: string;
  status: EntregaStatus;
  ativo: Generated<boolean>;
}

/** One occurrence recorded on a delivery (EDI OCOREN). */
export interface EntregaOcorrenciaTable {
  id: Generated<number>;
  empresaId: number;
  entregaId: number;
  importId: Nullable<number>;
  transportadorCnpj: Nullable<string>;
  /** The carrier's code as text (migration 0052): letters as sent, digits without leading zeros. */
  codigo: string;
  codigoEmbarcador: Nullable<string>;
  descricao: string;
  status: EntregaStatus;
  dataOcorrencia: Timestamp;
  codigoObservacao: Nullable<number>;
  texto: Generated<string>;
  /** The user who recorded it by hand (migration 0057); null for an imported one. */
  usuarioId: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: CreatedAt;
}

/** A proof of delivery (migration 0007): the stored file and the key that tied it to its delivery. */
export interface EntregaComprovanteTable {
  id: Generated<number>;
  empresaId: number;
  entregaId: number;
  arquivo: string;
  tipo: 'image/webp' | 'application/pdf';
  tamanho: number;
  nomeOriginal: string;
  chaveAcesso: string;
  origem: 'barcode' | 'digitada';
  usuarioId: Nullable<number>;
  /** What the receipt says (migration 0057): its day, who received and their document. */
  dataRecebimento: ColumnType<Date | string | null, string | null | undefined, string | null>;
  recebedorNome: ColumnType<string | null, string | null | undefined, string | null>;
  recebedorDocumento: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: CreatedAt;
}

export type TipoDias = 'uteis' | 'corridos';

export interface RotaPrazoEntregaTable extends RegisterHistory {
  id: Generated<number>;
  empresaId: number;
  transportadorCnpj: Nullable<string>;
  origemUf: Nullable<string>;
  origemIbge: Nullable<string>;
  destinoPais: Nullable<string>;
  destinoUf: Nullable<string>;
  destinoIbge: Nullable<string>;
  prazoDias: number;
  tipoDias: ColumnType<TipoDias, TipoDias | undefined, TipoDias>;
  ativo: Generated<boolean>;
  /** Generated from the destination columns (migration 0006). */
  destinoNivel: ColumnType<'cidade' | 'uf' | 'pais' | 'qualquer', never, never>;
}

export interface CteTable {
  id: Generated<number>;
  empresaId: number;
  chaveAcesso: string;
  chaveValida: boolean;
  versao: Nullable<string>;
  numero: Nullable<string>;
  serie: Nullable<string>;
  dataEmissao: NullableTimestamp;
  ambiente: Nullable<string>;
  modal: Nullable<string>;
  tipoCte: Nullable<string>;
  tipoServico: Nullable<string>;
  emitenteCnpj: Nullable<string>;
  emitenteNome: Nullable<string>;
  remetenteCnpjCpf: Nullable<string>;
  remetenteNome: Nullable<string>;
  destinatarioCnpjCpf: Nullable<string>;
  destinatarioNome: Nullable<string>;
  tomador: Nullable<string>;
  tomadorCnpjCpf: Nullable<string>;
  tomadorNome: Nullable<string>;
  origemMunicipio: Nullable<string>;
  origemIbge: Nullable<string>;
  origemUf: Nullable<string>;
  destinoMunicipio: Nullable<string>;
  destinoIbge: Nullable<string>;
  destinoUf: Nullable<string>;
  valorPrestacao: Decimal;
  valorReceber: Decimal;
  /** Written as a JSON string, read back parsed. */
  componentes: ColumnType<{ nome: string; valor: string }[], string | undefined, string>;
  valorCarga: Decimal;
  produtoPredominante: Nullable<string>;
  pesoKg: Decimal;
  pesoTipoMedida: Nullable<string>;
  protocolo: Nullable<string>;
  situacaoSefaz: Nullable<string>;
  conteudoHash: string;
  importId: Nullable<number>;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface CteNfeTable {
  cteId: number;
  empresaId: number;
  chaveNfe: string;
  notaFiscalId: Nullable<number>;
}

/** A user's named filter set of the delivery list (migration 0008). */
export interface FiltroSalvoTable {
  id: Generated<number>;
  empresaId: number;
  usuarioId: number;
  nome: string;
  /** jsonb: the pg drivers hand it back parsed; it is written as a JSON string. */
  filtros: ColumnType<Record<string, string>, string, string>;
  createdAt: ColumnType<Date, never, never>;
  updatedAt: ColumnType<Date, never, Date>;
}

export interface TrackingTables {
  nfeImport: NfeImportTable;
  nfeImportOcorrencia: NfeImportOcorrenciaTable;
  notaFiscal: NotaFiscalTable;
  entrega: EntregaTable;
  entregaStatusHistorico: EntregaStatusHistoricoTable;
  entregaComprovante: EntregaComprovanteTable;
  rotaPrazoEntrega: RotaPrazoEntregaTable;
  cte: CteTable;
  cteNfe: CteNfeTable;
  tabelaOcorrenciaProceda: TabelaOcorrenciaProcedaTable;
  tabelaOcorrenciaDePara: TabelaOcorrenciaDeParaTable;
  entregaOcorrencia: EntregaOcorrenciaTable;
  filtroSalvo: FiltroSalvoTable;
}
