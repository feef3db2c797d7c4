// Password-reset e-mail delivered through a real SMTP conversation on loopback: a minimal SMTP
// peer (the standard dialogue: greeting, EHLO, MAIL, RCPT, DATA, QUIT) receives what nodemailer sends.
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASES, type TestApp } from './helpers';

interface SmtpPeer {
  port: number;
  messages: string[];
  close: () => Promise<void>;
}

async function startSmtpPeer(): Promise<SmtpPeer> {
  const messages: string[] = [];
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
