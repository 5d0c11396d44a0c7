// "Why can't they?" for devices: which of the organisation's devices a person reaches, a page at a time and searched
// on the server, each with how (administrator of the organisation, the security policies given to them that group it,
// or the device roles of their groups with the policy and level; the core's areAuthorized, one call a page), and one
// device looked up by its id (the core's isAuthorized).
import { Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Title.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { maxDeviceIdLength } from '../../platform/iamRules';
import type { DeviceRoleReach } from '../../platform/iamTypes';
import { CardTable } from '../../ui/CardTable';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { PagedListBody } from '../../ui/PagedListBody';
import { Pill } from '../../ui/Pill';
import { usePagedList } from '../../ui/usePagedList';
import { useSubmitFlow } from '../../ui/useSubmitFlow';
import type { IamOrganization } from './iamOrganization';
import { useSecurityPolicyFlows, type DeviceReachRow } from './securityPolicyFlows';
import type { UserRow } from './userRow';

const pageSize = 20;
const pageSizes = [20, 50, 100] as const;

export function DeviceReach({ organization, user }: { organization: IamOrganization; user: UserRow }) {
  const { t } = useLingui();
  const flows = useSecurityPolicyFlows();
  const paged = usePagedList(() => flows.deviceReach(organization, user.id), { pageSize });
  const [search, setSearch] = useState('');
  const { username } = user;
  const level = (permission: DeviceRoleReach['permission']) => (permission === 'ADMINISTRATOR' ? t`administrator` : t`regular user`);
  /** What gives the device: the organisation's administration, the policies given to the person, their device roles. */
  const how = ({ reach }: DeviceReachRow): { key: string; text: string }[] => {
    if (reach.administrator) return [{ key: 'administrator', text: t`As an administrator of this organization` }];
    const given = reach.securityPolicies.length > 0 ? [{ key: 'policies', text: reach.securityPolicies.map(({ name }) => name).join(', ') }] : [];
    const roles = reach.deviceRoles.map(({ roleId, roleName, securityPolicyId, securityPolicyName, permission }) => ({
      key: `${roleId}-${securityPolicyId}`,
      text: t`Device role ${roleName}: ${level(permission)} on ${securityPolicyName}`,
    }));
    const through = [...given, ...roles];
    return through.length > 0 ? through : [{ key: 'none', text: t`No security policy or device role of ${username} includes it` }];
  };

  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t`Devices ${username} may reach`}
      </Title>
      <TextInput
        type="search"
        label={t`Search devices`}
        placeholder={t`Device name or id`}
        w={320}
        maw="100%"
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          paged.list.send({ type: 'user.search', search: event.currentTarget.value });
        }}
      />
      <PagedListBody
        paged={paged}
        labels={{
          loading: t`Loading the devices`,
          failed: t`The devices ${username} may reach could not be loaded`,
          empty: t`This organization has no devices yet.`,
          noMatch: <Trans>No device matches “{paged.query.search}”.</Trans>,
        }}
        pagerLabel={t`Pages of devices`}
        pageSizes={{ options: pageSizes }}
      >
        {(items, busy) => (
          <CardTable minWidth={560}>
            <Table striped verticalSpacing="xs" aria-label={t`Devices and whether ${username} may reach them`} aria-busy={busy}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t`Device`}</Table.Th>
                  <Table.Th scope="col">{t`Reach`}</Table.Th>
                  <Table.Th scope="col">{t`Through`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((row) => (
                  <Table.Tr key={row.deviceId}>
                    <Table.Th scope="row" fw={600}>
                      {row.label}
                    </Table.Th>
                    <Table.Td>
                      {row.reach.authorized ? <Pill tone="positive">{t`Reachable`}</Pill> : <Pill tone="neutral">{t`Not reachable`}</Pill>}
                    </Table.Td>
                    <Table.Td>
                      {how(row).map(({ key, text }) => (
                        <Text key={key} size="sm">
                          {text}
                        </Text>
                      ))}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </CardTable>
        )}
      </PagedListBody>
      <DeviceLookup organization={organization} user={user} />
    </Stack>
  );
}

/** One device looked up by its exact id, as a support request names it. */
function DeviceLookup({ organization, user }: { organization: IamOrganization; user: UserRow }) {
  const { t } = useLingui();
  const flows = useSecurityPolicyFlows();
  const [deviceId, setDeviceId] = useState('');
  const [problem, setProblem] = useState<string>();
  const lookup = useSubmitFlow(() => flows.reachesDevice(organization, user.id));
  const { username } = user;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = deviceId.trim();
    const refused = id === '' ? t`Enter a device id.` : id.length > maxDeviceIdLength ? t`A device id has at most ${maxDeviceIdLength} characters.` : undefined;
    setProblem(refused);
    if (refused === undefined) lookup.submit(id);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t`Look up one device`}>
      <Stack gap="xs">
        <Group align="flex-start" gap="xs">
          <TextInput
            label={t`Look up a device by its id`}
            w={320}
            maw="100%"
            value={deviceId}
            error={problem}
            autoCapitalize="none"
            spellCheck={false}
            onChange={(event) => setDeviceId(event.currentTarget.value)}
          />
          <Button type="submit" mt={{ base: 0, xs: 25 }} loading={lookup.submitting}>
            {t`Check`}
          </Button>
        </Group>
        <div aria-live="polite">
          {lookup.stage === 'saved' && (
            <Text>
              {lookup.result
                ? t`${username} may reach the device ${lookup.draft}.`
                : t`${username} may not reach the device ${lookup.draft}: no security policy given to them and no device role of their groups includes it, or the organization has no such device.`}
            </Text>
          )}
          {lookup.error !== undefined && (
            <Text component="div" size="sm" c="red.9" role="alert">
              {t`Whether ${username} may reach ${lookup.draft} could not be checked.`} <ErrorMessage error={lookup.error} />
            </Text>
          )}
        </div>
      </Stack>
    </form>
  );
}
