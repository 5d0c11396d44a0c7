// "Device access by apps" in the device panel (behind the device service-account association switch): the
// organisation's apps' device-access service accounts, each with whether it reaches this device, associated or
// dissociated (after confirming) through its own security policy (./appAccessFlows.ts). Every failure of a step is an
// AppAccessIncomplete, said with what was and was not done.
import { Button, Group, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAccess, useOrgHref } from '../../portal/portal';
import { showBidiControls } from '../../ui/Bidi';
import { Callout } from '../../ui/Callout';
import { ConfirmDelete } from '../../ui/ConfirmDelete';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { PagedListBody } from '../../ui/PagedListBody';
import { Pill } from '../../ui/Pill';
import { usePagedList } from '../../ui/usePagedList';
import { AppAccessIncomplete, ownPolicyName, useAppAccessFlows, type AppAccessRow } from './appAccessFlows';

const pageSize = 20;

export function DeviceAppAccess({ organizationId, deviceId }: { organizationId: number; deviceId: string }) {
  const { t } = useLingui();
  const href = useOrgHref();
  const ability = useAccess()?.ability;
  // Associating may make the account's policy and give it; dissociating only changes the policy's devices.
  const canDissociate = ability?.can('update', 'deviceGroups') ?? false;
  const canAssociate = canDissociate && (ability?.can('create', 'deviceGroups') ?? false) && (ability?.can('update', 'users') ?? false);
  const flows = useAppAccessFlows();
  const paged = usePagedList(() => flows.appAccess(organizationId, deviceId), { pageSize });
  const { actionError, pending, acting, busy } = paged;
  const dissociating = pending?.kind === 'dissociate' ? showBidiControls(pending.row.account.username) : undefined;

  const how = ({ reach, ownPolicy }: AppAccessRow) => {
    if (ownPolicy !== undefined) return t`Through its policy “${ownPolicy.name}”`;
    if (reach.administrator) return t`As an administrator of this organization`;
    const names = reach.securityPolicies.map(({ name }) => name).join(', ');
    return reach.authorized ? t`Through ${names}: dissociating is done in those security policies` : undefined;
  };

  return (
    <Stack gap="xs">
      {actionError instanceof AppAccessIncomplete && <IncompleteMessage failure={actionError} />}
      <PagedListBody
        paged={paged}
        showActionError={false}
        labels={{
          loading: t`Loading the apps' device access`,
          failed: t`The apps' device access could not be loaded`,
          empty: t`No app with device access is installed`,
        }}
        emptyNext={{
          note: t`An app whose manifest asks for device access gets a service account of its own when it is installed from the store.`,
          action: (
            <Button component="a" variant="default" href={href('/store')}>
              {t`Browse the app store`}
            </Button>
          ),
        }}
        pagerLabel={t`Pages of apps' service accounts`}
      >
        {(items, listBusy) => (
          <Stack gap="sm" aria-busy={listBusy}>
            {items.map((row) => {
              const username = showBidiControls(row.account.username);
              const through = how(row);
              return (
                <Group key={row.account.id} justify="space-between" align="center" wrap="wrap" gap="xs">
                  <Stack gap={2} style={{ minWidth: 0, flex: '1 1 16rem' }}>
                    <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {username}
                    </Text>
                    <Group gap="xs">
                      {row.reach.authorized ? <Pill tone="positive">{t`Reaches this device`}</Pill> : <Pill tone="neutral">{t`Does not reach this device`}</Pill>}
                      {through !== undefined && (
                        <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                          {through}
                        </Text>
                      )}
                    </Group>
                  </Stack>
                  {!row.reach.authorized && canAssociate && (
                    <Button
                      size="xs"
                      variant="default"
                      disabled={busy || listBusy}
                      loading={acting && pending?.row.account.id === row.account.id}
                      aria-label={t`Associate ${username} with this device`}
                      onClick={() => paged.list.send({ type: 'user.act', action: { kind: 'associate', row } })}
                    >
                      {t`Associate`}
                    </Button>
                  )}
                  {row.ownPolicy !== undefined && canDissociate && (
                    <Button
                      size="xs"
                      variant="outline"
                      color="red.9"
                      disabled={busy || listBusy}
                      aria-label={t`Dissociate ${username} from this device`}
                      onClick={() => paged.list.send({ type: 'user.act', action: { kind: 'dissociate', row } })}
                    >
                      {t`Dissociate`}
                    </Button>
                  )}
                </Group>
              );
            })}
          </Stack>
        )}
      </PagedListBody>
      <ConfirmDelete
        opened={dissociating !== undefined}
        title={t`Dissociate app service account`}
        confirmLabel={t`Dissociate`}
        acting={acting}
        onCancel={() => paged.list.send({ type: 'user.cancel' })}
        onConfirm={() => paged.list.send({ type: 'user.confirm' })}
      >
        <Trans>
          {dissociating} will no longer reach this device: the device leaves the account's own security policy only, so
          nobody else's access changes.
        </Trans>
      </ConfirmDelete>
    </Stack>
  );
}

/** What a stopped association or dissociation did and did not do, and why. */
function IncompleteMessage({ failure }: { failure: AppAccessIncomplete }) {
  const { t } = useLingui();
  const username = showBidiControls(failure.action.row.account.username);
  const policy = ownPolicyName(failure.action.row.account);
  const title =
    failure.action.kind === 'dissociate'
      ? t`${username} was not dissociated: it still reaches this device.`
      : failure.done.includes('given')
        ? t`${username} holds its policy “${policy}”, but this device was not added to it: it does not reach the device yet. Try again.`
        : failure.done.includes('created')
          ? t`The policy “${policy}” was created but not given to ${username}, and this device was not added to it. Try again: it is not created twice.`
          : t`${username} was not associated: nothing was changed.`;
  return (
    <Callout tone="error" title={title}>
      <ErrorMessage error={failure.cause} />
    </Callout>
  );
}
