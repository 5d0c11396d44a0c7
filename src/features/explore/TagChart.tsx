// One tag's chart: a line per device over the chosen range (and per device over the overlay's earlier range, moved
// onto it), read as each bucket's lowest and highest at about two points per pixel of the chart's width
// (sampling.ts), the CSV of exactly those lines, and (switch `dataTable`) their values in a table under it.
import { Button, Group, Text, Title } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Title.css';
import { useLingui } from '@lingui/react/macro';
import { useElementSize } from '@mantine/hooks';
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { selectAnswer, selectQueryError, selectQueryStage } from '../../../machines/liveQuery.machine';
import { isPlatformError } from '../../platform/errors';
import type { ChartRange, RangeEvent } from '../../ui/chartRange';
import { LoadFailure } from '../../ui/LoadFailure';
import { Skeleton } from '../../ui/Skeleton';
import { TimeChart } from '../../ui/TimeChart';
import { alignSeries } from '../../ui/timeChart';
import { useChartTexts } from '../../sections/chartTexts';
import { useSwitch } from '../../sections/useSwitch';
import type { ChartTag } from './chartTags';
import { chartCsv } from './exploreCsv';
import { overlayOffsets, type Overlay } from './exploreChoice';
import { useExploreFlows, type ExploreDevice, type SeriesAnswer, type SeriesLine, type SeriesQuery } from './flows';
import { bucketFor } from './sampling';
import { ValueTable } from './ValueTable';
import classes from './explore.module.css';

/** Room the value axis and the padding take from the chart's width. */
const axisWidth = 56;

interface TagChartProps {
  organization: string;
  tag: ChartTag;
  devices: readonly ExploreDevice[];
  range: ChartRange;
  overlay: Overlay;
  onRange: (event: RangeEvent) => void;
}

export function TagChart(props: TagChartProps) {
  const { ref, width } = useElementSize();
  return (
    <section className={classes.chart} ref={ref} aria-label={props.tag.name}>
      {/* The bucket follows the chart's width, so nothing is read before the width is known. */}
      {width > 0 ? <TagLines {...props} plotWidth={Math.max(120, width - axisWidth)} /> : null}
    </section>
  );
}

function TagLines({ organization, tag, devices, range, overlay, onRange, plotWidth }: TagChartProps & { plotWidth: number }) {
  const { t, i18n } = useLingui();
  const texts = useChartTexts();
  const flows = useExploreFlows();
  const valueTable = useSwitch('dataTable');
  const [machine] = useState(() => flows.series(organization));
  const span = range.live ? range.span : range.to - range.from;
  const bucketSeconds = bucketFor(span, plotWidth);
  const query = useMemo<SeriesQuery>(() => ({ devices, tag: tag.name, range, bucketSeconds, overlay }), [devices, tag.name, range, bucketSeconds, overlay]);
  const reader = useActorRef(machine, { input: { query } });
  const sent = useRef(query);
  useEffect(() => {
    if (sent.current === query) return;
    sent.current = query;
    reader.send({ type: 'query.change', query });
  }, [query, reader]);
  const stage = useSelector(reader, selectQueryStage);
  const answer = useSelector(reader, selectAnswer<SeriesAnswer>);
  const error = useSelector(reader, selectQueryError);

  const drawn = useMemo(() => {
    if (answer === undefined) return undefined;
    // An overlay's line is named by how far back it looks, from the answer itself (not the choice, which may be ahead of it).
    const lineLabel = ({ device, offset }: SeriesLine) =>
      offset === 0 ? device.label : offset === overlayOffsets.week ? t`${device.label}, a week earlier` : t`${device.label}, a day earlier`;
    const { times, values } = alignSeries(answer.lines.map((line) => line.samples));
    const series = answer.lines.map((line, index) => ({ label: lineLabel(line), values: values[index] ?? [] }));
    return { times, series, window: answer.window };
  }, [answer, t]);

  const exportCsv = () => {
    if (drawn === undefined) return;
    const csv = chartCsv(t`Time`, drawn.times, drawn.series);
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    link.download = `${tag.name.replace(/[^\w-]+/g, '-')}.csv`;
    link.click();
    URL.revokeObjectURL(link.href);
  };

  const heading = tag.unit ? `${tag.name} (${tag.unit})` : tag.name;
  return (
    <>
      <Group justify="space-between" align="center" wrap="wrap" gap="xs">
        <Title order={2} size="h4">
          {heading}
        </Title>
        <Button variant="default" size="compact-sm" disabled={drawn === undefined || drawn.times.length === 0} onClick={exportCsv}>
          {t`Export CSV`}
        </Button>
      </Group>
      {stage === 'failed' ? (
        <LoadFailure
          title={isPlatformError(error, 'forbidden') ? t`You may not read ${tag.name} of these devices: your data roles do not give it` : t`The history of ${tag.name} could not be read`}
          error={error}
          onRetry={() => reader.send({ type: 'query.retry' })}
        />
      ) : drawn === undefined ? (
        <Skeleton label={t`Loading the history of ${tag.name}`} rows={3} />
      ) : drawn.times.length === 0 ? (
        <Text c="dimmed">{t`No values in this time range`}</Text>
      ) : (
        <>
          <div className={classes.plot} aria-busy={stage === 'loading' || undefined}>
            <TimeChart
              label={heading}
              times={drawn.times}
              window={drawn.window}
              onZoom={(from, to) => onRange({ type: 'zoom', from, to })}
              series={drawn.series}
              unit={tag.unit}
              locale={i18n.locale}
              texts={texts.chart}
              formatValue={(value) => i18n.number(value, { maximumFractionDigits: 2 })}
            />
          </div>
          {valueTable && <ValueTable label={heading} times={drawn.times} series={drawn.series} />}
        </>
      )}
    </>
  );
}
