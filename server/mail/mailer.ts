// Outgoing e-mail. Every message is first kept in email_outbox, so nothing is lost. With SMTP_URL
// a job then delivers it (mail-delivery-job.ts: the caller never waits on the mail server, so a
// request's timing reveals nothing; failures are retried) and stamps sent_at; without it the
// message is only written to the log.
import type { FastifyInstance } from 'fastify';
import { queueMailDelivery } from './mail-delivery-job';

export interface MailMessage {
  to: string;
  subject: string;
  body: string;
}

/** Resolves once the message is stored and, with SMTP, its delivery queued. */
export async function sendMail(app: FastifyInstance, message: MailMessage): Promise<void> {
  const smtp = Boolean(app.config.smtpUrl);
  const id = await app.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('emailOutbox')
      .values({ recipient: message.to, subject: message.subject, body: message.body })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (smtp) await queueMailDelivery(app, trx, row.id);
    return row.id;
  });
  if (!smtp) {
    app.log.info(
      { to: message.to, outboxId: id },
      `e-mail to ${message.to}: ${message.subject}\n${message.body}`,
    );
  }
}
