// "My account" from the user menu: the person's profile, the credentials they sign in with and the
// browsers signed in as them, with where each started and when it was last used. Ending a session (or every one but
// this browser's) signs that browser out: its next refresh is refused and it is asked to sign in again. Every
// removal is confirmed first. Changing the password and setting up an authenticator app are the identity provider's
// account actions in the separate accounts realm (src/session/accountActions.ts): the browser goes there and comes
// back here, told how it went.
import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Title.css';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Account, AccountCredential, RequiredAction } from '../../platform/iamTypes';
import type { AccountActionOutcome } from '../../session/accountActionAnswer';
import { Callout } from '../../ui/Callout';
import { CardTable } from '../../ui/CardTable';
import { ConfirmDelete } from '../../ui/ConfirmDelete';
import { DateTime } from '../../ui/DateTime';
import { formatDateTime } from '../../ui/dateTimeFormat';
import { DetailDrawer } from '../../ui/DetailDrawer';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { Pill } from '../../ui/Pill';
import { RowActions } from '../../ui/RowActions';
import { usePagedList } from '../../ui/usePagedList';
import { useSubmitFlow } from '../../ui/useSubmitFlow';
import { useAccountFlows, type AccountAction } from './flows';
import { ProfileDialog } from './ProfileDialog';

export default function AccountDrawer({ onClose, actionOutcome }: { onClose: () => void; actionOutcome?: AccountActionOutcome }) {
  const { t } = useLingui();
  const flows = useAccountFlows();
  const { list, stage, page, error, pending, actionError, busy, acting } = usePagedList(flows.account, { pageSize: 1 });
  const [editing, setEditing] = useState(false);
  const account = page?.items[0];

  return (
    <DetailDrawer
      title={t`My account`}
      stage={stage}
      item={account}
      error={error}
      labels={{ loading: t`Loading your account`, failed: t`Your account could not be loaded`, stale: t`Your account could not be read again; what is shown may be out of date.` }}
      onRetry={() => list.send({ type: 'user.reload' })}
      onClose={onClose}
    >
      {(account) => (
        <Stack gap="lg">
          {actionOutcome && <ActionOutcome outcome={actionOutcome} />}
          {actionError !== undefined && (
            <Callout tone="error" title={t`Nothing was changed`}>
              <ErrorMessage error={actionError} />
            </Callout>
          )}
          <Profile account={account} onEdit={() => setEditing(true)} />
          <Credentials credentials={account.credentials} busy={busy} act={(action) => list.send({ type: 'user.act', action })} />
          <AccountActions username={account.username} />
          <Sessions account={account} busy={busy} act={(action) => list.send({ type: 'user.act', action })} />
          {editing && (
            <ProfileDialog
              account={account}
              onClose={() => setEditing(false)}
              onSaved={() => {
                setEditing(false);
                list.send({ type: 'user.reload' });
              }}
            />
          )}
          <Confirmation
            pending={pending}
            acting={acting}
            onCancel={() => list.send({ type: 'user.cancel' })}
            onConfirm={() => list.send({ type: 'user.confirm' })}
          />
        </Stack>
      )}
    </DetailDrawer>
  );
}

function ActionOutcome({ outcome }: { outcome: AccountActionOutcome }) {
  const { t } = useLingui();
  if (outcome.status === 'error') return <Callout tone="error" title={t`The account action could not be completed`}>{t`Nothing was changed. Try again.`}</Callout>;
  if (outcome.status === 'unconfirmed') {
    return (
      <Callout tone="warning" title={t`The change could not be confirmed`}>
        {t`The sign-in service did not confirm it. Check your credentials below, or try again.`}
      </Callout>
    );
  }
  return (
    <Text role="status" fw={600}>
      {outcome.status === 'cancelled'
        ? t`Nothing was changed: you cancelled.`
        : outcome.action === 'UPDATE_PASSWORD'
          ? t`Your password was changed. Use the new one the next time you sign in.`
          : t`Your authenticator app is set up: it is listed below.`}
    </Text>
  );
}

/** The identity provider's account actions, in the accounts realm (spec §7 Identity provider). */
function AccountActions({ username }: { username: string }) {
  const { t } = useLingui();
  const flows = useAccountFlows();
  const start = useSubmitFlow(() => flows.accountAction(username));
  // Once started the page is left: the buttons stay busy until it is.
  const leaving = start.submitting || start.stage === 'saved' ? start.draft : undefined;
  const failure = start.error;
  const go = (action: RequiredAction) => start.submit(action);
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Button variant="default" size="sm" loading={leaving === 'UPDATE_PASSWORD'} disabled={leaving !== undefined} onClick={() => go('UPDATE_PASSWORD')}>
          {t`Change password`}
        </Button>
        <Button variant="default" size="sm" loading={leaving === 'CONFIGURE_TOTP'} disabled={leaving !== undefined} onClick={() => go('CONFIGURE_TOTP')}>
          {t`Set up two-factor authentication`}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">{t`These open the sign-in service's own page, which asks for your current password unless you gave it there a few minutes ago; you come back here afterwards.`}</Text>
      {failure !== undefined && (
        <Callout tone="error" title={t`The sign-in service's page could not be opened`}>
          <ErrorMessage error={failure} />
        </Callout>
      )}
    </Stack>
  );
}

function Profile({ account, onEdit }: { account: Account; onEdit: () => void }) {
  const { t } = useLingui();
  const name = `${account.firstName} ${account.lastName}`.trim();
  return (
    <Stack gap={4}>
      <Title order={2} size="h4">{t`Profile`}</Title>
      <Text fw={600}>{name || account.username}</Text>
      <Text size="sm">{t`User name: ${account.username}`}</Text>
      <Text size="sm">{t`E-mail address: ${account.email}`}</Text>
      <Group>
        <Button variant="default" size="sm" onClick={onEdit}>{t`Edit profile`}</Button>
      </Group>
    </Stack>
  );
}

type Act = (action: AccountAction) => void;

function useCredentialName() {
  const { t } = useLingui();
  return (credential: AccountCredential) =>
    credential.userLabel || (credential.type === 'password' ? t`Password` : credential.type === 'otp' ? t`Authenticator app` : credential.type);
}

function Credentials({ credentials, busy, act }: { credentials: AccountCredential[]; busy: boolean; act: Act }) {
  const { t } = useLingui();
  const nameOf = useCredentialName();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">{t`How you sign in`}</Title>
      <CardTable minWidth={360}>
        <Table verticalSpacing="xs" aria-label={t`Credentials`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t`Credential`}</Table.Th>
              <Table.Th scope="col">{t`Set up`}</Table.Th>
              <Table.Th scope="col">{t`Actions`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {credentials.map((credential) => (
              <Table.Tr key={credential.id}>
                <Table.Th scope="row">{nameOf(credential)}</Table.Th>
                <Table.Td>
                  <DateTime value={credential.createdDate} />
                </Table.Td>
                <Table.Td>
                  {/* The password is how the person signs in: it is changed, never removed here. */}
                  {credential.type === 'password' ? (
                    <Text size="sm" c="dimmed">{t`Kept: you sign in with it`}</Text>
                  ) : (
                    <RowActions
                      label={t`Actions for ${nameOf(credential)}`}
                      actions={[
                        {
                          label: t`Remove`,
                          name: t`Remove ${nameOf(credential)}`,
                          onClick: () => act({ kind: 'removeCredential', credential }),
                          disabled: busy,
                          danger: true,
                        },
                      ]}
                    />
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </CardTable>
    </Stack>
  );
}

function Sessions({ account, busy, act }: { account: Account; busy: boolean; act: Act }) {
  const { t, i18n } = useLingui();
  const others = account.sessions.filter((session) => !session.current);
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={2} size="h4">{t`Where you are signed in`}</Title>
        {others.length > 0 && (
          <Button variant="default" color="red" size="sm" disabled={busy} onClick={() => act({ kind: 'endOthers', sessions: others })}>
            {t`Sign out everywhere else`}
          </Button>
        )}
      </Group>
      <CardTable minWidth={480}>
        <Table verticalSpacing="xs" aria-label={t`Sessions`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t`Address`}</Table.Th>
              <Table.Th scope="col">{t`Started`}</Table.Th>
              <Table.Th scope="col">{t`Last access`}</Table.Th>
              <Table.Th scope="col">{t`Actions`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {account.sessions.map((session) => {
              const address = session.ipAddress || t`Unknown address`;
              return (
                <Table.Tr key={session.id}>
                  <Table.Th scope="row">
                    <Group gap="xs">
                      {address}
                      {session.current && <Pill tone="info">{t`This browser`}</Pill>}
                    </Group>
                  </Table.Th>
                  <Table.Td>
                    <DateTime value={session.start} />
                  </Table.Td>
                  <Table.Td>
                    <DateTime value={session.lastAccess} />
                  </Table.Td>
                  <Table.Td>
                    {session.current ? (
                      <Text size="sm" c="dimmed">{t`Ends with Sign out in the user menu`}</Text>
                    ) : (
                      <RowActions
                        label={t`Actions for the session from ${address}`}
                        actions={[
                          {
                            label: t`Sign out`,
                            name: t`Sign out the session from ${address} started ${formatDateTime(session.start, i18n.locale)}`,
                            onClick: () => act({ kind: 'endSession', session }),
                            disabled: busy,
                            danger: true,
                          },
                        ]}
                      />
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </CardTable>
    </Stack>
  );
}

function Confirmation({ pending, acting, onCancel, onConfirm }: { pending: AccountAction | undefined; acting: boolean; onCancel: () => void; onConfirm: () => void }) {
  const { t } = useLingui();
  const nameOf = useCredentialName();
  const common = { opened: pending !== undefined, acting, onCancel, onConfirm };
  if (pending?.kind === 'removeCredential') {
    const name = nameOf(pending.credential);
    return (
      <ConfirmDelete {...common} title={t`Remove credential`} confirmLabel={t`Remove credential`}>
        <Trans>Remove “{name}”? You will no longer be asked for it when you sign in.</Trans>
      </ConfirmDelete>
    );
  }
  if (pending?.kind === 'endOthers') {
    const count = pending.sessions.length;
    return (
      <ConfirmDelete {...common} title={t`Sign out everywhere else`} confirmLabel={t`Sign out everywhere else`}>
        <Plural
          value={count}
          one="Sign out the other session? That browser will be asked to sign in again; this one stays signed in."
          other="Sign out the # other sessions? Those browsers will be asked to sign in again; this one stays signed in."
        />
      </ConfirmDelete>
    );
  }
  const address = pending?.kind === 'endSession' ? pending.session.ipAddress || t`Unknown address` : '';
  return (
    <ConfirmDelete {...common} title={t`Sign out session`} confirmLabel={t`Sign out session`}>
      <Trans>Sign out the session from {address}? That browser will be asked to sign in again.</Trans>
    </ConfirmDelete>
  );
}
