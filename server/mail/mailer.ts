// Outgoing e-mail. Every message is first kept in email_outbox, so nothing is lost. With SMTP_URL
// the message is then delivered through nodemailer in the background (the caller never waits on
// the mail server, so a request's timing reveals nothing) and sent_at is stamped on success;
// without it the message is only written to the log.
import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  body: string;
}

const FROM = 'Rota <no-reply@rota.local>';

async function deliver(app: FastifyInstance, smtpUrl: string, id: number, message: MailMessage) {
  // One connection per message: these are rare account e-mails, so no pool is kept open.
  const transport = nodemailer.createTransport(smtpUrl);
  try {
    await transport.sendMail({ from: FROM, to: message.to, subject: message.subject, text: message.body });
    await app.db.updateTable('emailOutbox').set({ sentAt: new Date() }).where('id', '=', id).execute();
  } catch (error) {
    app.log.warn({ err: error, outboxId: id }, 'e-mail delivery failed; the message stays in email_outbox');
  } finally {
    transport.close();
  }
}

/** Resolves once the message is stored; delivery (when configured) goes on in the background. */
export async function sendMail(app: FastifyInstance, message: MailMessage): Promise<void> {
  const { id } = await app.db
    .insertInto('emailOutbox')
    .values({ recipient: message.to, subject: message.subject, body: message.body })
    .returning('id')
    .executeTakeFirstOrThrow();
  const smtpUrl = app.config.smtpUrl;
  if (smtpUrl) {
    void deliver(app, smtpUrl, id, message);
    return;
  }
  app.log.info(
    { to: message.to, outboxId: id },
    `e-mail to ${message.to}: ${message.subject}\n${message.body}`,
  );
}
