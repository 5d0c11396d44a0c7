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
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { selectAnswer, selectQueryError, selectQueryStage } from '../../../machines/liveQuery.machine';
import { useSelectedOrganization } from '../../portal/portal';
import { replaceHashQuery } from '../../routes/hashQuery';
import { Callout } from '../../ui/Callout';
import { ChartRangePicker } from '../../ui/ChartRangePicker';
import { hourMs, nextRange, rangeSpans, type RangeState } from '../../ui/chartRange';
import { EmptyState } from '../../ui/EmptyState';
import { LoadFailure } from '../../ui/LoadFailure';
import { Skeleton } from '../../ui/Skeleton';
import { chartTags } from './chartTags';
import { useChartTexts } from '../../kit/chartTexts';
import { DevicePicker } from './DevicePicker';
import { choiceFromSearch, writeChoice, type ExploreChoice, type Overlay } from './exploreChoice';
import { useExploreFlows, type ChosenDevices, type ExploreDevice } from './flows';
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

function Explore({ organization }: { organization: string }) {
  const { t, i18n } = useLingui();
  const flows = useExploreFlows();
  const texts = useChartTexts();
  const address = useSearch();
  const [choice, setChoice] = useState<ExploreChoice>(() => choiceFromSearch(address));
  const [range, sendRange] = useReducer(nextRange, undefined, (): RangeState => ({
    range: choice.range,
    span: choice.range.live ? choice.range.span : 24 * hourMs,
  }));
  /** The link's devices the organisation no longer has, said until the person changes the devices. */
  const [dropped, setDropped] = useState<string[]>([]);

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

  // The chosen devices and their tags, read by the flow; the address's devices first, then each change of them.
  const [devicesMachine] = useState(() => flows.chosenDevices(organization));
  const handled = useRef<ChosenDevices>(undefined);
  const devicesQuery = useActorRef(devicesMachine, { input: { query: { ids: choice.devices, known: [], knownTags: new Map() } } }, (snapshot) => {
    const answer = snapshot.context.data;
    if (answer === undefined || answer === handled.current) return;
    handled.current = answer;
    // A device the organisation no longer has leaves the link; the person is told which.
    if (answer.missing.length > 0) {
      setDropped(answer.missing);
      change({ ...latest.current, devices: answer.devices.map(({ deviceId }) => deviceId) });
    }
  });
  const devicesStage = useSelector(devicesQuery, selectQueryStage);
  const answer = useSelector(devicesQuery, selectAnswer<ChosenDevices>);
  const devicesError = useSelector(devicesQuery, selectQueryError);
  const asked = useSelector(devicesQuery, (snapshot) => snapshot.context.query);
  // The picker shows a choice the person made at once; a link's devices once they are read.
  const known = asked.known.length === asked.ids.length ? [...asked.known] : (answer?.devices ?? []);

  const tags = useMemo(() => (answer ? chartTags(answer.tags) : []), [answer]);
  // Each shown tag with the devices that advertise it, kept while neither changes, so ticking another tag or
  // changing the overlay does not read the other charts again.
  const shownTags = useMemo(
    () =>
      answer === undefined
        ? []
        : tags
            .filter(({ name }) => choice.tags.includes(name))
            .map((tag) => ({ tag, devices: answer.devices.filter(({ deviceId }) => answer.tags.get(deviceId)?.some(({ name }) => name === tag.name)) })),
    [answer, tags, choice.tags],
  );
  // Tags chosen (by a link, or before the devices changed) that no chosen device offers this person: a device data
  // call does not list a tag their data roles do not give, so it is said here rather than silently left out.
  const unoffered = answer === undefined || answer.devices.length === 0 ? [] : choice.tags.filter((name) => !tags.some((tag) => tag.name === name));
  const chooseDevices = (next: ExploreDevice[]) => {
    devicesQuery.send({ type: 'query.change', query: { ids: next.map(({ deviceId }) => deviceId), known: next, knownTags: answer?.tags ?? new Map() } });
    setDropped([]);
    change({ ...choice, devices: next.map(({ deviceId }) => deviceId) });
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{t`Data exploration`}</Title>
      <div className={classes.choices}>
        <DevicePicker organization={organization} chosen={known} onChange={chooseDevices} />
        <Stack gap="md">
          {answer !== undefined && answer.devices.length > 0 &&
            (tags.length > 0 ? (
              <TagPicker tags={tags} chosen={choice.tags} onChange={(next) => change({ ...choice, tags: next })} />
            ) : (
              <Text c="dimmed">{t`The chosen devices offer you no numeric tags to chart.`}</Text>
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
      {unoffered.length > 0 && (
        <Callout tone="warning" title={t`Tags not shown`}>
          {t`The chosen devices do not offer you these tags: ${unoffered.join(', ')}. Your data roles may not give them, or the devices no longer have them.`}
        </Callout>
      )}
      {devicesStage === 'failed' ? (
        <LoadFailure title={t`The chosen devices could not be read`} error={devicesError} onRetry={() => devicesQuery.send({ type: 'query.retry' })} />
      ) : choice.devices.length === 0 ? (
        <EmptyState>{t`Find a device and add it to chart its tags. Add more devices to compare them.`}</EmptyState>
      ) : answer === undefined ? (
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
