// "Developer details" (experimental switch `developerUi`, user menu): what someone integrating with the platform asks
// support for, shown in one place: the platform instance (the id apps are given), the organisation's ids, the
// permissions the organisation token gives this person, and the base address of each service the portal calls.
// Nothing here is secret (no token is shown).
import { Code, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Title.css';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectAnswer, selectQueryError, selectQueryStage } from '../../../machines/liveQuery.machine';
import { useActorRef } from '../../platform/actorFactory';
import { serviceBase } from '../../platform/config';
import { servicePrefixes, type ServiceName } from '../../platform/endpoints';
import { useAccess, usePortal, useSelectedOrganization } from '../../portal/portal';
import { LoadFailure } from '../../ui/LoadFailure';
import { Spinner } from '../../ui/Spinner';
import { useDeveloperFlows } from './flows';

export default function DeveloperDetails({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const { platform } = usePortal();
  const organization = useSelectedOrganization();
  const permissions = (useAccess()?.ability.rules ?? []).map((rule) => `${String(rule.subject)}:${String(rule.action)}`).sort();
  const services = Object.keys(servicePrefixes) as ServiceName[];
  return (
    <Modal opened onClose={onClose} title={t`Developer details`} size="lg">
      <Stack gap="md">
        <PlatformInstance />
        <section>
          <Title order={3} size="h5">{t`Organization`}</Title>
          {organization ? (
            <Text size="sm">
              {organization.label}: <Code>{organization.resourceId}</Code> (<Code>{String(organization.id)}</Code>)
            </Text>
          ) : (
            <Text size="sm" c="dimmed">{t`No organization is chosen yet.`}</Text>
          )}
        </section>
        <section>
          <Title order={3} size="h5">{t`Your permissions in this organization`}</Title>
          {permissions.length === 0 ? (
            <Text size="sm" c="dimmed">{t`None`}</Text>
          ) : (
            // One line would run past the dialog: the permissions wrap between themselves.
            <Group gap={4}>{permissions.map((permission) => <Code key={permission}>{permission}</Code>)}</Group>
          )}
        </section>
        <section>
          <Title order={3} size="h5">{t`Service addresses`}</Title>
          <Table withRowBorders={false} verticalSpacing={2} aria-label={t`Service addresses`}>
            <Table.Tbody>
              {services.map((service) => (
                <Table.Tr key={service}>
                  <Table.Th scope="row" fw={400}>
                    <Code>{service}</Code>
                  </Table.Th>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{serviceBase(platform.hosts, service)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </section>
      </Stack>
    </Modal>
  );
}

function PlatformInstance() {
  const { t } = useLingui();
  const flows = useDeveloperFlows();
  const [machine] = useState(() => flows.instance());
  const query = useActorRef(machine, { input: { query: {} } });
  const stage = useSelector(query, selectQueryStage);
  const instance = useSelector(query, selectAnswer<{ id: string }>);
  const error = useSelector(query, selectQueryError);
  return (
    <section>
      <Title order={3} size="h5">{t`Platform instance`}</Title>
      {instance ? (
        <Text size="sm">
          <Code>{instance.id}</Code>
        </Text>
      ) : stage === 'failed' ? (
        <LoadFailure tone="warning" title={t`The platform instance could not be read`} error={error} onRetry={() => query.send({ type: 'query.retry' })} />
      ) : (
        <Spinner label={t`Reading the platform instance`} />
      )}
    </section>
  );
}
