// One security policy opened: its devices a page at a time (removed, or added by searching the organisation's
// devices, for those who may change device groups) and the policies below it.
import { Button, CloseButton, Group, Modal, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Title.css';
import { Plural, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { SecurityPolicy } from '../../platform/iamTypes';
import { CardTable } from '../../ui/CardTable';
import { DevicesFound } from '../../ui/DevicesFound';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { PagedListBody } from '../../ui/PagedListBody';
import { usePagedList } from '../../ui/usePagedList';
import { useSettledSearch } from '../../ui/useSettledSearch';
import { useSubmitFlow } from '../../ui/useSubmitFlow';
import type { IamOrganization } from './iamOrganization';
import { useSecurityPolicyFlows, type FoundDevice } from './securityPolicyFlows';

const pageSize = 10;

export interface PolicyDialogProps {
  organization: IamOrganization;
  policy: SecurityPolicy;
  /** Whether the person may add and remove devices (update on device groups). */
  mayChange: boolean;
  onClose: () => void;
}

export function PolicyDialog({ organization, policy, mayChange, onClose }: PolicyDialogProps) {
  const { t } = useLingui();
  const flows = useSecurityPolicyFlows();
  const devices = usePagedList(() => flows.policyDevices(organization, policy.id), { pageSize });
  const children = usePagedList(() => flows.policyChildren(organization, policy.id), { pageSize });

  return (
    <Modal opened onClose={onClose} size="xl" title={t`Security policy ${policy.name}`} closeButtonProps={{ 'aria-label': t`Close` }}>
      <Stack gap="lg">
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t`Devices`}
          </Title>
          {mayChange && <PolicyDevicePicker organization={organization} policy={policy} onAdded={() => devices.list.send({ type: 'user.reload' })} />}
          <PagedListBody
            paged={devices}
            labels={{
              loading: t`Loading the policy's devices`,
              failed: t`The policy's devices could not be loaded`,
              empty: t`This policy groups no devices yet.`,
              actionFailed: t`The device was not removed`,
            }}
            emptyNext={mayChange ? { note: t`Find a device above to add it.` } : undefined}
            searching={false}
            pagerLabel={t`Pages of the policy's devices`}
          >
            {(items, busy) => (
              <CardTable minWidth={360}>
                <Table striped verticalSpacing="xs" aria-label={t`Devices of ${policy.name}`} aria-busy={busy}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t`Device`}</Table.Th>
                      <Table.Th scope="col">{t`Id`}</Table.Th>
                      {mayChange && <Table.Th scope="col">{t`Actions`}</Table.Th>}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {items.map((device) => (
                      <Table.Tr key={device.id}>
                        <Table.Th scope="row" fw={600}>
                          {device.label}
                        </Table.Th>
                        <Table.Td>
                          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                            {device.id}
                          </Text>
                        </Table.Td>
                        {mayChange && (
                          <Table.Td>
                            <Button
                              variant="subtle"
                              color="red"
                              size="compact-sm"
                              disabled={busy}
                              aria-label={t`Remove ${device.label} from ${policy.name}`}
                              onClick={() => devices.list.send({ type: 'user.act', action: { kind: 'remove', device } })}
                            >
                              {t`Remove`}
                            </Button>
                          </Table.Td>
                        )}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </CardTable>
            )}
          </PagedListBody>
        </Stack>
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t`Child policies`}
          </Title>
          <PagedListBody
            paged={children}
            labels={{
              loading: t`Loading the child policies`,
              failed: t`The child policies could not be loaded`,
              empty: t`No policy sits below this one.`,
            }}
            searching={false}
            pagerLabel={t`Pages of child policies`}
          >
            {(items) => (
              <ul aria-label={t`Child policies of ${policy.name}`} style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
                {items.map((child) => (
                  <li key={child.id}>
                    {child.name}{' '}
                    <Text span size="sm" c="dimmed">
                      (<Plural value={child.deviceCount} one="# device" other="# devices" />)
                    </Text>
                  </li>
                ))}
              </ul>
            )}
          </PagedListBody>
        </Stack>
      </Stack>
    </Modal>
  );
}

/** Finds the organisation's devices by name or id and adds the one chosen to the policy. */
function PolicyDevicePicker({ organization, policy, onAdded }: { organization: IamOrganization; policy: SecurityPolicy; onAdded: () => void }) {
  const { t } = useLingui();
  const flows = useSecurityPolicyFlows();
  const [added, setAdded] = useState<string[]>([]);
  const search = useSettledSearch(() => flows.searchDevices(organization));
  const { answer: shown, failure } = search;
  const addition = useSubmitFlow(
    () => flows.addPolicyDevice(organization, policy.id),
    (_, device) => {
      setAdded((before) => [...before, device.deviceId]);
      onAdded();
    },
  );
  const adding = addition.submitting ? addition.draft?.deviceId : undefined;
  const addFailure = addition.error !== undefined && addition.draft ? { device: addition.draft, error: addition.error } : undefined;
  const choose = (device: FoundDevice) => addition.submit(device);

  return (
    <Stack gap="xs">
      <TextInput
        type="search"
        label={t`Find a device to add`}
        description={t`Search the organization's devices by name or id`}
        value={search.text}
        rightSection={search.text === '' ? undefined : <CloseButton size="sm" aria-label={t`Clear the search`} onClick={() => search.change('')} />}
        onChange={(event) => search.change(event.currentTarget.value)}
      />
      {failure !== undefined && (
        <Text component="div" size="sm" c="red.9" role="alert">
          {t`The devices could not be searched.`} <ErrorMessage error={failure} />
        </Text>
      )}
      {addFailure && (
        <Text component="div" size="sm" c="red.9" role="alert">
          {t`${addFailure.device.label} was not added.`} <ErrorMessage error={addFailure.error} />
        </Text>
      )}
      {shown && (
        <>
          <DevicesFound shown={shown.devices.length} total={shown.total} />
          {shown.devices.length > 0 && (
            <Stack gap={4} component="ul" aria-label={t`Devices found`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {shown.devices.map((device) => (
                <Group key={device.deviceId} component="li" gap="xs" wrap="nowrap" justify="space-between">
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {device.label}{' '}
                    <Text span size="xs" c="dimmed">
                      {device.deviceId}
                    </Text>
                  </Text>
                  <Button
                    variant="light"
                    size="compact-sm"
                    loading={adding === device.deviceId}
                    disabled={adding !== undefined || added.includes(device.deviceId)}
                    aria-label={t`Add ${device.label} to ${policy.name}`}
                    onClick={() => choose(device)}
                  >
                    {added.includes(device.deviceId) ? t`Added` : t`Add`}
                  </Button>
                </Group>
              ))}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
