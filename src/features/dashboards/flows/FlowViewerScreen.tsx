// Spec §2 /flow/{flowId}/{dashboardFlowId?}: a flow's dashboards one after the other. The step in the route is
// shown (the first when none is named) with the viewer's DashboardView; previous/next and the list of steps move
// between them, each a link, so the browser's back button and shared links work. The query's `version` and
// `ecc_device_<slot>` devices are passed on to every step.
import { Button, Group, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { selectData, selectError, selectStage } from '../../../../machines/loadAndSubmit.machine';
import { navigate } from '../../../routes/hashLocation';
import { useOrgHref } from '../../../portal/portal';
import type { Flow } from '../../../platform/dashboardTypes';
import { isPlatformError } from '../../../platform/errors';
import { Callout } from '../../../ui/Callout';
import { Skeleton } from '../../../ui/Skeleton';
import { useDashboardLinks, withQuery } from '../browse/links';
import { useDashboardLists } from '../listFlows';
import { slotDevicesOf, slotPrefix, withSlotDevices } from '../slotQuery';
import { DashboardView } from '../viewer/DashboardView';
import classes from './flows.module.css';
import { flowPosition } from './flowSteps';
import { ErrorMessage } from '../../../ui/ErrorMessage';

export default function FlowViewerScreen() {
  const params = useParams<{ flowId?: string; dashboardFlowId?: string }>();
  const flowId = params.flowId ?? '';
  // Another flow is another load; moving between the steps of one flow is not.
  return <FlowViewer key={flowId} flowId={flowId} stepId={params.dashboardFlowId} />;
}

function FlowViewer({ flowId, stepId }: { flowId: string; stepId: string | undefined }) {
  const { t } = useLingui();
  const flows = useDashboardLists();
  const [machine] = useState(() => flows.flowViewer(flowId));
  const load = useActorRef(machine);
  const stage = useSelector(load, selectStage);
  const flow = useSelector(load, selectData);
  const error = useSelector(load, selectError);
  const href = useOrgHref();

  if (stage === 'loading') return <Skeleton screen label={t`Loading the flow`} rows={1} />;
  if (stage === 'loadFailed' || flow === undefined) {
    const missing = isPlatformError(error, 'notFound');
    return (
      <Callout tone={missing ? 'warning' : 'error'} title={missing ? t`This flow does not exist` : t`The flow could not be loaded`}>
        {missing ? <Text>{t`It may have been deleted, or it is not shared with you.`}</Text> : <ErrorMessage error={error} />}
        <Group mt="sm">
          {!missing && (
            <Button variant="outline" color="red.8" onClick={() => load.send({ type: 'user.retry' })}>
              {t`Retry`}
            </Button>
          )}
          <Button component="a" variant="default" href={withQuery(href('/directaccess'), { tab: 'flows' })}>
            {t`All flows`}
          </Button>
        </Group>
      </Callout>
    );
  }
  return <FlowStepView flow={flow} stepId={stepId} />;
}

function FlowStepView({ flow, stepId }: { flow: Flow; stepId: string | undefined }) {
  const { t } = useLingui();
  const links = useDashboardLinks();
  const [path] = useLocation();
  const search = new URLSearchParams(useSearch());
  const position = flowPosition(flow, stepId);
  // What every step link carries on: the version and the slots' devices.
  const passedOn = Object.fromEntries([...search].filter(([key]) => key === 'version' || key.startsWith(slotPrefix)));
  const stepHref = (id: string) => links.flow(flow.id, id, passedOn);

  if (position === undefined) {
    const [first] = flow.steps;
    return (
      <Callout tone="warning" title={first ? t`This step is no longer part of the flow “${flow.name}”` : t`The flow “${flow.name}” has no dashboards`}>
        {first && (
          <Button component="a" mt="sm" variant="default" href={stepHref(first.id)}>
            {t`Start the flow`}
          </Button>
        )}
      </Callout>
    );
  }
  const { index, step, previous, next } = position;
  const total = flow.steps.length;

  return (
    <Stack gap="sm">
      <nav aria-label={t`Flow “${flow.name}”`}>
        <Stack gap="xs">
          <Group justify="space-between" wrap="wrap">
            <Text fw={600}>
              <Trans>
                {flow.name}: step {index + 1} of {total}
              </Trans>
            </Text>
            <Group gap="xs">
              {previous ? (
                <Button component="a" size="xs" variant="default" href={stepHref(previous.id)} aria-label={t`Previous: ${previous.label}`}>
                  {t`Previous`}
                </Button>
              ) : (
                <Button size="xs" variant="default" disabled>
                  {t`Previous`}
                </Button>
              )}
              {next ? (
                <Button component="a" size="xs" href={stepHref(next.id)} aria-label={t`Next: ${next.label}`}>
                  {t`Next`}
                </Button>
              ) : (
                <Button size="xs" disabled>
                  {t`Next`}
                </Button>
              )}
            </Group>
          </Group>
          <ol className={classes.stepList} aria-label={t`Steps`}>
            {flow.steps.map((each, at) => (
              <li key={each.id}>
                <a className={classes.stepLink} href={stepHref(each.id)} aria-current={at === index ? 'step' : undefined}>
                  {at + 1}. {each.label}
                </a>
              </li>
            ))}
          </ol>
        </Stack>
      </nav>
      <DashboardView
        key={step.id}
        projectId={step.dashboardId}
        version={search.get('version') ?? step.version}
        slotDevices={slotDevicesOf(search)}
        onSlotsChange={(slots) => navigate(`${path}?${withSlotDevices(search, slots).toString()}`, { replace: true })}
      />
    </Stack>
  );
}
