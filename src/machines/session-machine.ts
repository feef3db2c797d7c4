// The sign-in session (spec section 4): empty → loading on a login attempt → success | error.
// Logout resets everything from any state. The login call and the storage of the session are
// injected (provide()), so the same machine runs in the browser and in a bare test actor.
import { assign, fromPromise, setup } from 'xstate';
import type { LoggedUser, LoginRequest } from '../domain/auth';

export interface SessionLoginResult {
  token: string;
  user: LoggedUser;
}

export interface SessionContext {
  token: string | null;
  user: LoggedUser | null;
  error: string | null;
}

export type SessionEvent = { type: 'session.login'; credentials: LoginRequest } | { type: 'session.logout' };

const errorText = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : 'Erro desconhecido';

const emptyContext = (): SessionContext => ({ token: null, user: null, error: null });

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    login: fromPromise<SessionLoginResult, LoginRequest>(async () => {
      throw new Error('The login actor must be provided');
    }),
  },
  actions: {
    /** Keeps the session outside the machine (browser storage); provided by the SPA. */
    storeSession: (_, _params: SessionLoginResult) => {},
    /** Removes the stored session data; provided by the SPA. */
    clearSession: () => {},
  },
}).createMachine({
  id: 'session',
  initial: 'empty',
  context: emptyContext,
  on: {
    'session.logout': { target: '.empty', actions: [assign(emptyContext), 'clearSession'] },
  },
  states: {
    empty: {
      on: { 'session.login': 'loading' },
    },
    loading: {
      entry: assign({ error: null }),
      invoke: {
        src: 'login',
        input: ({ event }) => {
          if (event.type !== 'session.login') throw new Error('loading is entered only by session.login');
          return event.credentials;
        },
        onDone: {
          target: 'success',
          actions: [
            assign({ token: ({ event }) => event.output.token, user: ({ event }) => event.output.user }),
            { type: 'storeSession', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'error',
          actions: [
            assign({ token: null, user: null, error: ({ event }) => errorText(event.error) }),
            'clearSession',
          ],
        },
      },
    },
    success: {},
    error: {
      on: { 'session.login': 'loading' },
    },
  },
});
