// A severity as every screen shows it: the platform's number and the level's name on the level's colour.
import { useLingui } from '@lingui/react';
import type { CSSProperties } from 'react';
import { severityLevel, severityStyle } from './alarmSeverity';
import classes from './severity.module.css';

export function SeverityBadge({ severity, title }: { severity: number; title?: string }) {
  const { i18n } = useLingui();
  const { level, name } = severityLevel(severity);
  return (
    <span className={classes.badge} style={severityStyle(severity) as CSSProperties} title={title}>
      <span className={classes.level}>{level}</span> {i18n._(name)}
    </span>
  );
}
