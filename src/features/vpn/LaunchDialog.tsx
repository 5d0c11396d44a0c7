// An endpoint's applications (those of its profile), each launched on it through the companion app, and marked or
// unmarked as one of the person's favourites.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectAnswer, selectQueryError, selectQueryStage } from '../../../machines/liveQuery.machine';
import type { ApplicationProfile } from '../../platform/vpnClient';
import { showBidiControls } from '../../ui/Bidi';
import { Callout } from '../../ui/Callout';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { LoadFailure } from '../../ui/LoadFailure';
import { Spinner } from '../../ui/Spinner';
import { ApplicationTable } from './ApplicationTable';
import { LaunchOutcome, useLaunch } from './Launch';
import { useVpnFlows } from './flows';
import { useFavourites } from './useFavourites';

export interface LaunchDialogProps {
  organization: string;
  gatewayName: string;
  endpoint: { name: string; actionProfile: string };
  onClose: () => void;
}

export function LaunchDialog({ organization, gatewayName, endpoint, onClose }: LaunchDialogProps) {
  const { t } = useLingui();
  const flows = useVpnFlows();
  const [machine] = useState(() => flows.endpointProfile(organization));
  const query = useActorRef(machine, { input: { query: { profileId: endpoint.actionProfile } } });
  const stage = useSelector(query, selectQueryStage);
  const profile = useSelector(query, selectAnswer<ApplicationProfile>);
  const error = useSelector(query, selectQueryError);
  const favourites = useFavourites(organization);
  const { step, launch } = useLaunch(organization);
  const endpointName = showBidiControls(endpoint.name);

  return (
    <Modal opened onClose={onClose} size="lg" title={t`Applications on ${endpointName}`} closeButtonProps={{ 'aria-label': t`Close` }}>
      {profile === undefined ? (
        stage === 'failed' ? (
          <LoadFailure title={t`The endpoint's applications could not be loaded`} error={error} onRetry={() => query.send({ type: 'query.retry' })} />
        ) : (
          <Spinner label={t`Loading the endpoint's applications`} />
        )
      ) : profile.applications.length === 0 ? (
        <Text>{t`The profile “${profile.name}” of this endpoint offers no applications. Add some to it on the Profiles tab.`}</Text>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">{t`From the profile “${profile.name}”.`}</Text>
          {favourites.stage === 'failed' && favourites.favourites === undefined && (
            <LoadFailure tone="warning" title={t`Your favourites could not be loaded`} error={favourites.error} onRetry={favourites.retry} />
          )}
          {favourites.changeError !== undefined && (
            <Callout tone="error" title={t`The favourites were not changed`}>
              <ErrorMessage error={favourites.changeError} />
            </Callout>
          )}
          <ApplicationTable
            label={t`Applications on ${endpointName}`}
            columns={[t`Type`, t`Actions`]}
            minWidth={420}
            rows={profile.applications.map((application) => {
              const fields = { gateway: gatewayName, endpoint: endpoint.name, applicationProfile: profile.name, application: application.name };
              const favourite = favourites.favourites?.find((candidate) =>
                (Object.keys(fields) as (keyof typeof fields)[]).every((key) => candidate[key] === fields[key]),
              );
              const name = application.name;
              return {
                key: application.id,
                name,
                cells: [
                  application.type === 'Custom' ? t`Custom` : application.type,
                  <Group key="actions" gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      loading={step.kind === 'busy' && step.target.actionName === name}
                      disabled={step.kind === 'busy'}
                      aria-label={t`Launch ${name} on ${endpointName}`}
                      onClick={() => launch({ gatewayName, endpointName: endpoint.name, actionName: name })}
                    >
                      {t`Launch`}
                    </Button>
                    {favourites.favourites !== undefined && (
                      <Button
                        size="xs"
                        variant="default"
                        aria-pressed={favourite !== undefined}
                        disabled={favourites.changing}
                        aria-label={t`Favourite: ${name} on ${endpointName}`}
                        onClick={() => (favourite ? favourites.remove(favourite.id) : favourites.add(fields))}
                      >
                        <span aria-hidden="true">{favourite ? '★' : '☆'}&nbsp;</span>
                        {t`Favourite`}
                      </Button>
                    )}
                  </Group>,
                ],
              };
            })}
          />
          <LaunchOutcome step={step} />
        </Stack>
      )}
    </Modal>
  );
}
