// The comparison of two versions (spec §4), widget by widget: what the newer one adds, removes and changes.
import { List, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectData, selectError, selectStage } from '../../../../machines/loadAndSubmit.machine';
import { LoadFailure } from '../../../ui/LoadFailure';
import { Spinner } from '../../../ui/Spinner';
import { useDashboardLists } from '../listFlows';
import { displayName } from '../document/displayName';
import { kindOf } from '../widgets/catalog';
import { isEmptyDiff, type ChangedWidget, type LinkChange, type WidgetSummary } from './versionDiff';

export function VersionCompare({ dashboardId, from, to }: { dashboardId: string; from: string; to: string }) {
  const { t, i18n } = useLingui();
  const flows = useDashboardLists();
  const [machine] = useState(() => flows.compareVersions(dashboardId, from, to));
  const flow = useActorRef(machine);
  const stage = useSelector(flow, selectStage);
  const diff = useSelector(flow, selectData);
  const error = useSelector(flow, selectError);

  // Named as the editor names them ("Temperature", "Value 2", the page's title), never by the document's ids.
  const widget = (summary: WidgetSummary) => {
    const named = displayName(summary, i18n);
    // A widget named by its title says what kind it is too.
    const kindLabel = summary.title === undefined ? undefined : kindOf(summary.type)?.label;
    const kind = kindLabel && i18n._(kindLabel);
    const name = kind ? t`${named} (${kind})` : named;
    if (!summary.page) return name;
    const page = displayName({ wgtId: summary.page, type: 'PageWgt', name: summary.page, ...(summary.pageTitle === undefined ? {} : { title: summary.pageTitle }) }, i18n);
    return t`${name} on ${page}`;
  };
  const link = ({ tgtProp, before, after }: LinkChange) => {
    if (before && after && before.srcProp === after.srcProp) return t`${tgtProp}: ${after.srcProp} now ${after.permission} (was ${before.permission})`;
    if (before && after) return t`${tgtProp}: linked to ${after.srcProp} (was ${before.srcProp})`;
    if (after) return t`${tgtProp}: newly linked to ${after.srcProp}`;
    return t`${tgtProp}: link to ${before?.srcProp ?? ''} removed`;
  };
  const changes = (change: ChangedWidget) => [
    ...(change.props.length > 0 ? [t`Properties: ${change.props.join(', ')}`] : []),
    ...(change.renamed ? [t`Renamed`] : []),
    ...(change.layout ? [t`Another place in the grid`] : []),
    ...(change.moved ? [t`Moved to another page or group`] : []),
    ...change.links.map(link),
  ];

  return (
    <Stack gap="sm" role="region" aria-label={t`Version ${from} compared with version ${to}`}>
      <Title order={3}>{t`What version ${to} changes of version ${from}`}</Title>
      {stage === 'loading' && <Spinner label={t`Comparing the versions`} />}
      {stage === 'loadFailed' && (
        <LoadFailure title={t`The versions could not be compared`} error={error} onRetry={() => flow.send({ type: 'user.retry' })} />
      )}
      {diff && isEmptyDiff(diff) && <Text role="status">{t`The two versions hold the same widgets, placed and linked alike.`}</Text>}
      {diff && !isEmptyDiff(diff) && (
        <>
          <Text size="sm" c="dimmed">
            {t`${diff.added.length} added, ${diff.removed.length} removed, ${diff.changed.length} changed, ${diff.unchanged} unchanged.`}
          </Text>
          {diff.added.length > 0 && (
            <section aria-label={t`Added widgets`}>
              <Title order={4}>{t`Added`}</Title>
              <List size="sm">
                {diff.added.map((each) => (
                  <List.Item key={each.wgtId}>{widget(each)}</List.Item>
                ))}
              </List>
            </section>
          )}
          {diff.removed.length > 0 && (
            <section aria-label={t`Removed widgets`}>
              <Title order={4}>{t`Removed`}</Title>
              <List size="sm">
                {diff.removed.map((each) => (
                  <List.Item key={each.wgtId}>{widget(each)}</List.Item>
                ))}
              </List>
            </section>
          )}
          {diff.changed.length > 0 && (
            <section aria-label={t`Changed widgets`}>
              <Title order={4}>{t`Changed`}</Title>
              <List size="sm">
                {diff.changed.map((each) => (
                  <List.Item key={each.wgtId}>
                    {widget(each)}
                    <List size="sm" withPadding>
                      {changes(each).map((line) => (
                        <List.Item key={line}>{line}</List.Item>
                      ))}
                    </List>
                  </List.Item>
                ))}
              </List>
            </section>
          )}
        </>
      )}
    </Stack>
  );
}
