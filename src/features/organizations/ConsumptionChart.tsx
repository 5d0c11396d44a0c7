// A resource's consumption per day over the chosen range, drawn with the portal's time chart (uPlot). The chart's
// own work is kept off the data's path: uPlot's code is fetched while the journal loads (it is only fetched by the
// first chart otherwise), the daily totals are worked out once per answer, and the chart is left alone when the
// panel around it changes (the journal's page, the form's fields), so uPlot is not handed the same data again.
import { useLingui } from '@lingui/react/macro';
import { memo, useMemo } from 'react';
import type { JournalEntry, ResourceType } from '../../platform/limitsTypes';
import { TimeChart } from '../../ui/TimeChart';
import { dailyTotals } from './consumption';
import classes from './organizations.module.css';
import { quantityFormat } from './resourceLabels';

/** Fetches uPlot's code now: the tab calls it as it opens, so the chart need not wait for it after the answer. */
export function preloadChart(): void {
  void import('uplot');
}

export interface ConsumptionChartProps {
  type: ResourceType;
  /** The resource's name as the person reads it. */
  name: string;
  entries: readonly JournalEntry[];
  from: number;
  to: number;
}

export const ConsumptionChart = memo(function ConsumptionChart({ type, name, entries, from, to }: ConsumptionChartProps) {
  const { t, i18n } = useLingui();
  const { times, values } = useMemo(() => dailyTotals(entries, from, to), [entries, from, to]);
  const format = useMemo(() => quantityFormat(i18n.locale, type), [i18n.locale, type]);
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
});
