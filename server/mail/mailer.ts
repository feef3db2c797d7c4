// Outgoing e-mail. Every message is first kept in email_outbox, so nothing is lost. With SMTP_URL
// a job then delivers it (mail-delivery-job.ts: the caller never waits on the mail server, so a
// request's timing reveals nothing; failures are retried) and stamps sent_at; without it the
// message stays in email_outbox only. The log says that a message was stored, never its text:
// messages carry reset links, which must not be readable by whoever reads the logs.
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { queueMailDelivery } from './mail-delivery-job';

export interface MailMessage {
  to: string;
  subject: string;
  body: string;
}

/**
 * Stores the message and, with SMTP, queues its delivery, inside the caller's transaction: it
 * exists, and will be sent, exactly when the caller's change is committed. Answers its outbox id;
 * logs nothing (the caller says what it stored).
 */
export async function storeMail(
  app: FastifyInstance,
  trx: Transaction<Database>,
  message: MailMessage,
): Promise<number> {
  const row = await trx
    .insertInto('emailOutbox')
    .values({ recipient: message.to, subject: message.subject, body: message.body })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (app.config.smtpUrl) await queueMailDelivery(app, trx, row.id);
  return row.id;
}

/** Resolves once the message is stored and, with SMTP, its delivery queued. */
export async function sendMail(app: FastifyInstance, message: MailMessage): Promise<void> {
  const smtp = Boolean(app.config.smtpUrl);
  const id = await app.db.transaction().execute((trx) => storeMail(app, trx, message));
  app.log.info(
    { outboxId: id, subject: message.subject },
    smtp ? 'e-mail queued for delivery' : 'e-mail stored in email_outbox, not sent: SMTP_URL is not set',
  );
}
