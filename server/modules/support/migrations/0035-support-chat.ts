// The support chat (spec 2.10): conversations of a company (opened by one of its users or by a
// delivery client, perhaps about one delivery), their messages (each stored before it is
// pushed, unique per author and client id so a resend never duplicates), their attachments
// (files of the store's `chat` area), each participant's read mark, and the events of each
// conversation (status and assignment changes) for the timeline.
import { type Kysely, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('support_conversation')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('empresa_id', 'integer', (c) => c.notNull().references('empresa.id').onDelete('cascade'))
    .addColumn('opened_by', 'integer', (c) => c.notNull().references('usuario.id').onDelete('cascade'))
    .addColumn('entrega_id', 'integer', (c) => c.references('entrega.id').onDelete('set null'))
    .addColumn('subject', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`status in ('open', 'pending', 'resolved')`),
    )
    .addColumn('assignee_id', 'integer', (c) => c.references('usuario.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_message_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('resolved_at', 'timestamptz')
    .execute();
  // The inbox: one company's conversations of one status, newest activity first.
  await db.schema
    .createIndex('support_conversation_inbox_idx')
    .on('support_conversation')
    .expression(sql`empresa_id, status, last_message_at desc`)
    .execute();
  await db.schema
    .createIndex('support_conversation_opener_idx')
    .on('support_conversation')
    .columns(['empresa_id', 'opened_by'])
    .execute();
  await db.schema
    .createIndex('support_conversation_entrega_idx')
    .on('support_conversation')
    .columns(['empresa_id', 'entrega_id'])
    .where(sql.ref('entrega_id'), 'is not', null)
    .execute();

  await db.schema
    .createTable('support_attachment')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('empresa_id', 'integer', (c) => c.notNull().references('empresa.id').onDelete('cascade'))
    .addColumn('conversation_id', 'integer', (c) =>
      c.notNull().references('support_conversation.id').onDelete('cascade'),
    )
    .addColumn('uploaded_by', 'integer', (c) => c.notNull().references('usuario.id').onDelete('cascade'))
    .addColumn('arquivo', 'text', (c) => c.notNull())
    .addColumn('nome', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('tamanho', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // In the database file store the bytes go with their row, however the row goes (migration 0013).
  await sql`
    create trigger support_attachment_file_deleted after delete on support_attachment
    for each row execute function stored_file_owner_deleted('chat', 'arquivo')`.execute(db);

  await db.schema
    .createTable('support_message')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('empresa_id', 'integer', (c) => c.notNull().references('empresa.id').onDelete('cascade'))
    .addColumn('conversation_id', 'integer', (c) =>
      c.notNull().references('support_conversation.id').onDelete('cascade'),
    )
    .addColumn('author_id', 'integer', (c) => c.notNull().references('usuario.id').onDelete('cascade'))
    .addColumn('from_agent', 'boolean', (c) => c.notNull())
    .addColumn('client_id', 'uuid', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('attachment_id', 'integer', (c) => c.references('support_attachment.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('support_message_client_id_uq', ['author_id', 'client_id'])
    .execute();
  // History pages go back by id within one conversation.
  await db.schema
    .createIndex('support_message_page_idx')
    .on('support_message')
    .columns(['conversation_id', 'id'])
    .execute();
  // Search over messages: every word typed begins a word of the text (the company and the
  // caller's conversations narrow the matches after).
  await sql`create index support_message_search_idx on support_message
    using gin (to_tsvector('simple', body))`.execute(db);

  await db.schema
    .createTable('support_read')
    .addColumn('conversation_id', 'integer', (c) =>
      c.notNull().references('support_conversation.id').onDelete('cascade'),
    )
    .addColumn('usuario_id', 'integer', (c) => c.notNull().references('usuario.id').onDelete('cascade'))
    .addColumn('last_read_message_id', 'integer', (c) => c.notNull())
    .addColumn('read_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('support_read_pk', ['conversation_id', 'usuario_id'])
    .execute();

  await db.schema
    .createTable('support_event')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('empresa_id', 'integer', (c) => c.notNull().references('empresa.id').onDelete('cascade'))
    .addColumn('conversation_id', 'integer', (c) =>
      c.notNull().references('support_conversation.id').onDelete('cascade'),
    )
    .addColumn('actor_id', 'integer', (c) => c.references('usuario.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('opened', 'assigned', 'unassigned', 'pending', 'resolved', 'reopened')`),
    )
    .addColumn('assignee_id', 'integer', (c) => c.references('usuario.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('support_event_conversation_idx')
    .on('support_event')
    .columns(['conversation_id', 'created_at'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await sql`drop trigger if exists support_attachment_file_deleted on support_attachment`.execute(db);
  for (const table of [
    'support_event',
    'support_read',
    'support_message',
    'support_attachment',
    'support_conversation',
  ])
    await db.schema.dropTable(table).execute();
}
