// The session user the SPA keeps (loggedUserSchema): the login's flags (effective ones: the user's
// own plus those of their profiles in the token's company) plus that company's look and media
// settings.
import type { Kysely } from 'kysely';
import type { LoggedUser } from '../../src/domain/auth';
import type { Principal } from '../../src/domain/permissions';
import type { Database, Usuario } from '../db/schema';
import { publicFileUrl } from '../../src/domain/resources/stored-file-field';
import { principalOf } from './principal';
import { userProfileFlags } from './profile-flags';

const orNull = (text: string) => (text === '' ? null : text);

export async function buildLoggedUser(
  db: Kysely<Database>,
  user: Usuario,
  empresaId: number,
  /** The caller's principal when the request's session check has just built it (session.ts). */
  known?: Principal,
): Promise<LoggedUser> {
  const company = await db
    .selectFrom('empresa')
    .selectAll()
    .where('id', '=', empresaId)
    .executeTakeFirstOrThrow();
  const principal = known ?? principalOf(user, await userProfileFlags(db, user.id, empresaId));
  return {
    id: user.id,
    empresaId: company.id,
    empresaNomeFantasia: company.nomeFantasia,
    nomeAcesso: user.nomeAcesso,
    nomeApresentacao: user.nomeApresentacao,
    companyTheme: company.companyTheme,
    empresaEmbarcadora: company.empresaEmbarcadora,
    // A logo uploaded as a file is read from its public address; one saved before, as it was.
    companyLogo: company.logo ? publicFileUrl(company.logo) : orNull(company.logoUrl),
    systemTitle: orNull(company.systemTitle),
    pageTitle: orNull(company.pageTitle),
    isRms: principal.isRms,
    ...principal.flags,
    mapEngine: company.mapEngine,
    mapsKey: orNull(company.mapsKey),
    imageQuality: company.imageQuality,
    compressionLevel: company.compressionLevel,
    allowVideo: company.allowVideo,
    allowDocuments: company.allowDocuments,
    allowOcr: company.allowOcr,
  };
}
