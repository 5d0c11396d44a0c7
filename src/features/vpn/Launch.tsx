// Launching an application on an endpoint: `executeAction` answers what the companion app runs on this operating
// system, which is then handed to it by a link of its own scheme (launchAction.ts) and shown as the command it runs;
// a web page opens in a new tab. One launch at a time: the flow ignores a second click while one is asked for.
import { Anchor, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Stack.css';
import { useLingui } from '@lingui/react/macro';
import type { LaunchAction, LaunchTarget } from '../../platform/vpnClient';
import { Callout } from '../../ui/Callout';
import { isPlatformError } from '../../platform/errors';
import { ErrorDetails } from '../../ui/ErrorDetails';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { useSubmitFlow } from '../../ui/useSubmitFlow';
import { useVpnFlows } from './flows';
import { companionLink, describeAction } from './launchAction';

export type LaunchStep =
  | { kind: 'idle' }
  | { kind: 'busy'; target: LaunchTarget }
  | { kind: 'done'; target: LaunchTarget; actions: LaunchAction[] }
  | { kind: 'failed'; target: LaunchTarget; error: unknown };

/** `organization` undefined: the organisation the token is for, which the platform reads from the token. */
export function useLaunch(organization: string | undefined) {
  const flows = useVpnFlows();
  const flow = useSubmitFlow(() => flows.launch(organization));
  const target = flow.draft;
  const step: LaunchStep =
    target === undefined || flow.stage === 'idle'
      ? { kind: 'idle' }
      : flow.stage === 'submitting'
        ? { kind: 'busy', target }
        : flow.stage === 'failed'
          ? { kind: 'failed', target, error: flow.error }
          : { kind: 'done', target, actions: flow.result ?? [] };
  return { step, launch: flow.submit };
}

/** What became of the last launch: the actions handed to the companion app, or why there are none. */
export function LaunchOutcome({ step }: { step: LaunchStep }) {
  const { t } = useLingui();
  if (step.kind === 'failed') {
    const { actionName, endpointName } = step.target;
    return (
      <Callout tone="error" title={t`${actionName} could not be opened on ${endpointName}`}>
        {/* The service refuses a launch it cannot serve now with a conflict: the generic "conflicts with the current
            data" would mislead here. */}
        {isPlatformError(step.error, 'conflict') ? (
          <>
            <Text size="sm">{t`The gateway is offline, or ${actionName} has no program for your operating system.`}</Text>
            <ErrorDetails error={step.error} />
          </>
        ) : (
          <ErrorMessage error={step.error} />
        )}
      </Callout>
    );
  }
  if (step.kind !== 'done') return null;
  const { actionName, endpointName } = step.target;
  const web = step.actions.filter((action) => action.type === 'openUrl');
  const runs = step.actions.filter((action) => action.type === 'run');
  return (
    <Stack gap={4} role="status" aria-label={t`${actionName} on ${endpointName}`}>
      {runs.length > 0 && (
        <>
          <Text size="sm">{t`Ready for the companion app: it runs`}</Text>
          {runs.map((action) => (
            <Text key={describeAction(action)} size="sm" ff="monospace">
              {describeAction(action)}
            </Text>
          ))}
          <Anchor size="sm" href={companionLink(runs)}>
            {t`Open ${actionName} in the companion app`}
          </Anchor>
        </>
      )}
      {web.map((action) => (
        <Anchor key={action.url} size="sm" href={action.url} target="_blank" rel="noreferrer">
          {t`Open ${actionName} at ${action.url}`}
        </Anchor>
      ))}
    </Stack>
  );
}
