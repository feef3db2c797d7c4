// E-mail delivery retried by a job: each outbox row counts its attempts and keeps the last
// failure, so an administrator can see why a message has not gone out.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('email_outbox')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('email_outbox').addColumn('last_error', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('email_outbox').dropColumn('last_error').execute();
  await db.schema.alterTable('email_outbox').dropColumn('attempts').execute();
}
