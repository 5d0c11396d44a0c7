// The platform's alarm severities with their names and colours: the one place every view that shows a severity
// (the alarm list, its filters and counts, an alarm's history, the top bar's count, the dashboards' alarm map) reads
// them from. The scale is the platform's, integers 0…6 with 6 the most severe (facts §8.1, docs/decisions.md
// "Alarms"); the facts name no levels, so the names are ours, in the order of ITU-T X.733's severities (warning,
// minor, major, critical) with syslog's informational, notice and emergency at the ends.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { alarmSeverities, mostSevere } from '../platform/alarmRules';

export interface SeverityLevel {
  level: number;
  name: MessageDescriptor;
  /** Background of the level's badge, and its colour wherever a severity is drawn. */
  colour: string;
  /** Text on `colour`: 4.5:1 contrast or more. */
  ink: string;
}

const white = '#ffffff';
const dark = '#212529';

/** Index = severity. */
export const severityScale: readonly SeverityLevel[] = [
  { level: 0, name: msg({ message: 'Info', context: 'alarm severity' }), colour: '#495057', ink: white },
  { level: 1, name: msg({ message: 'Notice', context: 'alarm severity' }), colour: '#1864ab', ink: white },
  { level: 2, name: msg({ message: 'Warning', context: 'alarm severity' }), colour: '#fcc419', ink: dark },
  { level: 3, name: msg({ message: 'Minor', context: 'alarm severity' }), colour: '#ff922b', ink: dark },
  { level: 4, name: msg({ message: 'Major', context: 'alarm severity' }), colour: '#b83d0d', ink: white },
  { level: 5, name: msg({ message: 'Critical', context: 'alarm severity' }), colour: '#c92a2a', ink: white },
  { level: 6, name: msg({ message: 'Emergency', context: 'alarm severity' }), colour: '#862e9c', ink: white },
];

if (severityScale.length !== alarmSeverities.length) throw new Error('every severity of the platform needs a level');

/** The level of a severity as the platform sends it; a value outside 0…6 is shown as the nearest level. */
export function severityLevel(severity: number): SeverityLevel {
  const index = Math.min(severityScale.length - 1, Math.max(0, Math.round(Number.isFinite(severity) ? severity : 0)));
  return severityScale[index] as SeverityLevel;
}

/** "4 Major": the platform's number, which rules and devices use, with its name. */
export function severityLabel(i18n: I18n, severity: number): string {
  const { level, name } = severityLevel(severity);
  return `${level} ${i18n._(name)}`;
}

/** The custom properties a severity's badge or chip paints with (`--severity`, `--severity-ink`). */
export function severityStyle(severity: number): Record<'--severity' | '--severity-ink', string> {
  const { colour, ink } = severityLevel(severity);
  return { '--severity': colour, '--severity-ink': ink };
}

/** "4 Major or more", the most severe alone: a choice of "at least this severity" (the alarm list's, the fleet's). */
export function minimumSeverityLabel(i18n: I18n, severity: number): string {
  const level = severityLabel(i18n, severity);
  return severity === mostSevere ? level : i18n._(msg`${level} or more`);
}
