// Spec §2 /data-explore (IoT only; read models and devices): devices found by a server search, the numeric tags
// they advertise, a time range (a span following now, a custom from–to, a drag-to-zoom) and an overlay of the same
// range a day or a week earlier; a chart per tag compares the devices, and exports what it draws as CSV. The whole
// choice is kept in the address, so a link reopens the same view.
import { NativeSelect, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { DeviceTagInfo } from '../../platform/platformTypes';
import { useSelectedOrganization } from '../../portal/portal';
import { replaceHashQuery, useHashSearch } from '../../routes/hashLocation';
import { Callout } from '../../ui/Callout';
import { ChartRangePicker } from '../../ui/ChartRangePicker';
import { hourMs, nextRange, rangeSpans, type RangeState } from '../../ui/chartRange';
import { EmptyState } from '../../ui/EmptyState';
import { LoadFailure } from '../../ui/LoadFailure';
import { Skeleton } from '../../ui/Skeleton';
import { chartTags } from './chartTags';
import { useChartTexts } from './chartTexts';
import { DevicePicker } from './DevicePicker';
import { choiceFromSearch, writeChoice, type ExploreChoice, type Overlay } from './exploreChoice';
import { useExploreFlows, type ExploreDevice } from './flows';
import { TagChart } from './TagChart';
import { TagPicker } from './TagPicker';
import classes from './explore.module.css';

const explorePath = '/data-explore';
/** The picker's spans and, for exploring, a month and a year. */
const spans = [...rangeSpans, 30 * 24 * hourMs, 365 * 24 * hourMs];

export default function ExploreScreen() {
  const organization = useSelectedOrganization();
  // Another organisation has other devices: nothing chosen carries over.
  return organization ? <Explore key={organization.resourceId} organization={organization.resourceId} /> : null;
}

/** The chosen devices in the address's order, read once for their names and models, then their tags. */
type Devices =
  | { stage: 'loading' }
  | { stage: 'failed'; error: unknown }
  | { stage: 'ready'; devices: ExploreDevice[]; tags: Map<string, DeviceTagInfo[]> };

function Explore({ organization }: { organization: string }) {
  const { t, i18n } = useLingui();
  const flows = useExploreFlows();
  const texts = useChartTexts();
  const address = useHashSearch();
  const [choice, setChoice] = useState<ExploreChoice>(() => choiceFromSearch(address));
  const [range, sendRange] = useReducer(nextRange, undefined, (): RangeState => ({
    range: choice.range,
    span: choice.range.live ? choice.range.span : 24 * hourMs,
  }));
  const [devices, setDevices] = useState<Devices>({ stage: 'loading' });
  const [attempt, setAttempt] = useState(0);
  /** The link's devices the organisation no longer has, said until the person changes the devices. */
  const [dropped, setDropped] = useState<string[]>([]);
  const known = devices.stage === 'ready' ? devices.devices : [];
  const idsKey = choice.devices.join(',');

  const change = (next: ExploreChoice) => {
    setChoice(next);
    replaceHashQuery(explorePath, (params) => writeChoice(params, next));
  };
  // The choice as it is when a read arrives (the person may have changed it meanwhile).
  const latest = useRef(choice);
  latest.current = choice;

  useEffect(() => {
    if (range.range !== choice.range) change({ ...choice, range: range.range });
    // The range picker's state leads; the choice (and the address) follow it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [range.range]);

  useEffect(() => {
    const ids = idsKey === '' ? [] : idsKey.split(',');
    const abort = new AbortController();
    setDevices((current) => (current.stage === 'ready' ? current : { stage: 'loading' }));
    (async () => {
      // Devices already known (just added from the search) are not read again.
      const have = new Map(known.map((device) => [device.deviceId, device]));
      const unknown = ids.filter((id) => !have.has(id));
      const read = await flows.devicesByIds(organization, unknown, abort.signal);
      for (const device of read.found) have.set(device.deviceId, device);
      const chosen = ids.flatMap((id) => have.get(id) ?? []);
      const tags = await flows.tagsOf(organization, chosen, abort.signal);
      return { ready: { stage: 'ready', devices: chosen, tags } as const, missing: read.missing };
    })().then(({ ready, missing }) => {
      if (abort.signal.aborted) return;
      setDevices(ready);
      // A device the organisation no longer has leaves the link; the person is told which.
      if (missing.length > 0) {
        setDropped(missing);
        change({ ...latest.current, devices: ready.devices.map(({ deviceId }) => deviceId) });
      }
    }, (error: unknown) => {
      if (!abort.signal.aborted) setDevices({ stage: 'failed', error });
    });
    return () => abort.abort();
    // Read again when the chosen devices change or the person retries, not when what was read arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [flows, organization, idsKey, attempt]);

  const tags = useMemo(() => (devices.stage === 'ready' ? chartTags(devices.tags) : []), [devices]);
  // Each shown tag with the devices that advertise it, kept while neither changes, so ticking another tag or
  // changing the overlay does not read the other charts again.
  const shownTags = useMemo(
    () =>
      devices.stage !== 'ready'
        ? []
        : tags
            .filter(({ name }) => choice.tags.includes(name))
            .map((tag) => ({ tag, devices: devices.devices.filter(({ deviceId }) => devices.tags.get(deviceId)?.some(({ name }) => name === tag.name)) })),
    [devices, tags, choice.tags],
  );
  const chooseDevices = (next: ExploreDevice[]) => {
    setDevices((current) => (current.stage === 'ready' ? { ...current, devices: next } : current));
    setDropped([]);
    change({ ...choice, devices: next.map(({ deviceId }) => deviceId) });
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{t`Data exploration`}</Title>
      <div className={classes.choices}>
        <DevicePicker organization={organization} chosen={known} onChange={chooseDevices} />
        <Stack gap="md">
          {devices.stage === 'ready' && devices.devices.length > 0 &&
            (tags.length > 0 ? (
              <TagPicker tags={tags} chosen={choice.tags} onChange={(next) => change({ ...choice, tags: next })} />
            ) : (
              <Text c="dimmed">{t`The chosen devices have no numeric tags to chart.`}</Text>
            ))}
          <ChartRangePicker state={range} onChange={sendRange} spans={spans} locale={i18n.locale} texts={texts.range} />
          <NativeSelect
            label={t`Compare with`}
            value={choice.overlay}
            onChange={(event) => change({ ...choice, overlay: event.currentTarget.value as Overlay })}
            data={[
              { value: 'none', label: t`Nothing earlier` },
              { value: 'day', label: t`The same range a day earlier` },
              { value: 'week', label: t`The same range a week earlier` },
            ]}
          />
        </Stack>
      </div>
      {dropped.length > 0 && (
        <Callout tone="warning" title={t`Not in this organization`}>
          {t`These devices of the link are not in this organization any more: ${dropped.join(', ')}`}
        </Callout>
      )}
      {devices.stage === 'failed' ? (
        <LoadFailure title={t`The chosen devices could not be read`} error={devices.error} onRetry={() => setAttempt((count) => count + 1)} />
      ) : choice.devices.length === 0 ? (
        <EmptyState>{t`Find a device and add it to chart its tags. Add more devices to compare them.`}</EmptyState>
      ) : devices.stage === 'loading' ? (
        <Skeleton label={t`Loading the chosen devices`} rows={2} />
      ) : shownTags.length === 0 ? (
        tags.length > 0 && <EmptyState>{t`Choose the tags to chart.`}</EmptyState>
      ) : (
        shownTags.map(({ tag, devices: tagDevices }) => (
          <TagChart
            key={tag.name}
            organization={organization}
            tag={tag}
            devices={tagDevices}
            range={range.range}
            overlay={choice.overlay}
            onRange={sendRange}
          />
        ))
      )}
    </Stack>
  );
}
