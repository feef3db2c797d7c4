// Password-reset e-mail delivered through a real SMTP conversation on loopback: a minimal SMTP
// peer (the standard dialogue: greeting, EHLO, MAIL, RCPT, DATA, QUIT) receives what nodemailer
// sends; it can refuse its first transactions (451, try later) to show the job retrying, and a
// message queued while the mail server refuses is delivered by the next server on the same data.
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestAppOnDataDir, DATABASES, type TestApp } from './helpers';

interface SmtpPeer {
  port: number;
  messages: string[];
  close: () => Promise<void>;
}

async function startSmtpPeer({ refuseFirst = 0 } = {}): Promise<SmtpPeer> {
  const messages: string[] = [];
  let refusals = refuseFirst;
  const server: Server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 localhost ESMTP test peer\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = inData ? buffer.indexOf('\r\n.\r\n') : buffer.indexOf('\r\n')) >= 0) {
        if (inData) {
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 localhost\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 end with <CRLF>.<CRLF>\r\n');
        } else if (verb === 'MAIL' && refusals > 0) {
          refusals -= 1;
          socket.write('451 4.3.0 try again later\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, messages, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe.each(DATABASES)('password-reset e-mail over SMTP on %s', (kind) => {
  let peer: SmtpPeer;
  let test: TestApp;

  beforeAll(async () => {
    peer = await startSmtpPeer();
    test = await createTestApp(kind, { smtpUrl: `smtp://127.0.0.1:${peer.port}` });
  });
  afterAll(async () => {
    await test?.close();
    await peer?.close();
  });

  it('delivers the reset link and stamps the outbox row as sent', async () => {
    const answer = await test.app.inject({
      method: 'POST',
      url: '/api/scheduler/v1/changePassword/EmailSend',
      payload: { login: 'operador' },
    });
    expect(answer.json()).toEqual({ isSuccess: true });

    await expect.poll(() => peer.messages.length, { timeout: 10_000 }).toBe(1);
    const raw = peer.messages[0] ?? '';
    expect(raw).toMatch(/^To: operador@rota\.demo/m);
    expect(raw.replace(/=\r\n/g, '')).toMatch(/\/user\/passwordReset\/\d+\?token=/);

    await expect
      .poll(
        async () =>
          (await test.app.db.selectFrom('emailOutbox').select('sentAt').executeTakeFirstOrThrow()).sentAt,
        { timeout: 10_000 },
      )
      .not.toBeNull();
  });
});

const askReset = (test: TestApp) =>
  test.app.inject({
    method: 'POST',
    url: '/api/scheduler/v1/changePassword/EmailSend',
    payload: { login: 'operador' },
  });

const outboxRow = (test: TestApp) =>
  test.app.db.selectFrom('emailOutbox').select(['sentAt', 'attempts', 'lastError']).executeTakeFirstOrThrow();

describe.each(DATABASES)('e-mail delivery retried on %s', (kind) => {
  it('tries again after the mail server refused, and records each attempt', async () => {
    const peer = await startSmtpPeer({ refuseFirst: 2 });
    const test = await createTestApp(kind, {
      smtpUrl: `smtp://127.0.0.1:${peer.port}`,
      mailRetryDelaySeconds: 1,
    });
    try {
      expect((await askReset(test)).json()).toEqual({ isSuccess: true });
      await expect.poll(() => peer.messages.length, { timeout: 30_000, interval: 250 }).toBe(1);
      await expect.poll(async () => (await outboxRow(test)).sentAt, { timeout: 10_000 }).not.toBeNull();
      const row = await outboxRow(test);
      expect(row.attempts).toBe(3);
      expect(row.lastError).toContain('451');
    } finally {
      await test.close();
      await peer.close();
    }
  });
});

describe('e-mail delivery across a restart', () => {
  it('delivers, from the next server on the same data, a message the mail server refused', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rota-mail-'));
    const refusing = await startSmtpPeer({ refuseFirst: 1_000 });
    const first = await createTestAppOnDataDir(dataDir, {
      smtpUrl: `smtp://127.0.0.1:${refusing.port}`,
      mailRetryDelaySeconds: 1,
    });
    try {
      expect((await askReset(first)).json()).toEqual({ isSuccess: true });
      await expect
        .poll(async () => (await outboxRow(first)).attempts, { timeout: 15_000 })
        .toBeGreaterThan(0);
      expect((await outboxRow(first)).sentAt).toBeNull();
    } finally {
      await first.close();
      await refusing.close();
    }
    const working = await startSmtpPeer();
    const second = await createTestAppOnDataDir(dataDir, {
      smtpUrl: `smtp://127.0.0.1:${working.port}`,
      mailRetryDelaySeconds: 1,
    });
    try {
      await expect.poll(() => working.messages.length, { timeout: 30_000, interval: 250 }).toBe(1);
      expect(working.messages[0]).toMatch(/^To: operador@rota\.demo/m);
      await expect.poll(async () => (await outboxRow(second)).sentAt, { timeout: 10_000 }).not.toBeNull();
    } finally {
      await second.close();
      await working.close();
    }
  });
});
