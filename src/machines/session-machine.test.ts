import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { allFlags } from '../domain/permissions';
import type { LoggedUser, LoginRequest } from '../domain/auth';
import { sessionMachine, type SessionLoginResult } from './session-machine';

const user: LoggedUser = {
  ...allFlags(),
  id: 1,
  empresaId: 10,
  empresaNomeFantasia: 'Rota Demo Transportes',
  nomeAcesso: 'admin',
  nomeApresentacao: 'Administrador',
  companyTheme: 'default',
  empresaEmbarcadora: false,
  companyLogo: null,
  systemTitle: null,
  pageTitle: null,
  isRms: false,
  mapEngine: 0,
  mapsKey: null,
  imageQuality: 0,
  compressionLevel: 40,
  allowVideo: false,
  allowDocuments: false,
  allowOcr: false,
};

const credentials: LoginRequest = { login: 'admin', password: 'demo1234' };

/** A session actor whose login answers by the given function, recording the provided actions. */
const startSession = (answer: (input: LoginRequest) => Promise<SessionLoginResult>) => {
  const calls: string[] = [];
  const stored: SessionLoginResult[] = [];
  const actor = createActor(
    sessionMachine.provide({
      actors: { login: fromPromise<SessionLoginResult, LoginRequest>(({ input }) => answer(input)) },
      actions: {
        storeSession: (_, params) => {
          calls.push('storeSession');
          stored.push(params);
        },
        clearSession: () => {
          calls.push('clearSession');
        },
      },
    }),
  ).start();
  return { actor, calls, stored };
};

const succeed = async () => ({ token: 'tok', user });
const fail = async (): Promise<SessionLoginResult> => {
  throw new Error('Login ou senha inválidos');
};
const pending = () => new Promise<SessionLoginResult>(() => {});

describe('session machine', () => {
  it('starts empty with no session', () => {
    const { actor } = startSession(succeed);
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().context).toEqual({ token: null, user: null, error: null });
  });

  it('goes from empty to loading on session.login, passing the credentials to the login actor', () => {
    let received: LoginRequest | null = null;
    const { actor } = startSession((input) => {
      received = input;
      return pending();
    });
    actor.send({ type: 'session.login', credentials });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(received).toEqual(credentials);
  });

  it('reaches success, keeps token and user, and stores the session', async () => {
    const { actor, calls, stored } = startSession(succeed);
    actor.send({ type: 'session.login', credentials });
    const snapshot = await waitFor(actor, (s) => s.matches('success'));
    expect(snapshot.context.token).toBe('tok');
    expect(snapshot.context.user?.nomeAcesso).toBe('admin');
    expect(calls).toEqual(['storeSession']);
    expect(stored[0]?.token).toBe('tok');
  });

  it('reaches error with the server message and clears the stored session', async () => {
    const { actor, calls } = startSession(fail);
    actor.send({ type: 'session.login', credentials });
    const snapshot = await waitFor(actor, (s) => s.matches('error'));
    expect(snapshot.context.error).toBe('Login ou senha inválidos');
    expect(snapshot.context.token).toBeNull();
    expect(calls).toEqual(['clearSession']);
  });

  it('may try again from error and then succeed, forgetting the old error', async () => {
    let attempt = 0;
    const { actor } = startSession(() => (attempt++ === 0 ? fail() : succeed()));
    actor.send({ type: 'session.login', credentials });
    await waitFor(actor, (s) => s.matches('error'));
    actor.send({ type: 'session.login', credentials });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('success'));
  });

  it('ignores a second session.login while loading', () => {
    let calls = 0;
    const { actor } = startSession(() => {
      calls++;
      return pending();
    });
    actor.send({ type: 'session.login', credentials });
    actor.send({ type: 'session.login', credentials });
    expect(calls).toBe(1);
  });

  it.each(['empty', 'loading', 'success', 'error'] as const)(
    'resets everything on session.logout from %s',
    async (from) => {
      const answer = from === 'loading' ? pending : from === 'error' ? fail : succeed;
      const { actor, calls } = startSession(answer);
      if (from !== 'empty') {
        actor.send({ type: 'session.login', credentials });
        await waitFor(actor, (s) => s.matches(from));
      }
      actor.send({ type: 'session.logout' });
      expect(actor.getSnapshot().value).toBe('empty');
      expect(actor.getSnapshot().context).toEqual({ token: null, user: null, error: null });
      expect(calls.at(-1)).toBe('clearSession');
    },
  );

  it('does not store a late login answer after logout', async () => {
    let resolve: (r: SessionLoginResult) => void = () => {};
    const { actor, calls } = startSession(() => new Promise((r) => (resolve = r)));
    actor.send({ type: 'session.login', credentials });
    actor.send({ type: 'session.logout' });
    resolve({ token: 'late', user });
    await new Promise((r) => setTimeout(r, 10));
    expect(actor.getSnapshot().value).toBe('empty');
    expect(calls).toEqual(['clearSession']);
  });
});
