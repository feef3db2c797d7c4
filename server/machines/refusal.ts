// A refused state change as the HTTP answer: 404 for a record the company does not have, 409 for
// an event the record's state does not accept or a version the record has moved past. Each
// record kind names its own messages (ids of the catalogs, server/messages.ts); the answer carries the ids for the
// SPA and the Portuguese text, from the same catalog, for every other client.
import type { AnyStateMachine } from 'xstate';
import { refuse } from '../errors';
import type { MessageId } from '../messages';
import type { MachineEventResult } from './apply-machine-event';

export interface RefusalMessages {
  notFound: MessageId;
  notAccepted: MessageId;
  stale: MessageId;
}

/** The applied change, or the refusal thrown as its HTTP error. */
export function appliedOrThrow<M extends AnyStateMachine>(
  result: MachineEventResult<M>,
  messages: RefusalMessages,
): Extract<MachineEventResult<M>, { outcome: 'applied' }> {
  switch (result.outcome) {
    case 'applied':
      return result;
    case 'notFound':
      return refuseWith(404, messages.notFound);
    case 'notAccepted':
      return refuseWith(409, messages.notAccepted);
    case 'stale':
      return refuseWith(409, messages.stale);
  }
}

/** The refusal with this message: its id for the SPA, its Portuguese text for other clients. */
export const refusal = (statusCode: 404 | 409, id: MessageId) => refuse(statusCode, { id });

function refuseWith(statusCode: 404 | 409, id: MessageId): never {
  throw refusal(statusCode, id);
}
