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
import { useEffect, useState, type FormEvent } from 'react';
import type { SecurityPolicy } from '../../platform/iamTypes';
import { CardTable } from '../../ui/CardTable';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { PagedListBody } from '../../ui/PagedListBody';
import { usePagedList } from '../../ui/usePagedList';
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
  const [give] = useState(() => flows.addUserPolicies(organization, user.id));
  const [choices, setChoices] = useState<SecurityPolicy[]>();
  const [choicesFailure, setChoicesFailure] = useState<unknown>();
  const [chosen, setChosen] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [giving, setGiving] = useState(false);
  const [giveFailure, setGiveFailure] = useState<unknown>();

  useEffect(() => {
    if (!mayChange) return;
    const abort = new AbortController();
    flows.policyChoices(organization, abort.signal).then(setChoices, (error: unknown) => {
      if (!abort.signal.aborted) setChoicesFailure(error);
    });
    return () => abort.abort();
  }, [flows, organization, mayChange]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (chosen === '') return;
    setGiving(true);
    setGiveFailure(undefined);
    give([Number(chosen)]).then(
      () => {
        setGiving(false);
        setAttempted(false);
        setChosen('');
        held.list.send({ type: 'user.reload' });
      },
      (error: unknown) => {
        setGiving(false);
        setGiveFailure(error);
      },
    );
  };

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
        {mayChange && choicesFailure !== undefined && (
          <Text component="div" size="sm" c="red.9" role="alert">
            {t`The organization's security policies could not be loaded.`} <ErrorMessage error={choicesFailure} />
          </Text>
        )}
        {mayChange && choices && (
          <form onSubmit={submit} noValidate aria-label={t`Give ${user.username} a security policy`}>
            <Group align="flex-end" gap="xs" wrap="wrap">
              <NativeSelect
                label={t`Give a security policy`}
                value={chosen}
                style={{ flex: '1 1 14rem' }}
                error={attempted && chosen === '' ? t`Choose a policy.` : undefined}
                onChange={(event) => setChosen(event.currentTarget.value)}
                data={[{ value: '', label: t`Choose…` }, ...choices.map((policy) => nameOption(String(policy.id), policy.name))]}
              />
              <Button type="submit" loading={giving}>
                {t`Give`}
              </Button>
            </Group>
            {giveFailure !== undefined && (
              <Text component="div" size="sm" c="red.9" role="alert" mt="xs">
                {t`The security policy was not given.`} <ErrorMessage error={giveFailure} />
              </Text>
            )}
          </form>
        )}
      </Stack>
    </Modal>
  );
}
