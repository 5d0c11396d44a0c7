// One page of gateways: each with its status, when it was last seen (by the service's clock), whether it asks for a
// one-time password and how many endpoints it has; its name opens it beside the list.
import { Anchor, Table, Text } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Table.css';
import { useLingui } from '@lingui/react/macro';
import { Name } from '../../ui/Bidi';
import { CardTable } from '../../ui/CardTable';
import { formatSilence } from '../../ui/formatSilence';
import { Pill } from '../../ui/Pill';
import type { ListedGateway } from './flows';
import { statusLabels, statusTones } from '../../kit/remoteAccess/gatewayStatusLabels';

export function GatewayTable({ gateways, busy, onOpen }: { gateways: ListedGateway[]; busy: boolean; onOpen: (gateway: ListedGateway) => void }) {
  const { t, i18n } = useLingui();
  const lastSeen = (gateway: ListedGateway) =>
    gateway.status !== 'offline' ? t`Now` : gateway.silentFor === undefined ? t`Unknown` : formatSilence(gateway.silentFor, i18n.locale);
  return (
    <CardTable minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t`Gateways`} aria-busy={busy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t`Gateway`}</Table.Th>
            <Table.Th scope="col">{t`Status`}</Table.Th>
            <Table.Th scope="col">{t`Last seen`}</Table.Th>
            <Table.Th scope="col">{t`One-time password`}</Table.Th>
            <Table.Th scope="col">{t`Endpoints`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {gateways.map((gateway) => (
            <Table.Tr key={gateway.gatewayId}>
              <Table.Th scope="row" fw={600}>
                <Anchor component="button" type="button" fw={600} ta="start" onClick={() => onOpen(gateway)}>
                  <Name>{gateway.name}</Name>
                </Anchor>
              </Table.Th>
              <Table.Td>
                <Pill tone={statusTones[gateway.status]}>{i18n._(statusLabels[gateway.status])}</Pill>
              </Table.Td>
              <Table.Td>{lastSeen(gateway)}</Table.Td>
              <Table.Td>{gateway.otpRequired ? t`Required` : <Text span size="sm" c="dimmed">{t`Not required`}</Text>}</Table.Td>
              <Table.Td>{gateway.endpoints.length}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </CardTable>
  );
}
