// A message inside a screen: an error (role alert) or a note (role status), with an optional title and actions.
// Plain markup so the first screens carry no alert component (the entry budget is a test).
import type { ReactNode } from 'react';
import classes from './callout.module.css';

export function Callout({ tone, title, children }: { tone: 'error' | 'warning'; title?: string; children?: ReactNode }) {
  return (
    <div className={classes.callout} data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {title && <p className={classes.title}>{title}</p>}
      {children}
    </div>
  );
}
