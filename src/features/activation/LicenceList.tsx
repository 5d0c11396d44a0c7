// The organisation's device licences, newest first, a page at a time: which device each activated, its
// VPN time and whether that renews by itself (switched from the row), and a licence released after confirmation.
import { Badge, Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
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
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Title.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { DeviceLicence } from '../../platform/deviceLicenceTypes';
import { CardTable } from '../../ui/CardTable';
import { DateTime } from '../../ui/DateTime';
import { RowActions } from '../../ui/RowActions';
import { PagedListBody } from '../../ui/PagedListBody';
import { usePagedList } from '../../ui/usePagedList';
import { useActivationFlows } from './flows';

const pageSize = 10;

export interface LicenceListProps {
  organization: string;
  canRelease: boolean;
  canUpdate: boolean;
  /** Counts the licence changes made elsewhere on the screen: each one reads the list again. */
  changes: number;
}

export function LicenceList({ organization, canRelease, canUpdate, changes }: LicenceListProps) {
  const { t } = useLingui();
  const flows = useActivationFlows();
  const licences = usePagedList(() => flows.licences(organization), { pageSize });
  const { list, pending, acting } = licences;
  useEffect(() => {
    if (changes > 0) list.send({ type: 'user.reload' });
  }, [changes, list]);
  const releasing = pending?.kind === 'release' ? pending.licence : undefined;
  const releasingKey = releasing?.activationKey ?? '';

  return (
    <section aria-labelledby="device-licences">
      <Stack gap="md">
        <Title order={2} id="device-licences">
          {t`Device licences`}
        </Title>
        <PagedListBody
          paged={licences}
          labels={{
            loading: t`Loading device licences`,
            failed: t`The device licences could not be loaded`,
            empty: t`This organization has no device licences.`,
            noMatch: t`No device licence matches.`,
            actionFailed: t`The device licence was not changed`,
          }}
          searching={false}
          pagerLabel={t`Pages of device licences`}
        >
          {(items, busy) => (
            <CardTable minWidth={760}>
              <Table aria-labelledby="device-licences">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t`Activation key`}</Table.Th>
                    <Table.Th>{t`Serial number`}</Table.Th>
                    <Table.Th>{t`Device`}</Table.Th>
                    <Table.Th>{t`VPN until`}</Table.Th>
                    <Table.Th>{t`Actions`}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((licence) => (
                    <LicenceRow
                      key={licence.id}
                      licence={licence}
                      disabled={busy}
                      canRelease={canRelease}
                      canUpdate={canUpdate}
                      onRelease={() => list.send({ type: 'user.act', action: { kind: 'release', licence } })}
                      onAutorenew={(autorenew) => list.send({ type: 'user.act', action: { kind: 'autorenew', licence, autorenew } })}
                    />
                  ))}
                </Table.Tbody>
              </Table>
            </CardTable>
          )}
        </PagedListBody>
      </Stack>
      <Modal
        opened={releasing !== undefined}
        onClose={() => list.send({ type: 'user.cancel' })}
        title={t`Release device licence`}
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <Text>
          <Trans>Release the licence {releasingKey}? It leaves this organization and cannot activate a device here again.</Trans>
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" disabled={acting} onClick={() => list.send({ type: 'user.cancel' })}>
            {t`Cancel`}
          </Button>
          <Button color="red.9" loading={acting} data-autofocus onClick={() => list.send({ type: 'user.confirm' })}>
            {t`Release licence`}
          </Button>
        </Group>
      </Modal>
    </section>
  );
}

function LicenceRow(props: {
  licence: DeviceLicence;
  disabled: boolean;
  canRelease: boolean;
  canUpdate: boolean;
  onRelease: () => void;
  onAutorenew: (autorenew: boolean) => void;
}) {
  const { t } = useLingui();
  const { licence } = props;
  const key = licence.activationKey;
  const vpnActive = licence.toDateVpn !== undefined && licence.logicalId !== undefined;
  // A licence whose time ran out was used up, whether or not a device still holds it.
  const expired = licence.toDateVpn !== undefined && Date.parse(licence.toDateVpn) < Date.now();
  return (
    <Table.Tr>
      <Table.Th scope="row">
        <code>{key}</code>
      </Table.Th>
      <Table.Td>{licence.serialNumber ?? '—'}</Table.Td>
      <Table.Td>
        {licence.used ? (
          (licence.alias ?? licence.label ?? t`Activated on a device`)
        ) : expired ? (
          <Badge color="red.9">{t`Expired`}</Badge>
        ) : (
          t`Not used yet`
        )}
      </Table.Td>
      <Table.Td>
        {vpnActive ? (
          <>
            <DateTime value={Date.parse(licence.toDateVpn ?? '')} dateOnly />
            {licence.vpnAutorenew ? <Text size="sm">{t`Renews automatically`}</Text> : null}
          </>
        ) : (
          '—'
        )}
      </Table.Td>
      <Table.Td>
        <RowActions
          label={t`Actions for licence ${key}`}
          actions={[
            props.canUpdate &&
              vpnActive && {
                label: licence.vpnAutorenew ? t`Stop VPN renewal` : t`Renew VPN automatically`,
                name: licence.vpnAutorenew ? t`Stop VPN renewal of licence ${key}` : t`Renew VPN of licence ${key} automatically`,
                onClick: () => props.onAutorenew(!licence.vpnAutorenew),
                disabled: props.disabled,
              },
            props.canRelease && {
              label: t`Release`,
              name: t`Release licence ${key}`,
              onClick: props.onRelease,
              disabled: props.disabled,
              danger: true,
            },
          ]}
        />
      </Table.Td>
    </Table.Tr>
  );
}
