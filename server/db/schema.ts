// The Kysely view of the database, in camelCase (CamelCasePlugin maps to the snake_case columns).
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CompanyTheme } from '../../src/domain/constants';
import type { EntregaStatus } from '../../src/domain/tracking/entrega/entrega-status';
import type {
  ImportOccurrenceKind,
  ImportSituation,
  ImportTipo,
} from '../../src/domain/tracking/imports/document-import';
import type { ImportLogMessage } from '../../src/domain/tracking/imports/import-log-message';
import type { PermissionFlag } from '../../src/domain/permissions';
import type { FileArea } from '../files/stored-file';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** What the resource engine fills on every write of a register (migration 0015). */
export interface RegisterHistory {
  /** Raised by every change; an edit made from another version answers 409. */
  version: Generated<number>;
  createdAt: CreatedAt;
  createdBy: ColumnType<number | null, number | null | undefined, number | null>;
  updatedAt: NullableTimestamp;
  updatedBy: ColumnType<number | null, number | null | undefined, number | null>;
}
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface EmpresaTable extends RegisterHistory {
  id: Generated<number>;
  nome: string;
  nomeFantasia: string;
  cnpj: Generated<string>;
  email: Generated<string>;
  companyTheme: ColumnType<CompanyTheme, CompanyTheme | undefined, CompanyTheme>;
  empresaEmbarcadora: Generated<boolean>;
  logoUrl: Generated<string>;
  systemTitle: Generated<string>;
  pageTitle: Generated<string>;
  mapEngine: Generated<number>;
  mapsKey: Generated<string>;
  imageQuality: Generated<number>;
  compressionLevel: Generated<number>;
  allowVideo: Generated<boolean>;
  allowDocuments: Generated<boolean>;
  allowOcr: Generated<boolean>;
  ativo: Generated<boolean>;
  createdAt: CreatedAt;
}

export type UserKind = 'staff' | 'rms' | 'deliveryClient';

export type UsuarioTable = {
  id: Generated<number>;
  empresaId: number;
  nomeApresentacao: string;
  nomeAcesso: string;
  email: Generated<string>;
  passwordHash: string;
  tipo: ColumnType<UserKind, UserKind | undefined, UserKind>;
  ativo: Generated<boolean>;
  /** Raised by a password change, a reset or a deactivation: older session tokens stop working. */
  sessionVersion: Generated<number>;
  createdAt: CreatedAt;
} & RegisterHistory & { [F in PermissionFlag]: Generated<boolean> };

export interface UsuarioEmpresaTable {
  usuarioId: number;
  empresaId: number;
}

export interface EmpresaBiTable extends RegisterHistory {
  id: Generated<number>;
  empresaId: number;
  nome: string;
  url: string;
  ordem: Generated<number>;
  ativo: Generated<boolean>;
}

export interface RevokedTokenTable {
  jti: string;
  expiresAt: Timestamp;
}

export interface PasswordResetTokenTable {
  id: Generated<number>;
  usuarioId: number;
  tokenHash: string;
  expiresAt: Timestamp;
  usedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface EmailOutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  body: string;
  createdAt: CreatedAt;
  sentAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Delivery attempts so far (the job retries with a growing delay). */
  attempts: Generated<number>;
  /** Why the last attempt failed; null while none has. */
  lastError: string | null;
}

export interface LoginFailureTable {
  key: string;
  failedAt: CreatedAt;
}

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** numeric columns come back as strings (exact decimals); written as strings or numbers. */
type Decimal = ColumnType<string | null, string | number | null | undefined, string | number | null>;

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

/** A committed state change of any machine, to be pushed to the company's users (migration 0012). */
export interface MachineOutboxTable {
  id: Generated<number>;
  empresaId: number;
  maquina: string;
  registroId: number;
  evento: string;
  estadoAnterior: string;
  estadoNovo: string;
  version: number;
  usuarioId: Nullable<number>;
  createdAt: CreatedAt;
  publishedAt: ColumnType<Date | null, never, Date>;
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
  codigoTransportador: number;
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
  codigo: number;
  codigoEmbarcador: Nullable<string>;
  descricao: string;
  status: EntregaStatus;
  dataOcorrencia: Timestamp;
  codigoObservacao: Nullable<number>;
  texto: Generated<string>;
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
  createdAt: CreatedAt;
}

/** A file of the database file store (server/files/database-file-store.ts). */
export interface StoredFileTable {
  /** bigint, answered as a number (server/db/database.ts). */
  id: Generated<number>;
  empresaId: number;
  area: FileArea;
  name: string;
  size: number;
  createdAt: CreatedAt;
}

export interface StoredFileChunkTable {
  fileId: number;
  seq: number;
  data: Buffer;
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

export interface Database {
  empresa: EmpresaTable;
  usuario: UsuarioTable;
  usuarioEmpresa: UsuarioEmpresaTable;
  empresaBi: EmpresaBiTable;
  revokedToken: RevokedTokenTable;
  passwordResetToken: PasswordResetTokenTable;
  emailOutbox: EmailOutboxTable;
  loginFailure: LoginFailureTable;
  nfeImport: NfeImportTable;
  nfeImportOcorrencia: NfeImportOcorrenciaTable;
  notaFiscal: NotaFiscalTable;
  entrega: EntregaTable;
  entregaStatusHistorico: EntregaStatusHistoricoTable;
  machineOutbox: MachineOutboxTable;
  entregaComprovante: EntregaComprovanteTable;
  storedFile: StoredFileTable;
  storedFileChunk: StoredFileChunkTable;
  rotaPrazoEntrega: RotaPrazoEntregaTable;
  cte: CteTable;
  cteNfe: CteNfeTable;
  tabelaOcorrenciaProceda: TabelaOcorrenciaProcedaTable;
  tabelaOcorrenciaDePara: TabelaOcorrenciaDeParaTable;
  entregaOcorrencia: EntregaOcorrenciaTable;
}

export type Empresa = Selectable<EmpresaTable>;
export type NewEmpresa = Insertable<EmpresaTable>;
export type Usuario = Selectable<UsuarioTable>;
export type NewUsuario = Insertable<UsuarioTable>;
export type UsuarioUpdate = Updateable<UsuarioTable>;
