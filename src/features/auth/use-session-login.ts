// The login screens drive the session machine; its I/O is provided here: the sign-in call,
// and storing or clearing the session in browser storage.
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { LoginRequest, LoginResponse } from '@/domain/auth';
import { sessionMachine, type SessionLoginResult } from '@/machines/session-machine';
import { fetchIsRms } from '@/services/auth-api';
import { clearSession, isRmsAtom, sessionStore, storeSession } from '@/services/session-storage';

export const useSessionLogin = (signIn: (credentials: LoginRequest) => Promise<LoginResponse>) =>
  useMachine(
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
