// One licence opened: read from the service, so what shows is what it holds now: the product version, the client
// and the organisation it was activated for, when it was sold, activated and ends, its price and reference, and what
// its subscription grants and uses.
import { Badge, Group, Modal, Stack, Table, Text } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { selectData, selectError, selectStage } from '../../../machines/loadAndSubmit.machine';
import type { Licence } from '../../platform/licencesTypes';
import { DateTime } from '../../ui/DateTime';
import { LoadFailure } from '../../ui/LoadFailure';
import { Spinner } from '../../ui/Spinner';
import { useDealerFlows } from './flows';
import { resourceTypeLabels } from './labels';

export function LicenceDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useLingui();
  const flows = useDealerFlows();
  const [machine] = useState(() => flows.licence(id));
  const read = useActorRef(machine);
  const stage = useSelector(read, selectStage);
  const licence = useSelector(read, selectData<Licence>);
  const error = useSelector(read, selectError);

  return (
    <Modal opened onClose={onClose} title={t`Licence`} closeButtonProps={{ 'aria-label': t`Close` }} size="lg">
      {stage === 'loadFailed' ? (
        <LoadFailure title={t`The licence could not be loaded`} error={error} onRetry={() => read.send({ type: 'user.retry' })} />
      ) : licence === undefined ? (
        <Spinner label={t`Loading the licence`} />
      ) : (
        <LicenceDetails licence={licence} />
      )}
    </Modal>
  );
}

function LicenceDetails({ licence }: { licence: Licence }) {
  const { t, i18n } = useLingui();
  const row = (label: string, value: ReactNode) => (
    <Table.Tr key={label}>
      <Table.Th scope="row">{label}</Table.Th>
      <Table.Td>{value}</Table.Td>
    </Table.Tr>
  );
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Text fw={600}>{licence.code}</Text>
        {licence.expired ? <Badge color="red.9">{t`Expired`}</Badge> : licence.used ? <Badge color="teal.9">{t`Active`}</Badge> : <Badge color="gray.7">{t`Not activated`}</Badge>}
      </Group>
      <Table aria-label={t`Licence ${licence.code}`} verticalSpacing="xs">
        <Table.Tbody>
          {row(t`Product`, t`${licence.product.label} (${licence.product.code}, v${licence.product.version})`)}
          {row(t`Sold to`, licence.targetOrgResourceId)}
          {licence.activatedOrgResourceId && row(t`Activated for`, licence.activatedOrgResourceId)}
          {row(t`Sold`, <DateTime value={licence.creationDate} />)}
          {licence.activationDate !== undefined && row(t`Activated`, <DateTime value={licence.activationDate} dateOnly />)}
          {licence.expirationDate !== undefined && row(t`Ends`, <DateTime value={licence.expirationDate} dateOnly />)}
          {row(t`Renews by itself`, licence.autorenew ? t`Yes` : t`No`)}
          {row(t`Price`, i18n.number(licence.price, { style: 'currency', currency: licence.currency }))}
          {licence.externalRef && row(t`Your reference`, licence.externalRef)}
          {licence.resources.map(({ resourceType, quantity, used }) =>
            row(i18n._(resourceTypeLabels[resourceType]), quantity === -1 ? t`${i18n.number(used)} used of unlimited` : t`${i18n.number(used)} used of ${i18n.number(quantity)}`),
          )}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
