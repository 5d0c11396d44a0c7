// A short status label (IoT, VPN, CURRENT, LATEST…) in plain markup with fixed, readable colours; the first
// screens use it, so it carries no component-library code (the entry budget is a test).
import type { ReactNode } from 'react';
import classes from './pill.module.css';

/** `negative` is for what failed (red), `accent` for what asks the person to act. */
export type PillTone = 'positive' | 'negative' | 'info' | 'accent' | 'neutral';

export function Pill({ tone, children }: { tone: PillTone; children: ReactNode }) {
  return (
    <span className={classes.pill} data-tone={tone}>
      {children}
    </span>
  );
}
