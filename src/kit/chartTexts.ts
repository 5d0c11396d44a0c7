// The chart's and its range picker's texts in the person's language, for every section that draws a chart (dashboards,
// data exploration): src/ui keeps no catalog of its own (its texts would load with the portal's entry).
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { RangeTexts } from '../ui/ChartRangePicker';
import type { ChartTexts } from '../ui/TimeChart';

const minuteMs = 60_000;

export function useChartTexts(): { chart: ChartTexts; range: RangeTexts } {
  const { t } = useLingui();
  return {
    chart: {
      time: t`Time`,
      noValues: t`No values yet`,
      summary: ({ count, latest, lowest, highest }) => t`${count} samples, latest ${latest}, lowest ${lowest}, highest ${highest}`,
    },
    range: {
      range: t`Time range`,
      last: (span) => {
        const minutes = Math.round(span / minuteMs);
        const [hours, days] = [minutes / 60, minutes / 1440];
        // Whole days past a day, whole hours up to a day (the picker says "Last 24 hours"), minutes otherwise.
        if (minutes > 1440 && Number.isInteger(days)) return t({ message: plural(days, { one: 'Last day', other: 'Last # days' }) });
        if (Number.isInteger(hours)) return t({ message: plural(hours, { one: 'Last hour', other: 'Last # hours' }) });
        return t({ message: plural(minutes, { one: 'Last minute', other: 'Last # minutes' }) });
      },
      custom: t`Custom range`,
      live: t`Live`,
      resetZoom: t`Reset zoom`,
      from: t`From`,
      to: t`To`,
      show: t`Show`,
      cancel: t`Cancel`,
      change: (window) => t`Change the time range ${window}`,
      problems: {
        missingFrom: t`Enter the start date and time.`,
        missingTo: t`Enter the end date and time.`,
        order: t`The end must be after the start.`,
      },
    },
  };
}
