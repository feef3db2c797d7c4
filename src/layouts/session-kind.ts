// Whether the session was opened through the tracking-client sign-in: the login answer has no
// field for it, and the module chooser offers that user the tracking portal.
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

export const deliveryClientSessionAtom = atomWithStorage<boolean>(
  'rota.deliveryClientSession',
  false,
  createJSONStorage<boolean>(() => localStorage),
  { getOnInit: true },
);
