// Delivery of a stored e-mail through SMTP, as a job: a mail server that is down or refuses for a
// while gets the message later (retries with a growing delay: about 1, 2, 4 ... minutes, over a
// day in all), and a restart loses nothing, since the job waits in the database with the message.
// Each attempt is counted on the outbox row with the reason it failed.
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database } from '../db/schema';
import { transactionExecutor, WORK_ONE_AT_A_TIME } from '../jobs/job-queue';

export const MAIL_QUEUE = 'email-delivery';
/** With the doubling delay from a minute, the last try comes about a day after the first. */
const RETRY_LIMIT = 10;
const FROM = 'Rota <no-reply@rota.local>';

interface MailJobData {
  outboxId: number;
}

/** Queues the delivery inside the transaction that stores the message. */
export async function queueMailDelivery(
  app: FastifyInstance,
  trx: Transaction<Database>,
  outboxId: number,
): Promise<void> {
  await app.jobs.send(MAIL_QUEUE, { outboxId } satisfies MailJobData, {
    db: transactionExecutor(trx),
    retryLimit: RETRY_LIMIT,
    retryDelay: app.config.mailRetryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: 120,
  });
}

async function deliver(app: FastifyInstance, smtpUrl: string, outboxId: number): Promise<void> {
  const message = await app.db
    .selectFrom('emailOutbox')
    .select(['recipient', 'subject', 'body'])
    .where('id', '=', outboxId)
    .where('sentAt', 'is', null)
    .executeTakeFirst();
  // Already sent (a retry after a success that was not acknowledged), or gone.
  if (!message) return;
  // One connection per message: these are rare account e-mails, so no pool is kept open.
  const transport = nodemailer.createTransport(smtpUrl);
  try {
    await transport.sendMail({
      from: FROM,
      to: message.recipient,
      subject: message.subject,
      text: message.body,
    });
    await app.db
      .updateTable('emailOutbox')
      .set((eb) => ({ sentAt: new Date(), attempts: eb('attempts', '+', 1) }))
      .where('id', '=', outboxId)
      .execute();
  } catch (error) {
    await app.db
      .updateTable('emailOutbox')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        lastError: String((error as Error).message ?? error),
      }))
      .where('id', '=', outboxId)
      .execute();
    app.log.warn({ err: error, outboxId }, 'e-mail delivery failed; it will be tried again');
    throw error;
  } finally {
    transport.close();
  }
}

/** Without SMTP_URL nothing is delivered (messages are only logged), so no worker runs. */
export async function registerMailDeliveryJob(app: FastifyInstance): Promise<void> {
  const smtpUrl = app.config.smtpUrl;
  if (!smtpUrl) return;
  await app.jobs.createQueue(MAIL_QUEUE);
  await app.jobs.work<MailJobData>(MAIL_QUEUE, WORK_ONE_AT_A_TIME, async ([job]) => {
    if (job) await deliver(app, smtpUrl, job.data.outboxId);
  });
}
