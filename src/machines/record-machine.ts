// The pure side of a record's lifecycle: a stored record (its state column and the columns the
// machine reads) becomes a snapshot of its XState machine, an event is applied with XState's pure
// `transition`, and the answer says whether the state accepted it and what the record becomes.
// The server (server/machines/) and the SPA (which actions to offer) call these same functions,
// so the machine is the only place a transition is written.
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type ContextFrom,
  type EventFromLogic,
  type SnapshotFrom,
  transition,
} from 'xstate';

/** A record as its machine sees it: a flat state (the status column) and the machine's context. */
export interface RecordState<M extends AnyStateMachine> {
  state: string;
  context: ContextFrom<M>;
}

export type RecordStep<M extends AnyStateMachine> =
  ({ accepted: true; from: string } & RecordState<M>) | { accepted: false; from: string };

/** The machine's snapshot of a stored record (no actor is started, no action runs). */
export const restoreSnapshot = <M extends AnyStateMachine>(machine: M, record: RecordState<M>) =>
  machine.resolveState({ value: record.state, context: record.context });

/** The names of the machine's top-level states: what a state column may hold. */
export const machineStates = (machine: AnyStateMachine): string[] => Object.keys(machine.root.states);

/**
 * Applies one event to a stored record. An event the record's state does not accept (no
 * transition, or every guard refuses) is `accepted: false`, and nothing changes.
 */
export function applyRecordEvent<M extends AnyStateMachine>(
  machine: M,
  record: RecordState<M>,
  event: EventFromLogic<M>,
): RecordStep<M> {
  const snapshot = restoreSnapshot(machine, record);
  if (!snapshot.can(event)) return { accepted: false, from: record.state };
  // A machine's snapshot: resolveState answers the machine snapshot type that SnapshotFrom names.
  const [next] = transition(machine, snapshot as SnapshotFrom<M>, event) as [AnyMachineSnapshot, unknown];
  return {
    accepted: true,
    from: record.state,
    state: String(next.value),
    context: next.context as ContextFrom<M>,
  };
}

/** The events of `candidates` that the record's current state accepts, in the given order. */
export const acceptedEvents = <M extends AnyStateMachine>(
  machine: M,
  record: RecordState<M>,
  candidates: readonly EventFromLogic<M>[],
): EventFromLogic<M>[] => {
  const snapshot = restoreSnapshot(machine, record);
  return candidates.filter((event) => snapshot.can(event));
};
