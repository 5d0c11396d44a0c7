// How many alarms of each severity match the other filters (6, the most severe, first), each level named and in its
// colour (src/ui/alarmSeverity.ts); picking one shows that severity and the more severe ones.
import { UnstyledButton } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { CSSProperties } from 'react';
import { alarmSeverities } from '../../platform/alarmRules';
import { severityLabel, severityStyle } from '../../ui/alarmSeverity';
import classes from './alarms.module.css';

export interface SeverityCountsProps {
  /** Index = severity. */
  counts: readonly number[];
  minSeverity?: number;
  /** Undefined: any severity again. */
  onPick: (minSeverity: number | undefined) => void;
}

export function SeverityCounts({ counts, minSeverity, onPick }: SeverityCountsProps) {
  const { t, i18n } = useLingui();
  return (
    <div role="group" aria-labelledby="alarm-severities" className={classes.severities}>
      <span id="alarm-severities" className={classes.facetLabel}>
        {t`By severity`}
      </span>
      {[...alarmSeverities].reverse().map((severity) => {
        const count = counts[severity] ?? 0;
        const included = minSeverity === undefined || severity >= minSeverity;
        const level = severityLabel(i18n, severity);
        return (
          <UnstyledButton
            key={severity}
            className={classes.severity}
            style={severityStyle(severity) as CSSProperties}
            data-included={included}
            aria-pressed={minSeverity === severity}
            aria-label={t({
              message: plural(count, { one: `${level}: # alarm`, other: `${level}: # alarms` }),
            })}
            onClick={() => onPick(minSeverity === severity ? undefined : severity)}
          >
            <span className={classes.severityLevel}>{level}</span>
            <span className={classes.severityCount}>{count}</span>
          </UnstyledButton>
        );
      })}
    </div>
  );
}
