// "Why can't they?" for one person: what they may do in this organisation and through which group and role, and for
// a screen of the portal whether it is open to them, or which permission (or service of the organisation) they lack;
// and, to those who read devices, which devices they may reach and through which security policies.
import { Box, Modal, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Title.css';
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectAnswer, selectQueryError, selectQueryStage } from '../../../machines/liveQuery.machine';
import type { UserGroupDetail } from '../../platform/iamTypes';
import { resources, actions } from '../../platform/permissions';
import { useAccess, usePortal, useSelectedOrganization } from '../../portal/portal';
import { routeTable } from '../../routes/routeTable';
import { CardTable } from '../../ui/CardTable';
import { Callout } from '../../ui/Callout';
import { LoadFailure } from '../../ui/LoadFailure';
import { Spinner } from '../../ui/Spinner';
import { DeviceReach } from './DeviceReach';
import { useIamFlows } from './flows';
import type { IamOrganization } from './iamOrganization';
import { permissionName } from '../../ui/permissionName';
import { screenName } from './screenNames';
import { askableRoutes, effectiveAccess, routeVerdict, type Source } from './userAccess';
import type { UserRow } from './userRow';

export interface UserAccessDialogProps {
  organization: IamOrganization;
  user: UserRow;
  onClose: () => void;
}

export function UserAccessDialog({ organization, user, onClose }: UserAccessDialogProps) {
  const { t } = useLingui();
  const flows = useIamFlows();
  const [machine] = useState(() => flows.userAccess(organization));
  const query = useActorRef(machine, { input: { query: { userId: user.id } } });
  const stage = useSelector(query, selectQueryStage);
  const groups = useSelector(query, selectAnswer<UserGroupDetail[]>);
  const error = useSelector(query, selectQueryError);
  const canReadDevices = useAccess()?.ability.can('read', 'devices') ?? false;

  return (
    <Modal opened onClose={onClose} size="xl" title={t`Access of ${user.username}`} closeButtonProps={{ 'aria-label': t`Close` }}>
      {stage === 'failed' && groups === undefined ? (
        <LoadFailure title={t`The access could not be loaded`} error={error} onRetry={() => query.send({ type: 'query.retry' })} />
      ) : groups === undefined ? (
        <Spinner label={t`Loading the access`} />
      ) : (
        <AccessDetails username={user.username} groups={groups} />
      )}
      {canReadDevices && (
        <Box mt="lg">
          <DeviceReach organization={organization} user={user} />
        </Box>
      )}
    </Modal>
  );
}

function AccessDetails({ username, groups }: { username: string; groups: UserGroupDetail[] }) {
  const { t, i18n } = useLingui();
  const { isBuilt } = usePortal();
  const organization = useSelectedOrganization();
  const granted = effectiveAccess(groups);
  const routes = askableRoutes(routeTable, isBuilt);
  const [path, setPath] = useState('');
  const route = routes.find((candidate) => candidate.path === path);
  const screen = route && screenName(route, i18n);
  const verdict = route && organization ? routeVerdict(route, new Set(granted.keys()), organization) : undefined;
  const names = (pairs: readonly [string, string][]) => pairs.map(([action, resource]) => permissionName(`${resource}:${action}`, i18n)).join(', ');
  const source = ({ group, role }: Source) => (group.type === 'STANDARD' ? t`${role.name} in ${group.name}` : t`${role.name}, given to ${username} directly`);
  // In the grid's order: by resource, then by action.
  const rows = resources.flatMap((resource) => actions.flatMap((action) => {
    const sources = granted.get(`${resource}:${action}`);
    return sources === undefined ? [] : [{ scope: `${resource}:${action}`, sources }];
  }));

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t`Why can't they open a screen?`}
        </Title>
        <NativeSelect
          label={t`Screen of the portal`}
          value={path}
          data={[{ value: '', label: t`Choose a screen` }, ...routes.map((candidate) => ({ value: candidate.path, label: screenName(candidate, i18n) }))]}
          onChange={(event) => setPath(event.currentTarget.value)}
        />
        {route && verdict && (
          <div aria-live="polite">
            {verdict.open ? (
              <Text>{t`${username} may open ${screen}.`}</Text>
            ) : verdict.reason === 'permission' ? (
              <Callout tone="warning" title={t`${username} may not open ${screen}`}>
                {verdict.anyOf
                  ? t`It needs one of these permissions, and no role of ${username}'s gives any: ${names(verdict.missing)}.`
                  : t`It needs these permissions, which no role of ${username}'s gives: ${names(verdict.missing)}.`}
              </Callout>
            ) : verdict.reason === 'role' ? (
              <Callout tone="warning" title={t`${username} may not open ${screen}`}>
                {t`It needs the portal role “${verdict.role}”, which comes with a person's account, not from this organization's roles.`}
              </Callout>
            ) : (
              <Callout tone="warning" title={t`${username} may not open ${screen}`}>
                {
                  {
                    iot: t`It needs an organization with data (IoT); this one has none.`,
                    vpn: t`It needs an organization with remote access (VPN); this one has none.`,
                    store: t`It needs an organization whose app store is enabled; this one's is not.`,
                  }[verdict.reason]
                }
              </Callout>
            )}
          </div>
        )}
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t`What ${username} may do here`}
        </Title>
        {rows.length === 0 ? (
          <Text c="dimmed">{t`${username} holds no permission in this organization.`}</Text>
        ) : (
          <CardTable minWidth={480}>
            <Table striped verticalSpacing="xs" aria-label={t`Permissions of ${username}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t`Permission`}</Table.Th>
                  <Table.Th scope="col">{t`Given by`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map(({ scope, sources }) => (
                  <Table.Tr key={scope}>
                    <Table.Th scope="row" fw={500}>
                      {permissionName(scope, i18n)}
                    </Table.Th>
                    <Table.Td>{sources.map(source).join('; ')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </CardTable>
        )}
      </Stack>
    </Stack>
  );
}
