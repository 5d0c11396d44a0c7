// A short status label (IoT, VPN, CURRENT, LATEST…) in plain markup with fixed, readable colours; the first
// screens use it, so it carries no component-library code (the entry budget is a test).
import type { ReactNode } from 'react';
import classes from './pill.module.css';

export type PillTone = 'positive' | 'info' | 'accent' | 'neutral';

export function Pill({ tone, children }: { tone: PillTone; children: ReactNode }) {
  return (
    <span className={classes.pill} data-tone={tone}>
      {children}
    </span>
  );
}
