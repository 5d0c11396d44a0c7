// The editor's history as a list the person can jump in: the oldest kept step first, the current one marked,
// undone steps (redo) after it.
import { useLingui } from '@lingui/react/macro';
import classes from './editor.module.css';

export function HistoryList({ past, future, onJump }: { past: readonly string[]; future: readonly string[]; onJump: (steps: number) => void }) {
  const { t } = useLingui();
  const steps = [t`Opened`, ...past, ...future];
  return (
    <section className={classes.panel} aria-labelledby="history-title">
      <h2 className={classes.panelTitle} id="history-title">{t`History`}</h2>
      <ol className={classes.history}>
        {steps.map((label, index) => (
          <li key={index}>
            <button
              type="button"
              aria-current={index === past.length ? 'step' : undefined}
              data-future={index > past.length}
              onClick={() => onJump(index)}
            >
              {label}
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
