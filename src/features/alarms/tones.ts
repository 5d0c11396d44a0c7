// Colours of statuses, named by how urgent they are; alarms.module.css maps each to theme colours with enough
// contrast for their text. Severities have their own scale of names and colours (src/ui/alarmSeverity.ts).
import type { AlarmStatus, AlarmStatusText } from '../../platform/alarmTypes';

export type Tone = 'critical' | 'major' | 'minor' | 'info';

const statusTones: Record<AlarmStatus, Tone> = { ACTIVE: 'critical', NOT_ACTIVE: 'major', CLEARED: 'info' };

/** A status of the portal's own words has its tone; another word a service wrote has none (shown plain). */
export const statusTone = (status: AlarmStatusText): Tone | undefined => (Object.hasOwn(statusTones, status) ? statusTones[status as AlarmStatus] : undefined);
