// Outgoing e-mail. Every message is kept in email_outbox; no SMTP client package is installed, so
// with or without SMTP_URL the message is written to the log and left in the outbox (sent_at null)
// for a delivery worker to pick up.
import type { FastifyInstance } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  body: string;
}

export async function sendMail(app: FastifyInstance, message: MailMessage): Promise<void> {
  await app.db
    .insertInto('emailOutbox')
    .values({ recipient: message.to, subject: message.subject, body: message.body })
    .execute();
  app.log.info(
    { to: message.to, subject: message.subject, smtp: app.config.smtpUrl ? 'queued' : 'not configured' },
    `e-mail to ${message.to}: ${message.subject}\n${message.body}`,
  );
}
