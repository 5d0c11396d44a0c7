// The development inspector's record of what the actors do, fed by xstate's inspection events: every actor created
// (its snapshot is read from the actor itself when shown) and the last events it received (payloads masked). Views read it through `subscribe` and
// `version` (useSyncExternalStore); listeners hear of changes at most once per frame, however busy the actors are.
import type { AnyActorRef, InspectionEvent } from 'xstate';
import { maskSecrets } from './maskSecrets';

/** How many events each actor keeps, newest first. */
export const eventsKept = 20;

export interface LoggedEvent {
  /** Order of arrival over all actors. */
  seq: number;
  type: string;
  /** The masked payload as JSON (the event without its `type`), or undefined when it has none. */
  payload: string | undefined;
  /** Who sent it: another actor's name, or undefined from outside the actors (a view, the runtime). */
  from: string | undefined;
}

/** What inspection events carry: xstate's actors, typed there only as far as sending goes. */
export type InspectedActor = AnyActorRef & { logic: unknown; _processingStatus: number };

export interface LoggedActor {
  ref: InspectedActor;
  /** A machine's id, else the actor's own id (its invoke id). */
  name: string;
  /** The name of the actor that invoked or spawned it. */
  parent: string | undefined;
  events: LoggedEvent[];
  /** Seen running: once it no longer runs, it is dropped. */
  started: boolean;
}

export interface InspectionLog {
  record: (event: InspectionEvent) => void;
  /** The actors still running, app-wide ones first, in order of creation. */
  live: () => LoggedActor[];
  subscribe: (listener: () => void) => () => void;
  version: () => number;
}

export function createInspectionLog(schedule: (notify: () => void) => void = requestAnimationFrame): InspectionLog {
  const actors = new Map<string, LoggedActor>();
  const listeners = new Set<() => void>();
  let version = 0;
  let seq = 0;
  let pending = false;

  const changed = () => {
    version++;
    if (pending) return;
    pending = true;
    schedule(() => {
      pending = false;
      for (const listener of listeners) listener();
    });
  };
  const entry = (ref: unknown): LoggedActor => {
    const actor = ref as InspectedActor;
    let found = actors.get(actor.sessionId);
    if (!found) {
      const parent = actor._parent as InspectedActor | undefined;
      found = { ref: actor, name: nameOf(actor), parent: parent && nameOf(parent), events: [], started: false };
      actors.set(actor.sessionId, found);
    }
    return found;
  };

  return {
    record(event) {
      if (event.type === '@xstate.actor') entry(event.actorRef);
      else if (event.type === '@xstate.snapshot') entry(event.actorRef);
      else if (event.type === '@xstate.event') {
        const { type, ...payload } = event.event;
        const logged: LoggedEvent = {
          seq: ++seq,
          type,
          payload: Object.keys(payload).length ? JSON.stringify(maskSecrets(payload), null, 1) : undefined,
          from: event.sourceRef ? nameOf(event.sourceRef as InspectedActor) : undefined,
        };
        const target = entry(event.actorRef);
        target.events = [logged, ...target.events].slice(0, eventsKept);
      } else return;
      changed();
    },
    live() {
      const running: LoggedActor[] = [];
      for (const [id, actor] of actors) {
        if (isRunning(actor.ref)) running.push(Object.assign(actor, { started: true }));
        else if (actor.started) actors.delete(id);
      }
      return running;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
  };
}

// xstate's processing status, not the snapshot's: @xstate/react stops a view's actor on unmount and then restores
// its last snapshot (still "active") for a remount, leaving the actor not started.
const running = 1;
function isRunning(ref: InspectedActor): boolean {
  return ref._processingStatus === running;
}

function nameOf(ref: InspectedActor): string {
  const logic = ref.logic as { id?: unknown; config?: unknown };
  return logic.config && typeof logic.id === 'string' ? logic.id : ref.id;
}
