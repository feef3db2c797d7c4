// Demo data: three companies, the demo sign-ins (password demo1234) and the demo company's
// profiles with users in them. Runs once: an existing "admin" login means the seed is already there.
import { type Kysely, sql } from 'kysely';
import { allFlags, noFlags, type PermissionFlags } from '../../src/domain/permissions';
import { hashPassword } from '../auth/password';
import { SERVER_MODULES } from '../modules';
import type { Database, NewEmpresa, NewUsuario, UserKind } from './schema';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_LOGINS = [
  'admin',
  'rms',
  'operador',
  'cliente',
  'cliente2',
  'conferente',
  'frota',
] as const;

const flags = (...names: (keyof PermissionFlags)[]): PermissionFlags => ({
  ...noFlags(),
  ...Object.fromEntries(names.map((n) => [n, true])),
});

/**
 * The demo company's profiles and the logins in each: a user acts with their own flags plus those
 * of their profiles (effectiveFlags), so `conferente` and `frota`, who hold no flag of their own,
 * work through theirs. `operador` stays in none: the tracking module only.
 */
export const DEMO_PROFILES = [
  {
    nome: 'Operador',
    flags: flags('tracking', 'checklist', 'checklistTypingForm', 'checklistPendenciesView'),
    members: ['conferente'],
  },
  {
    nome: 'Gestor de frota',
    flags: flags(
      'checklist',
      'fuelSupply',
      'revision',
      'accessVehicles',
      'accessTypeVehicle',
      'accessGasStation',
      'accessFuelConsumptionTarget',
      'accessFuelStock',
      'accessFuelSupply',
      'accessFuelSupplyDashboard',
      'accessFuelSupplyDashboardHorimeter',
      'accessRevision',
      'accessRevisionDashboard',
      'accessRevisionIndex',
      'accessRevisionModelCrud',
    ),
    members: ['frota'],
  },
  {
    nome: 'Supervisor de cargas',
    flags: flags('tracking', 'accessLoads', 'cargoKanbamAvaliable', 'cargoExpensesAvaliable'),
    members: ['conferente', 'frota'],
  },
] as const;

export interface SeedOptions {
  /** Each module's data for the demo company (the product's start; tests make their own). */
  moduleData?: boolean;
}

/** Answers the demo company's id when it inserted the demo data, undefined when it was there. */
export async function seedDemo(db: Kysely<Database>, options: SeedOptions = {}): Promise<number | undefined> {
  const existing = await db
    .selectFrom('usuario')
    .select('id')
    .where(sql<string>`lower(nome_acesso)`, '=', 'admin')
    .executeTakeFirst();
  if (existing) return undefined;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction().execute(async (trx) => {
    const insertCompany = (values: NewEmpresa) =>
      trx.insertInto('empresa').values(values).returning('id').executeTakeFirstOrThrow();
    const demo = await insertCompany({
      nome: 'Rota Demo Transportes Ltda',
      nomeFantasia: 'Rota Demo Transportes',
      cnpj: '11222333000181',
      email: 'contato@rota.demo',
      companyTheme: 'default',
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

    const userIds = new Map<string, number>();
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
      userIds.set(nomeAcesso, user.id);
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
    await insertUser('conferente', 'Conferente Demo', 'staff', noFlags(), []);
    await insertUser('frota', 'Gestora de Frota Demo', 'staff', noFlags(), []);
    for (const profile of DEMO_PROFILES) {
      const { id } = await trx
        .insertInto('perfil')
        .values({ empresaId: demo.id, nome: profile.nome, ...profile.flags })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('usuarioPerfil')
        .values(profile.members.map((login) => ({ usuarioId: userIds.get(login)!, perfilId: id })))
        .execute();
    }
    if (options.moduleData) {
      for (const module of SERVER_MODULES) await module.seedDemo?.(trx, demo.id);
    }
    return demo.id;
  });
}
