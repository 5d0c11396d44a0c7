// The licences the dealer sold, newest first (spec §9), a page at a time: to whom, for which product version, when
// it ends and whether it renews by itself (switched from the row); opened for its details, activated by its code for
// an organisation, renewed (confirmed), or withdrawn (confirmed) while not yet activated; above them, how many were
// sold and how they stand.
import { Badge, Button, Group, Modal, Stack, Switch, Table, Text, Title } from '@mantine/core';
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
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Title.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Licence } from '../../platform/licencesTypes';
import { useAccess } from '../../portal/portal';
import { CardTable } from '../../ui/CardTable';
import { DateTime } from '../../ui/DateTime';
import { PagedListBody } from '../../ui/PagedListBody';
import { RowActions } from '../../ui/RowActions';
import { usePagedList } from '../../ui/usePagedList';
import { ActivationDialog } from './ActivationDialog';
import { useDealerFlows, type LicenceAction } from './flows';
import { LicenceDialog } from './LicenceDialog';
import { LicenceTally } from './LicenceTally';
import { RenewalDialog } from './RenewalDialog';

const pageSize = 20;

type Open = { kind: 'details' | 'activate' | 'renew'; licence: Licence };

export function LicencesSection({ organization }: { organization: string }) {
  const { t } = useLingui();
  const ability = useAccess()?.ability;
  const can = (action: 'update' | 'delete') => ability?.can(action, 'products') ?? false;
  const flows = useDealerFlows();
  const paged = usePagedList(() => flows.licences(organization), { pageSize });
  const { list, page, pending, actionError, acting } = paged;
  const [open, setOpen] = useState<Open>();
  const deleting = pending?.kind === 'delete' ? pending.licence : undefined;
  // The action last asked for, to send again after it failed (the page still shows the licence as it was).
  const [asked, setAsked] = useState<LicenceAction>();
  const act = (action: LicenceAction) => {
    setAsked(action);
    list.send({ type: 'user.act', action });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="dealer-licences">
      <Title order={2} id="dealer-licences">
        {t`Licences sold`}
      </Title>
      <LicenceTally organization={organization} listRead={page} />
      <PagedListBody
        paged={paged}
        searching={false}
        labels={{
          loading: t`Loading licences`,
          failed: t`The licences could not be loaded`,
          empty: t`You have sold no licences yet. Sell one to a client from the clients tab.`,
          actionFailed: t`The change was not saved`,
        }}
        pagerLabel={t`Pages of licences`}
      >
        {(licences, busy) => (
        <>
          {actionError !== undefined && asked && (
            <Group>
              <Button variant="default" disabled={busy} onClick={() => act(asked)}>
                {t`Try again`}
              </Button>
            </Group>
          )}
          <CardTable minWidth={860}>
            <Table striped verticalSpacing="sm" aria-label={t`Licences sold, newest first`} aria-busy={busy}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t`Code`}</Table.Th>
                  <Table.Th scope="col">{t`Product`}</Table.Th>
                  <Table.Th scope="col">{t`Client`}</Table.Th>
                  <Table.Th scope="col">{t`Sold`}</Table.Th>
                  <Table.Th scope="col">{t`Ends`}</Table.Th>
                  <Table.Th scope="col">{t`Renews by itself`}</Table.Th>
                  <Table.Th scope="col">{t`Actions`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {licences.map((licence) => (
                  <Table.Tr key={licence.licenseId}>
                    <Table.Th scope="row" fw={600}>
                      {licence.code}
                    </Table.Th>
                    <Table.Td>
                      <Text size="sm">{t`${licence.product.label} v${licence.product.version}`}</Text>
                    </Table.Td>
                    <Table.Td>{licence.clientName ?? t`A client organization`}</Table.Td>
                    <Table.Td>
                      <DateTime value={licence.creationDate} />
                    </Table.Td>
                    <Table.Td>
                      {licence.expirationDate === undefined ? (
                        <Badge color="gray.7">{t`Not activated`}</Badge>
                      ) : (
                        <Group gap="xs">
                          <DateTime value={licence.expirationDate} dateOnly />
                          {licence.expired && <Badge color="red.9">{t`Expired`}</Badge>}
                        </Group>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {can('update') ? (
                        <Switch
                          checked={licence.autorenew}
                          disabled={busy}
                          onChange={() => act({ kind: 'autorenew', licence })}
                          aria-label={t`Renews by itself: ${licence.code}`}
                        />
                      ) : (
                        <Badge color={licence.autorenew ? 'teal.9' : 'gray.7'}>{licence.autorenew ? t`On` : t`Off`}</Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <RowActions
                        label={t`Actions for ${licence.code}`}
                        actions={[
                          { label: t`Open`, name: t`Open ${licence.code}`, onClick: () => setOpen({ kind: 'details', licence }), disabled: busy },
                          can('update') &&
                            !licence.used && { label: t`Activate`, name: t`Activate ${licence.code}`, onClick: () => setOpen({ kind: 'activate', licence }), disabled: busy },
                          can('update') &&
                            licence.used && { label: t`Renew`, name: t`Renew ${licence.code}`, onClick: () => setOpen({ kind: 'renew', licence }), disabled: busy },
                          can('delete') &&
                            !licence.used && {
                              label: t`Withdraw`,
                              name: t`Withdraw ${licence.code}`,
                              onClick: () => act({ kind: 'delete', licence }),
                              disabled: busy,
                              danger: true,
                            },
                        ]}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </CardTable>
        </>
        )}
      </PagedListBody>
      {open?.kind === 'details' && <LicenceDialog id={open.licence.licenseId} onClose={() => setOpen(undefined)} />}
      {open?.kind === 'activate' && (
        <ActivationDialog
          licence={open.licence}
          onClose={() => setOpen(undefined)}
          onActivated={() => {
            setOpen(undefined);
            list.send({ type: 'user.reload' });
          }}
        />
      )}
      {open?.kind === 'renew' && (
        <RenewalDialog
          licence={open.licence}
          onClose={(renewed) => {
            setOpen(undefined);
            if (renewed) list.send({ type: 'user.reload' });
          }}
        />
      )}
      <Modal opened={deleting !== undefined} onClose={() => list.send({ type: 'user.cancel' })} title={t`Withdraw licence`} closeButtonProps={{ 'aria-label': t`Close` }}>
        <Text>
          <Trans>Withdraw the licence {deleting?.code}? Its code can no longer be activated. This cannot be undone.</Trans>
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" disabled={acting} onClick={() => list.send({ type: 'user.cancel' })}>
            {t`Cancel`}
          </Button>
          <Button color="red.9" loading={acting} onClick={() => list.send({ type: 'user.confirm' })}>
            {t`Withdraw licence`}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
