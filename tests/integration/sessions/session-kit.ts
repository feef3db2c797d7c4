// Shared pieces of the session tests: tokens signed like the server's, the session version a
// token carries, hub connections that report how they closed, and the password reset e-mails.
import type { HubConnection } from '@microsoft/signalr';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { expect } from 'vitest';
import { sleep } from '../hub/hub-test-kit';

export const ME = '/api/scheduler/v1/access/me';
export const LOGOUT = '/api/scheduler/v1/access/logout';
export const FORGOT = '/api/scheduler/v1/changePassword/EmailSend';
export const RESET = '/api/scheduler/v1/user/password/forgot';

export const userIdOf = async (app: FastifyInstance, nomeAcesso: string) =>
  (
    await app.db
      .selectFrom('usuario')
      .select('id')
      .where('nomeAcesso', '=', nomeAcesso)
      .executeTakeFirstOrThrow()
  ).id;

/** The claims of a session token, unverified (the test only reads what the server wrote). */
export const payloadOf = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;

/** A token signed with the app's secret, with the given claims (ver omitted when undefined). */
export const signedToken = (
  app: FastifyInstance,
  claims: { userId: number; empresaId: number; ver?: number; expiresInSeconds?: number },
) =>
  new SignJWT({ emp: claims.empresaId, ...(claims.ver !== undefined && { ver: claims.ver }) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setJti(`test-${Math.random().toString(36).slice(2)}`)
    .setExpirationTime(Math.floor(Date.now() / 1000) + (claims.expiresInSeconds ?? 3600))
    .sign(new TextEncoder().encode(app.config.jwtSecret));

/** Starts a hub connection and records how it closes. */
export async function tracked(connection: HubConnection) {
  let closedWith: Error | undefined | null = null;
  const closed = new Promise<Error | undefined>((resolve) =>
    connection.onclose((error) => {
      closedWith = error;
      resolve(error);
    }),
  );
  await connection.start();
  return {
    connection,
    closed,
    isClosed: () => closedWith !== null,
    /** Resolves with the close error once closed; fails the test after `timeoutMs`. */
    closedWithin: async (timeoutMs: number) => {
      const outcome = await Promise.race([closed, sleep(timeoutMs).then(() => 'still open' as const)]);
      expect(outcome).not.toBe('still open');
      return outcome as Error | undefined;
    },
  };
}

/** Asks for reset links for `login` and answers the link tokens e-mailed so far, oldest first. */
export async function resetLinks(app: FastifyInstance, login: string, count: number): Promise<string[]> {
  for (let i = 0; i < count; i++) {
    const answer = await app.inject({ method: 'POST', url: FORGOT, payload: { login } });
    expect(answer.statusCode).toBe(200);
  }
  // The links are stored after the answer (see password-routes.ts).
  let bodies: string[] = [];
  await expect
    .poll(
      async () => {
        const rows = await app.db.selectFrom('emailOutbox').select('body').orderBy('id').execute();
        bodies = rows.map((r) => r.body);
        return bodies.length;
      },
      { timeout: 10_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return bodies.map((body) => decodeURIComponent(/\?token=([\w%-]+)/.exec(body)?.[1] ?? ''));
}
