// The Kysely view of the database, in camelCase (CamelCasePlugin maps to the snake_case columns):
// the platform's tables here, each module's in its own folder (server/modules/<module>/tables.ts).
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CompanyTheme } from '../../src/domain/constants';
import type { PermissionFlag } from '../../src/domain/permissions';
import type { FileArea } from '../files/stored-file';
import type { ShippingCompanyTables } from '../modules/shipping-company/tables';
import type { CargoTables } from '../modules/shipping-company/cargo/tables';
import type { TrackingTables } from '../modules/tracking/tables';
import type { TrackingClientTables } from '../modules/tracking-client/tables';
import type { SupportTables } from '../modules/support/tables';
import type { ChecklistTables } from '../modules/checklist/tables';
import type { LogisticsTables } from '../modules/logistics/tables';
import type { CreatedAt, Nullable, RegisterHistory, Timestamp } from './column-types';

export interface EmpresaTable extends RegisterHistory {
  id: Generated<number>;
  nome: string;
  nomeFantasia: string;
  cnpj: Generated<string>;
  email: Generated<string>;
  companyTheme: ColumnType<CompanyTheme, CompanyTheme | undefined, CompanyTheme>;
  empresaEmbarcadora: Generated<boolean>;
  /** A logo saved as an address before logos were files; shown until `logo` is set. */
  logoUrl: Generated<string>;
  /** The register_file of the company's logo. */
  logo: Generated<string | null>;
  systemTitle: Generated<string>;
  pageTitle: Generated<string>;
  mapEngine: Generated<number>;
  mapsKey: Generated<string>;
  imageQuality: Generated<number>;
  compressionLevel: Generated<number>;
  allowVideo: Generated<boolean>;
  allowDocuments: Generated<boolean>;
  allowOcr: Generated<boolean>;
  /** A logistics company (migration 0040): the /shlog screens answer only there. */
  logisticaEspecial: Generated<boolean>;
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

/** A named set of flags of one company (migration 0016); its users act with its flags too. */
export type PerfilTable = {
  id: Generated<number>;
  empresaId: number;
  nome: string;
  ativo: Generated<boolean>;
} & RegisterHistory & { [F in PermissionFlag]: Generated<boolean> };

/** A user in a profile of a company they belong to (a trigger refuses any other). */
export interface UsuarioPerfilTable {
  usuarioId: number;
  perfilId: number;
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

/** A file uploaded for a register's file field (migration 0070). */
export interface RegisterFileTable {
  id: string;
  empresaId: number;
  resource: string;
  field: string;
  name: string;
  contentType: string;
  size: number;
  originalName: string;
  public: Generated<boolean>;
  createdBy: number | null;
  createdAt: CreatedAt;
}

export interface StoredFileChunkTable {
  fileId: number;
  seq: number;
  data: Buffer;
}

export interface PlatformTables {
  empresa: EmpresaTable;
  usuario: UsuarioTable;
  usuarioEmpresa: UsuarioEmpresaTable;
  perfil: PerfilTable;
  usuarioPerfil: UsuarioPerfilTable;
  empresaBi: EmpresaBiTable;
  revokedToken: RevokedTokenTable;
  passwordResetToken: PasswordResetTokenTable;
  emailOutbox: EmailOutboxTable;
  loginFailure: LoginFailureTable;
  machineOutbox: MachineOutboxTable;
  storedFile: StoredFileTable;
  storedFileChunk: StoredFileChunkTable;
  registerFile: RegisterFileTable;
}

/** Every table: the platform's and one list per module. */
export interface Database
  extends
    PlatformTables,
    TrackingTables,
    ShippingCompanyTables,
    CargoTables,
    TrackingClientTables,
    SupportTables,
    ChecklistTables,
    LogisticsTables {}

export type Empresa = Selectable<EmpresaTable>;
export type NewEmpresa = Insertable<EmpresaTable>;
export type Usuario = Selectable<UsuarioTable>;
export type NewUsuario = Insertable<UsuarioTable>;
export type UsuarioUpdate = Updateable<UsuarioTable>;
export type Perfil = Selectable<PerfilTable>;
export type NewPerfil = Insertable<PerfilTable>;
