// The session machine of the sign-in screens with its I/O: the sign-in call, and storing or
// clearing the session in browser storage. Loaded when a form is first sent, so XState is not
// part of what the sign-in page downloads to be shown.
import { createActor, fromPromise } from 'xstate';
import type { LoginRequest, LoginResponse } from '@/domain/auth';
import { sessionMachine, type SessionEvent, type SessionLoginResult } from '@/machines/session-machine';
import { fetchIsRms } from '@/services/auth-api';
import { clearSession, isRmsAtom, sessionStore, storeSession } from '@/services/session-storage';

export type SessionStatus = 'empty' | 'loading' | 'success' | 'error';

export interface SessionView {
  status: SessionStatus;
  error: string | null;
}

export interface SessionActor {
  send: (event: SessionEvent) => void;
  stop: () => void;
}

export const startSessionActor = (
  signIn: (credentials: LoginRequest) => Promise<LoginResponse>,
  onChange: (view: SessionView) => void,
): SessionActor => {
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        login: fromPromise<SessionLoginResult, LoginRequest>(async ({ input }) => {
          const { token, user } = await signIn(input);
          return { token, user };
        }),
      },
      actions: {
        storeSession: (_, { token, user }) => {
          storeSession(token, user);
          // The RMS flag is also asked of the server; the user's own field covers a failure.
          fetchIsRms()
            .then((isRms) => sessionStore.set(isRmsAtom, isRms || user.isRms))
            .catch(() => undefined);
        },
        clearSession: () => clearSession(),
      },
    }),
  );
  actor.start();
  // After start: the first view the screen gets is the answer to its event, not the idle state.
  actor.subscribe((snapshot) =>
    onChange({ status: snapshot.value as SessionStatus, error: snapshot.context.error }),
  );
  return actor;
};
