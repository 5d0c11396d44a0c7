// A resource's consumption per day over the chosen range, drawn with the portal's time chart (uPlot).
import { useLingui } from '@lingui/react/macro';
import type { JournalEntry, ResourceType } from '../../platform/limitsTypes';
import { TimeChart } from '../../ui/TimeChart';
import { dailyTotals } from './consumption';
import classes from './organizations.module.css';
import { quantityFormat } from './resourceLabels';

export interface ConsumptionChartProps {
  type: ResourceType;
  /** The resource's name as the person reads it. */
  name: string;
  entries: readonly JournalEntry[];
  from: number;
  to: number;
}

export function ConsumptionChart({ type, name, entries, from, to }: ConsumptionChartProps) {
  const { t, i18n } = useLingui();
  const { times, values } = dailyTotals(entries, from, to);
  const format = quantityFormat(i18n.locale, type);
  return (
    <div className={classes.plot}>
      <TimeChart
        label={t`${name} per day`}
        times={times}
        window={{ from, to }}
        series={[{ label: name, values }]}
        min={0}
        locale={i18n.locale}
        formatValue={(value) => format.format(value)}
        texts={{
          time: t`Day`,
          noValues: t`Nothing spent in this range`,
          summary: ({ count, latest, lowest, highest }) => t`${count} days, latest ${latest}, lowest ${lowest}, highest ${highest}`,
        }}
      />
    </div>
  );
}
