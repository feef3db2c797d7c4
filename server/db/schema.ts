// The Kysely view of the database, in camelCase (CamelCasePlugin maps to the snake_case columns).
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CompanyTheme } from '../../src/domain/constants';
import type { PermissionFlag } from '../../src/domain/permissions';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface EmpresaTable {
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
  createdAt: CreatedAt;
} & { [F in PermissionFlag]: Generated<boolean> };

export interface UsuarioEmpresaTable {
  usuarioId: number;
  empresaId: number;
}

export interface EmpresaBiTable {
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
}

export interface LoginFailureTable {
  key: string;
  failedAt: CreatedAt;
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
}

export type Empresa = Selectable<EmpresaTable>;
export type NewEmpresa = Insertable<EmpresaTable>;
export type Usuario = Selectable<UsuarioTable>;
export type NewUsuario = Insertable<UsuarioTable>;
export type UsuarioUpdate = Updateable<UsuarioTable>;
