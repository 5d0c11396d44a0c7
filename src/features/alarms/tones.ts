// Colours of severities and statuses, named by how urgent they are; alarms.module.css maps each to theme colours
// with enough contrast for their text.
import type { AlarmStatus } from '../../platform/alarmTypes';

export type Tone = 'critical' | 'major' | 'minor' | 'info';

/** 6 is the most severe (docs/decisions.md). */
export function severityTone(severity: number): Tone {
  if (severity >= 5) return 'critical';
  if (severity >= 3) return 'major';
  if (severity >= 1) return 'minor';
  return 'info';
}

export const statusTone: Record<AlarmStatus, Tone> = { ACTIVE: 'critical', NOT_ACTIVE: 'major', CLEARED: 'info' };
