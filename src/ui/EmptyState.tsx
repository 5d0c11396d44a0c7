// A list with nothing in it yet: what would be there, and the next step — the control that takes it when the person
// may (`action`), or what they can do instead when they may not (`note`, e.g. whom to ask).
import type { ReactNode } from 'react';
import classes from './emptyState.module.css';

export function EmptyState({ children, action, note }: { children: ReactNode; action?: ReactNode; note?: ReactNode }) {
  return (
    <div className={classes.empty}>
      <p className={classes.message} role="status">
        {children}
      </p>
      {note !== undefined && <p className={classes.note}>{note}</p>}
      {action}
    </div>
  );
}
