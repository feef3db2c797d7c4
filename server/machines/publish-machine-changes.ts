// After a commit: pushes each committed change to the users of its company through the
// notifications hub, then marks its outbox row published. The one place machines touch the hub
// (its typed notifications contract declares the push). Pushes are best-effort (the hub
// logs a failed one; every screen also refetches), so a failure here never undoes a change.
import type { FastifyInstance } from 'fastify';
import { MACHINE_CHANGED_TARGET } from '../../src/domain/machines/machine-change';
import { markPublished, type OutboxEntry } from './machine-outbox';

/** The active staff of the company: its own users and those granted access to it. */
const companyUserIds = async (app: FastifyInstance, empresaId: number): Promise<number[]> => {
  const rows = await app.db
    .selectFrom('usuario')
    .select('id')
    .where('ativo', '=', true)
    .where('tipo', '!=', 'deliveryClient')
    .where((eb) =>
      eb.or([
        eb('empresaId', '=', empresaId),
        eb(
          'id',
          'in',
          eb.selectFrom('usuarioEmpresa').select('usuarioId').where('empresaId', '=', empresaId),
        ),
      ]),
    )
    .execute();
  return rows.map((row) => row.id);
};

export async function publishMachineChanges(app: FastifyInstance, entries: readonly OutboxEntry[]) {
  const byCompany = new Map<number, OutboxEntry[]>();
  for (const entry of entries)
    byCompany.set(entry.empresaId, [...(byCompany.get(entry.empresaId) ?? []), entry]);
  for (const [empresaId, changes] of byCompany) {
    const users = await companyUserIds(app, empresaId);
    for (const { change } of changes)
      await Promise.all(
        users.map((userId) => app.notifications.sendUser(userId, MACHINE_CHANGED_TARGET, change)),
      );
  }
  await markPublished(
    app.db,
    entries.map((entry) => entry.outboxId),
  );
}
