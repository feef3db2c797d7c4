// Indexes for the logistics screens, which a company with thousands of loads and vehicles reads
// every ten seconds:
// - carga_aberta_placa_idx: the open loads (not delivered, not served, not cancelled) by plate;
//   the fleet and the monitoring panel find each vehicle's current load through it, and the
//   partial predicate keeps it to the few loads still on the road or waiting.
// - carga_aberta_entrega_idx: the open loads by expected arrival day; the late loads (arrival day
//   past) are a range of it.
import { type Kysely, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

const OPEN = sql<boolean>`status in ('aguardandoCarregamento', 'emCarregamento', 'emTransito', 'emDescarga')`;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createIndex('carga_aberta_placa_idx')
    .on('carga')
    .columns(['empresa_id', 'placa'])
    .where(OPEN)
    .execute();
  await db.schema
    .createIndex('carga_aberta_entrega_idx')
    .on('carga')
    .columns(['empresa_id', 'entrega_prevista'])
    .where(OPEN)
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('carga_aberta_entrega_idx').ifExists().execute();
  await db.schema.dropIndex('carga_aberta_placa_idx').ifExists().execute();
}
