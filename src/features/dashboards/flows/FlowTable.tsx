// One page of flows: the dashboards each shows in turn, its owner, whether the person may edit it, and the actions
// they may take.
import { Anchor, Table } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Table.css';
import { useLingui } from '@lingui/react/macro';
import { DateTime } from '../../../ui/DateTime';
import { CardTable } from '../../../ui/CardTable';
import type { Flow } from '../../../platform/dashboardTypes';
import type { PortalAbility } from '../../../session/ability';
import { itemAccess } from '../browse/access';
import { useDashboardLinks } from '../browse/links';
import { RowActions } from '../../../ui/RowActions';
import { Name, showBidiControls } from '../../../ui/Bidi';
import { ClampedText } from '../../../ui/ClampedText';

export type FlowCommand = 'edit' | 'share' | 'delete';

export interface FlowTableProps {
  flows: Flow[];
  username: string | undefined;
  ability: PortalAbility | undefined;
  busy: boolean;
  onCommand: (command: FlowCommand, flow: Flow) => void;
}

export function FlowTable({ flows, username, ability, busy, onCommand }: FlowTableProps) {
  const { t } = useLingui();
  const links = useDashboardLinks();

  return (
    <CardTable minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t`Flows`} aria-busy={busy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t`Name`}</Table.Th>
            <Table.Th scope="col">{t`Dashboards in turn`}</Table.Th>
            <Table.Th scope="col">{t`Owner`}</Table.Th>
            <Table.Th scope="col">{t`Your access`}</Table.Th>
            <Table.Th scope="col">{t`Updated`}</Table.Th>
            <Table.Th scope="col">{t`Actions`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {flows.map((flow) => {
            const access = itemAccess(flow, username, ability);
            return (
              <Table.Tr key={flow.id}>
                <Table.Th scope="row" fw={600}>
                  <Anchor href={links.flow(flow.id)}>
                    <Name>{flow.name}</Name>
                  </Anchor>
                  {flow.description && (
                    <ClampedText size="sm" c="dimmed" fw={400} text={flow.description} />
                  )}
                </Table.Th>
                <Table.Td>
                  <ClampedText size="sm" text={flow.steps.map((step) => step.label).join(' → ')}>
                    <Name>{flow.steps.map((step) => step.label).join(' → ')}</Name>
                  </ClampedText>
                </Table.Td>
                <Table.Td>{access.isOwner ? t`You (${showBidiControls(flow.owner)})` : <Name>{flow.owner}</Name>}</Table.Td>
                <Table.Td>{access.mayEdit ? t`Can edit` : t`Read only`}</Table.Td>
                <Table.Td>
                  <DateTime value={flow.updatedAt} />
                </Table.Td>
                <Table.Td>
                  <RowActions
                    label={t`Actions for flow ${showBidiControls(flow.name)}`}
                    actions={[
                      access.mayEdit && { label: t`Edit`, name: t`Edit flow ${showBidiControls(flow.name)}`, onClick: () => onCommand('edit', flow), disabled: busy },
                      access.mayShare && { label: t`Share`, name: t`Share flow ${showBidiControls(flow.name)}`, onClick: () => onCommand('share', flow), disabled: busy },
                      access.mayDelete && { label: t`Delete`, name: t`Delete flow ${showBidiControls(flow.name)}`, onClick: () => onCommand('delete', flow), disabled: busy, danger: true },
                    ]}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </CardTable>
  );
}
