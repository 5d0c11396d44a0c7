// Colours of statuses, named by how urgent they are; alarms.module.css maps each to theme colours with enough
// contrast for their text. Severities have their own scale of names and colours (src/ui/alarmSeverity.ts).
import type { AlarmStatus } from '../../platform/alarmTypes';

export type Tone = 'critical' | 'major' | 'minor' | 'info';

export const statusTone: Record<AlarmStatus, Tone> = { ACTIVE: 'critical', NOT_ACTIVE: 'major', CLEARED: 'info' };
