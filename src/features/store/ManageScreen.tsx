// Spec §2 /store/manage (read organizations): the organisation's installed apps with their lifecycle state and plan;
// an app that can be opened opens, and those who may update the organisation move one to another of its plans
// (spec §7 plan change), try a failed install or uninstall again (spec §7 reschedule), or uninstall one after confirming (forced where a normal uninstall cannot finish, facts §12.1).
import { Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
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
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Title.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { forcedUninstallStatuses, openableStatuses, planChangeStatuses, rescheduleStatuses, type AppInstallation } from '../../platform/appsTypes';
import { useAccess, useOrgHref, useSelectedOrganization } from '../../portal/portal';
import { Callout } from '../../ui/Callout';
import { CardTable } from '../../ui/CardTable';
import { ListStatus } from '../../ui/ListStatus';
import { Pager } from '../../ui/Pager';
import { Pill } from '../../ui/Pill';
import { RowActions } from '../../ui/RowActions';
import { usePagedList } from '../../ui/usePagedList';
import { useStoreFlows } from './flows';
import { paymentRefused, statusLabels, statusTones } from './labels';
import { PlanDialog } from './PlanDialog';
import { StoreNav } from './StoreNav';

const pageSize = 20;

export default function ManageScreen() {
  const organization = useSelectedOrganization();
  return organization ? <Installed key={organization.id} organizationId={organization.id} organizationName={organization.label} /> : null;
}

function Installed({ organizationId, organizationName }: { organizationId: number; organizationName: string }) {
  const { t, i18n } = useLingui();
  const flows = useStoreFlows();
  const href = useOrgHref();
  const canUninstall = useAccess()?.ability.can('update', 'organizations') ?? false;
  const { list, stage, page, query, error, pending, actionError, busy, acting, confirming } = usePagedList(() => flows.installations(organizationId), {
    pageSize,
  });
  const removing = (confirming || acting) && pending?.kind === 'uninstall' ? pending.installation : undefined;
  const [choosingPlan, setChoosingPlan] = useState<AppInstallation>();
  // What the last action was, to say which one failed.
  const [lastAction, setLastAction] = useState<'uninstall' | 'changePlan' | 'payPlan' | 'reschedule'>('uninstall');
  const failedTitles = {
    uninstall: t`The app was not uninstalled`,
    changePlan: t`The plan was not changed`,
    payPlan: t`Nothing was paid and the plan was not changed`,
    reschedule: t`The app's change was not tried again`,
  };
  // A refused payment is said in the person's words: what was refused, and that nothing happened.
  const refusedPayment = lastAction === 'payPlan' && paymentRefused(actionError);
  const forced = removing !== undefined && forcedUninstallStatuses.includes(removing.status);

  return (
    <Stack gap="md">
      <Title order={1}>{t`Installed apps`}</Title>
      <StoreNav current="store-manage" />
      <ListStatus
        stage={stage}
        error={error}
        actionError={refusedPayment ? undefined : actionError}
        empty={page && page.totalElements === 0}
        searching={false}
        labels={{
          loading: t`Loading the installed apps`,
          failed: t`The installed apps could not be loaded`,
          empty: t`No app is installed in this organization yet.`,
          noMatch: t`No app is installed in this organization yet.`,
          actionFailed: failedTitles[lastAction],
        }}
        emptyNext={{ action: <Button component="a" href={href('/store')}>{t`Browse the catalogue`}</Button> }}
        onRetry={() => list.send({ type: 'user.reload' })}
      />
      {refusedPayment && (
        <Callout tone="error" title={failedTitles.payPlan}>
          {t`The payment was refused: the organization's credits do not cover the plan, or its price has changed. Reload to see the price now.`}
        </Callout>
      )}
      {stage !== 'failed' && page && page.items.length > 0 && (
        <>
          <CardTable minWidth={640}>
            <Table verticalSpacing="sm" aria-label={t`Installed apps`} aria-busy={busy}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t`App`}</Table.Th>
                  <Table.Th scope="col">{t`State`}</Table.Th>
                  <Table.Th scope="col">{t`Plan`}</Table.Th>
                  <Table.Th scope="col">{t`Actions`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.items.map((installation) => {
                  const { app } = installation;
                  const plan = app.paymentPlans.find((candidate) => candidate.id === installation.planId);
                  return (
                    <Table.Tr key={installation.id}>
                      <Table.Th scope="row" fw={600}>
                        {app.name}
                        <Text size="sm" c="dimmed" fw={400}>
                          {t`version ${app.version}`}
                        </Text>
                      </Table.Th>
                      <Table.Td>
                        <Pill tone={statusTones[installation.status]}>{i18n._(statusLabels[installation.status])}</Pill>
                      </Table.Td>
                      <Table.Td>{plan?.label ?? installation.planId ?? '–'}</Table.Td>
                      <Table.Td>
                        <RowActions
                          label={t`Actions for ${app.name}`}
                          actions={[
                            openableStatuses.includes(installation.status) && {
                              label: t`Open`,
                              name: t`Open ${app.name}`,
                              href: href(`/store/container/${app.id}`),
                            },
                            // Spec §7 reschedule: the install or uninstall that failed runs again.
                            canUninstall &&
                              rescheduleStatuses.includes(installation.status) && {
                                label: t`Try again`,
                                name: installation.status === 'INSTALLATION_FAILED' ? t`Try installing ${app.name} again` : t`Try uninstalling ${app.name} again`,
                                disabled: busy,
                                onClick: () => {
                                  setLastAction('reschedule');
                                  list.send({ type: 'user.act', action: { kind: 'reschedule', installation } });
                                },
                              },
                            canUninstall &&
                              app.paymentPlans.some((plan) => plan.id !== installation.planId) &&
                              planChangeStatuses.includes(installation.status) && {
                                label: t`Change plan`,
                                name: t`Change the plan of ${app.name}`,
                                disabled: busy,
                                onClick: () => setChoosingPlan(installation),
                              },
                            canUninstall && {
                              label: t`Uninstall`,
                              name: t`Uninstall ${app.name}`,
                              danger: true,
                              disabled: busy,
                              onClick: () => {
                                setLastAction('uninstall');
                                list.send({ type: 'user.act', action: { kind: 'uninstall', installation } });
                              },
                            },
                          ]}
                        />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </CardTable>
          <Pager
            page={query.page}
            pageSize={query.pageSize}
            totalPages={page.totalPages}
            totalElements={page.totalElements}
            label={t`Pages of installed apps`}
            disabled={stage !== 'ready' || busy}
            onPage={(number) => list.send({ type: 'user.page', page: number })}
          />
        </>
      )}
      {choosingPlan && (
        <PlanDialog
          organizationId={organizationId}
          installation={choosingPlan}
          organizationName={organizationName}
          onClose={() => setChoosingPlan(undefined)}
          onChange={(planId, amount) => {
            setChoosingPlan(undefined);
            setLastAction(amount === undefined ? 'changePlan' : 'payPlan');
            list.send({ type: 'user.act', action: { kind: 'changePlan', installation: choosingPlan, planId, amount } });
          }}
        />
      )}
      <Modal opened={removing !== undefined} onClose={() => list.send({ type: 'user.cancel' })} title={t`Uninstall app`} closeButtonProps={{ 'aria-label': t`Close` }}>
        <Text>
          {forced ? (
            <Trans>
              The last change of “{removing?.app.name}” did not finish, so it is removed by force: the app is not told and may keep what it
              stored. Uninstall it?
            </Trans>
          ) : (
            <Trans>Uninstall “{removing?.app.name}”? People of this organization can no longer open it, and its preferences are lost.</Trans>
          )}
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" disabled={acting} onClick={() => list.send({ type: 'user.cancel' })}>
            {t`Cancel`}
          </Button>
          <Button color="red.9" loading={acting} onClick={() => list.send({ type: 'user.confirm' })}>
            {forced ? t`Uninstall by force` : t`Uninstall`}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
