// Demo data: three companies and the four demo sign-ins (password demo1234). Runs once: an
// existing "admin" login means the seed is already there.
import { type Kysely, sql } from 'kysely';
import { allFlags, noFlags, type PermissionFlags } from '../../src/domain/permissions';
import { hashPassword } from '../auth/password';
import { SERVER_MODULES } from '../modules';
import type { Database, NewEmpresa, NewUsuario, UserKind } from './schema';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_LOGINS = ['admin', 'rms', 'operador', 'cliente'] as const;

const DEMO_LOGO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 90 90"><rect width="90" height="90" rx="18" fill="#1c7ed6"/>' +
      '<path d="M20 62 L45 22 L70 62 Z" fill="none" stroke="#fff" stroke-width="7" stroke-linejoin="round"/></svg>',
  );

const flags = (...names: (keyof PermissionFlags)[]): PermissionFlags => ({
  ...noFlags(),
  ...Object.fromEntries(names.map((n) => [n, true])),
});

export interface SeedOptions {
  /** Each module's data for the demo company (the product's start; tests make their own). */
  moduleData?: boolean;
}

export async function seedDemo(db: Kysely<Database>, options: SeedOptions = {}): Promise<boolean> {
  const existing = await db
    .selectFrom('usuario')
    .select('id')
    .where(sql<string>`lower(nome_acesso)`, '=', 'admin')
    .executeTakeFirst();
  if (existing) return false;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    const insertCompany = (values: NewEmpresa) =>
      trx.insertInto('empresa').values(values).returning('id').executeTakeFirstOrThrow();
    const demo = await insertCompany({
      nome: 'Rota Demo Transportes Ltda',
      nomeFantasia: 'Rota Demo Transportes',
      cnpj: '11222333000181',
      email: 'contato@rota.demo',
      companyTheme: 'default',
      logoUrl: DEMO_LOGO,
      systemTitle: 'Rota',
      pageTitle: 'Rota Demo',
      allowVideo: true,
      allowDocuments: true,
    });
    const norte = await insertCompany({
      nome: 'Rota Logística Norte Ltda',
      nomeFantasia: 'Rota Logística Norte',
      companyTheme: 'clientBlue',
      systemTitle: 'Rota Norte',
      pageTitle: 'Rota Norte',
    });
    await insertCompany({
      nome: 'Transportadora Sul S.A.',
      nomeFantasia: 'Transportadora Sul',
      companyTheme: 'clientGreen',
    });

    const insertUser = async (
      nomeAcesso: string,
      nomeApresentacao: string,
      tipo: UserKind,
      userFlags: PermissionFlags,
      grants: number[],
    ) => {
      const values: NewUsuario = {
        empresaId: demo.id,
        nomeAcesso,
        nomeApresentacao,
        email: `${nomeAcesso}@rota.demo`,
        passwordHash,
        tipo,
        ...userFlags,
      };
      const user = await trx.insertInto('usuario').values(values).returning('id').executeTakeFirstOrThrow();
      if (grants.length > 0) {
        await trx
          .insertInto('usuarioEmpresa')
          .values(grants.map((empresaId) => ({ usuarioId: user.id, empresaId })))
          .execute();
      }
    };
    await insertUser('admin', 'Administrador Demo', 'staff', allFlags(), [norte.id]);
    await insertUser(
      'rms',
      'Usuário RMS',
      'rms',
      flags('tracking', 'adminRms', 'accessLoads', 'cargoKanbamAvaliable'),
      [demo.id, norte.id],
    );
    await insertUser('operador', 'Operador Demo', 'staff', flags('tracking'), []);
    await insertUser('cliente', 'Cliente Demo', 'deliveryClient', flags('tracking'), []);
    if (options.moduleData) {
      for (const module of SERVER_MODULES) await module.seedDemo?.(trx, demo.id);
    }
  });
  return true;
}
