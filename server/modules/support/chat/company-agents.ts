// The support agents of a company, as a conversation may be assigned to them: its active staff
// (its own users, and those with access to it) whose flags, their own or their profiles' in this
// company, make them agents (isSupportAgent). RMS users answer while switched into a company but
// are not its staff, so they are assigned by taking a conversation themselves.
import type { Kysely } from 'kysely';
import { isSupportAgent } from '../../../../src/domain/support/permissions';
import { principalOf } from '../../../auth/principal';
import { usersWithProfileFlags } from '../../../auth/profile-flags';
import type { Database } from '../../../db/schema';

export interface CompanyAgent {
  userId: number;
  name: string;
}

export async function companyAgents(db: Kysely<Database>, empresaId: number): Promise<CompanyAgent[]> {
  const users = await usersWithProfileFlags(db, empresaId)
    .where('usuario.ativo', '=', true)
    .where('usuario.tipo', '=', 'staff')
    .where((eb) =>
      eb.or([
        eb('usuario.empresaId', '=', empresaId),
        eb.exists(
          eb
            .selectFrom('usuarioEmpresa')
            .select('usuarioEmpresa.usuarioId')
            .whereRef('usuarioEmpresa.usuarioId', '=', 'usuario.id')
            .where('usuarioEmpresa.empresaId', '=', empresaId),
        ),
      ]),
    )
    .orderBy('usuario.nomeApresentacao')
    .execute();
  return users
    .filter((user) => isSupportAgent(principalOf(user, user.profileFlags)))
    .map((user) => ({ userId: user.id, name: user.nomeApresentacao }));
}
