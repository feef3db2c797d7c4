// The sign-in screens drive the session machine (session-actor.ts). The machine and the sign-in
// call are loaded on the first submit, so the form shows without them; the screen reads the
// machine's state as a plain view.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LoginRequest, LoginResponse } from '@/domain/auth';
import type { SessionEvent } from '@/machines/session-machine';
import type { SessionActor, SessionView } from './session-actor';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const useSessionLogin = (
  signIn: (credentials: LoginRequest) => Promise<LoginResponse>,
): [SessionView, (event: SessionEvent) => void] => {
  const [view, setView] = useState<SessionView>({ status: 'empty', error: null });
  const actor = useRef<Promise<SessionActor> | null>(null);

  useEffect(
    () => () => {
      const started = actor.current;
      actor.current = null;
      void started?.then((running) => running.stop());
    },
    [],
  );

  const send = useCallback(
    (event: SessionEvent) => {
      // Busy at once, even while the machine's chunk is on its way.
      if (event.type === 'session.login') setView({ status: 'loading', error: null });
      actor.current ??= import('./session-actor').then((module) => module.startSessionActor(signIn, setView));
      actor.current.then(
        (running) => running.send(event),
        (error: unknown) => {
          // The chunk did not arrive: say so, and fetch it again on the next attempt.
          actor.current = null;
          setView({ status: 'error', error: errorText(error) });
        },
      );
    },
    [signIn],
  );

  return [view, send];
};
