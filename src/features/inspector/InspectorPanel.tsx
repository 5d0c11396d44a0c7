// The local inspector (development, `?inspect`): a button in the corner opens a panel that lists the live actors with
// where each one is, draws the chosen one's statechart with its current states marked, and shows the last events it
// received with their payloads (secrets masked). Works with no network: everything it shows comes from this page.
import { useLingui } from '@lingui/react/macro';
import { useState, useSyncExternalStore } from 'react';
import { StateMachine, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { stateText } from './actorState';
import type { InspectionLog, LoggedActor } from './inspectionLog';
import { Statechart } from './Statechart';
import classes from './inspector.module.css';

export function InspectorPanel({ log }: { log: InspectionLog }) {
  const { t } = useLingui();
  useSyncExternalStore(log.subscribe, log.version);
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string>();
  const [filter, setFilter] = useState('');
  const actors = log.live();

  if (!open) {
    return (
      <button type="button" className={classes.toggle} onClick={() => setOpen(true)}>
        {t`Inspector: ${actors.length} actors`}
      </button>
    );
  }
  const needle = filter.trim().toLowerCase();
  const shown = needle ? actors.filter((actor) => `${actor.name} ${stateText(actor.ref.getSnapshot())}`.toLowerCase().includes(needle)) : actors;
  const selected = actors.find((actor) => actor.ref.sessionId === chosen);
  return (
    <aside
      className={classes.panel}
      aria-label={t`Actor inspector`}
      onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
    >
      <div className={classes.header}>
        <h2 className={classes.title}>{t`Actor inspector`}</h2>
        <button type="button" onClick={() => setOpen(false)}>
          {t`Close`}
        </button>
      </div>
      <input
        type="search"
        className={classes.filter}
        aria-label={t`Filter actors`}
        placeholder={t`Filter by name or state`}
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
      />
      <h3 className={classes.subtitle}>{t`Live actors (${shown.length})`}</h3>
      {shown.length === 0 ? (
        <p className={classes.muted}>{needle ? t`No live actor matches the filter.` : t`No live actor.`}</p>
      ) : (
        <ul className={classes.actors} aria-label={t`Live actors`}>
          {shown.map((actor) => (
            <li key={actor.ref.sessionId}>
              <button
                type="button"
                className={classes.actor}
                aria-pressed={actor === selected}
                onClick={() => setChosen(actor === selected ? undefined : actor.ref.sessionId)}
              >
                <span className={classes.actorName}>{actor.name}</span>
                <span className={classes.actorState} data-testid="actor-state">
                  {stateText(actor.ref.getSnapshot())}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {selected && <ActorDetail actor={selected} />}
    </aside>
  );
}

function ActorDetail({ actor }: { actor: LoggedActor }) {
  const { t } = useLingui();
  const machine = actor.ref.logic instanceof StateMachine ? (actor.ref.logic as AnyStateMachine) : undefined;
  return (
    <section aria-label={t`Actor ${actor.name}`} className={classes.detail}>
      <h3 className={classes.subtitle}>{actor.name}</h3>
      <p className={classes.muted}>
        {actor.parent ? t`id ${actor.ref.id}, started by ${actor.parent}` : t`id ${actor.ref.id}`}
      </p>
      {machine ? (
        <Statechart machine={machine} snapshot={actor.ref.getSnapshot() as AnyMachineSnapshot} />
      ) : (
        <p>{t`Not a statechart: ${stateText(actor.ref.getSnapshot())}`}</p>
      )}
      <h4 className={classes.subtitle}>{t`Last events`}</h4>
      {actor.events.length === 0 ? (
        <p className={classes.muted}>{t`No event received yet.`}</p>
      ) : (
        <ol className={classes.events} aria-label={t`Last events`}>
          {actor.events.map((event) => (
            <li key={event.seq}>
              <span className={classes.actorName}>{event.type}</span>
              {event.from && <span className={classes.muted}> {t`from ${event.from}`}</span>}
              {event.payload && <pre className={classes.payload}>{event.payload}</pre>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
