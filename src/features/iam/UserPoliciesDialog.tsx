// A user's security policies (spec §7 users/{id}/securityPolicies): the policies whose devices they may reach, a
// page at a time; one given from the organisation's policies, or taken away, by those who may change users.
import { Button, Group, Modal, NativeSelect, Stack, Table, Text } from '@mantine/core';
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
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import { Plural, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { CardTable } from '../../ui/CardTable';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { PagedListBody } from '../../ui/PagedListBody';
import { useFormFlow } from '../../ui/useFormFlow';
import { usePagedList } from '../../ui/usePagedList';
import { useSubmitFlow } from '../../ui/useSubmitFlow';
import type { IamOrganization } from './iamOrganization';
import { useSecurityPolicyFlows } from './securityPolicyFlows';
import type { UserRow } from './userRow';
import { nameOption } from '../../ui/Bidi';

const pageSize = 10;

export interface UserPoliciesDialogProps {
  organization: IamOrganization;
  user: UserRow;
  /** Whether the person may give and take policies (update on users). */
  mayChange: boolean;
  onClose: () => void;
}

export function UserPoliciesDialog({ organization, user, mayChange, onClose }: UserPoliciesDialogProps) {
  const { t } = useLingui();
  const flows = useSecurityPolicyFlows();
  const held = usePagedList(() => flows.userPolicies(organization, user.id), { pageSize });

  return (
    <Modal opened onClose={onClose} size="lg" title={t`Security policies of ${user.username}`} closeButtonProps={{ 'aria-label': t`Close` }}>
      <Stack gap="md">
        <Text size="sm">{t`${user.username} may reach the devices of these policies.`}</Text>
        <PagedListBody
          paged={held}
          labels={{
            loading: t`Loading the user's security policies`,
            failed: t`The user's security policies could not be loaded`,
            empty: t`${user.username} has no security policy.`,
            actionFailed: t`The security policy was not taken away`,
          }}
          searching={false}
          pagerLabel={t`Pages of the user's security policies`}
        >
          {(items, busy) => (
            <CardTable minWidth={360}>
              <Table striped verticalSpacing="xs" aria-label={t`Security policies of ${user.username}`} aria-busy={busy}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t`Policy`}</Table.Th>
                    <Table.Th scope="col">{t`Devices`}</Table.Th>
                    {mayChange && <Table.Th scope="col">{t`Actions`}</Table.Th>}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((policy) => (
                    <Table.Tr key={policy.id}>
                      <Table.Th scope="row" fw={600}>
                        {policy.name}
                      </Table.Th>
                      <Table.Td>
                        <Plural value={policy.deviceCount} one="# device" other="# devices" />
                      </Table.Td>
                      {mayChange && (
                        <Table.Td>
                          <Button
                            variant="subtle"
                            color="red"
                            size="compact-sm"
                            disabled={busy}
                            aria-label={t`Take ${policy.name} from ${user.username}`}
                            onClick={() => held.list.send({ type: 'user.act', action: { kind: 'remove', policy } })}
                          >
                            {t`Take away`}
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
        {mayChange && <PolicyGift organization={organization} user={user} onGiven={() => held.list.send({ type: 'user.reload' })} />}
      </Stack>
    </Modal>
  );
}

/** Gives the user one of the organisation's policies, chosen from a list read when the dialog opens. */
function PolicyGift({ organization, user, onGiven }: { organization: IamOrganization; user: UserRow; onGiven: () => void }) {
  const { t } = useLingui();
  const flows = useSecurityPolicyFlows();
  const choices = useFormFlow(() => flows.policyChoices(organization));
  const [chosen, setChosen] = useState('');
  const [attempted, setAttempted] = useState(false);
  const give = useSubmitFlow(
    () => flows.addUserPolicies(organization, user.id),
    () => {
      setAttempted(false);
      setChosen('');
      onGiven();
    },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (chosen !== '') give.submit([Number(chosen)]);
  };

  if (choices.load.loadError !== undefined) {
    return (
      <Text component="div" size="sm" c="red.9" role="alert">
        {t`The organization's security policies could not be loaded.`} <ErrorMessage error={choices.load.loadError} />
      </Text>
    );
  }
  if (choices.data === undefined) return null;
  return (
    <form onSubmit={submit} noValidate aria-label={t`Give ${user.username} a security policy`}>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <NativeSelect
          label={t`Give a security policy`}
          value={chosen}
          style={{ flex: '1 1 14rem' }}
          error={attempted && chosen === '' ? t`Choose a policy.` : undefined}
          onChange={(event) => setChosen(event.currentTarget.value)}
          data={[{ value: '', label: t`Choose…` }, ...choices.data.map((policy) => nameOption(String(policy.id), policy.name))]}
        />
        <Button type="submit" loading={give.submitting}>
          {t`Give`}
        </Button>
      </Group>
      {give.error !== undefined && (
        <Text component="div" size="sm" c="red.9" role="alert" mt="xs">
          {t`The security policy was not given.`} <ErrorMessage error={give.error} />
        </Text>
      )}
    </form>
  );
}
