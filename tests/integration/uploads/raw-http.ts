// Requests written byte by byte on a plain socket to a listening app: what app.inject cannot do
// (a client that sends a whole body before reading, a body cut off by a closed socket), and what
// the server does with the connection afterwards.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

export async function listenLocal(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

export interface RawAnswer {
  /** The response's status line and headers (lower-case names). */
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The server ended the connection within the wait. */
  closedByServer: boolean;
}

export function openSocket(port: number): Promise<Socket> {
  const socket = connect({ port, host: '127.0.0.1' });
  return once(socket, 'connect').then(() => socket);
}

export const requestHead = (method: string, path: string, headers: Record<string, string | number>) =>
  `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;

/**
 * Writes the whole request at once (as a client that does not wait for an early answer), then
 * reads until the server closes the connection or `waitMs` passes.
 */
export async function sendWhole(port: number, request: Buffer, waitMs = 3000): Promise<RawAnswer> {
  const socket = await openSocket(port);
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.on('error', () => {});
  // The server may answer and close before the body is written: a reset is then expected.
  socket.write(request, () => {});
  const closedByServer = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), waitMs);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  socket.destroy();
  const text = Buffer.concat(chunks).toString('latin1');
  const [head = '', body = ''] = text.split('\r\n\r\n', 2);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim()];
    }),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body, closedByServer };
}
