// One user group: its members with their membership role, added by user name and removed, and the roles it gives.
// A member's removal and a change of roles first show what they take from whom (ChangeReview); what is shown is
// read again after every change.
import { Button, Checkbox, Group, Modal, NativeSelect, Stack, Table, Text, TextInput, Title } from '@mantine/core';
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
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Title.css';
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useId, useState, type FormEvent } from 'react';
import { selectData, selectError, selectStage } from '../../../machines/loadAndSubmit.machine';
import { isEmptyChange, type PermissionChange } from '../../../machines/permissionChange.machine';
import { roleTypes } from '../../platform/iamRules';
import type { GroupMember, MembershipRole, RoleType, UserGroup } from '../../platform/iamTypes';
import { useAccess } from '../../portal/portal';
import { CardTable } from '../../ui/CardTable';
import { Callout } from '../../ui/Callout';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { LoadFailure } from '../../ui/LoadFailure';
import { Spinner } from '../../ui/Spinner';
import { ChangeReview } from './ChangeReview';
import { useIamFlows, type IamOrganization } from './flows';
import { leaveChange, rolesChange, UnknownUser, type ChangeSubject, type GroupData } from './groupFlows';

export interface GroupDialogProps {
  organization: IamOrganization;
  group: UserGroup;
  onClose: () => void;
}

export function GroupDialog({ organization, group, onClose }: GroupDialogProps) {
  const { t } = useLingui();
  // Each change is followed by a fresh read of the group: a new key is a new load.
  const [version, setVersion] = useState(0);
  return (
    <Modal opened onClose={onClose} size="xl" title={t`User group ${group.name}`} closeButtonProps={{ 'aria-label': t`Close` }}>
      <GroupContent key={version} organization={organization} groupId={group.id} onChanged={() => setVersion((current) => current + 1)} />
    </Modal>
  );
}

const memberField = 'group-member-name';

function GroupContent({ organization, groupId, onChanged }: { organization: IamOrganization; groupId: number; onChanged: () => void }) {
  const { t } = useLingui();
  const flows = useIamFlows();
  const canChange = useAccess()?.ability.can('update', 'userGroups') ?? false;
  const [machine] = useState(() => flows.group(organization, groupId));
  const flow = useActorRef(machine, undefined, (snapshot) => {
    if (snapshot.status === 'done') onChanged();
  });
  const stage = useSelector(flow, selectStage);
  const data = useSelector(flow, selectData);
  const error = useSelector(flow, selectError);
  const [review, setReview] = useState<{ subject: ChangeSubject; change: PermissionChange; applyLabel: string; title: string }>();
  // The roles ticked, kept while the change is reviewed so going back returns to the same draft.
  const [chosenRoles, setChosenRoles] = useState<string[]>();

  if (stage === 'loading') return <Spinner label={t`Loading the user group`} />;
  if (stage === 'loadFailed' || data === undefined) {
    return <LoadFailure title={t`The user group could not be loaded`} error={error} onRetry={() => flow.send({ type: 'user.retry' })} />;
  }
  if (review) {
    return (
      <Stack gap="sm">
        <Title order={3} size="h4">
          {review.title}
        </Title>
        <ChangeReview organization={organization} {...review} onApplied={onChanged} onBack={() => setReview(undefined)} />
      </Stack>
    );
  }
  const leave = (member: GroupMember) =>
    setReview({
      subject: { kind: 'leave', groupId, member },
      change: leaveChange(groupId),
      applyLabel: t`Remove ${member.username}`,
      title: t`Remove ${member.username} from ${data.group.name}`,
    });

  return (
    <Stack gap="lg">
      <Members data={data} canChange={canChange} onLeave={leave} />
      {canChange && (
        <AddMember
          adding={stage === 'submitting'}
          failure={stage === 'submitFailed' ? error : undefined}
          onAdd={(draft) => flow.send({ type: 'user.submit', draft })}
        />
      )}
      <Roles
        data={data}
        canChange={canChange}
        chosen={chosenRoles ?? data.group.roles.map((role) => String(role.id))}
        onChoose={setChosenRoles}
        onReview={(change) => setReview({ subject: { kind: 'roles', groupId }, change, applyLabel: t`Apply change`, title: t`Change the roles of ${data.group.name}` })}
      />
    </Stack>
  );
}

function Members({ data, canChange, onLeave }: { data: GroupData; canChange: boolean; onLeave: (member: GroupMember) => void }) {
  const { t } = useLingui();
  const roleLabel = (role: MembershipRole) => (role === 'ADMIN' ? t`Administrator` : t`Member`);
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t`Members`}
      </Title>
      {data.members.length === 0 ? (
        <Text c="dimmed">{t`This user group has no members yet.`}</Text>
      ) : (
        <CardTable minWidth={480}>
          <Table verticalSpacing="xs" aria-label={t`Members`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t`User name`}</Table.Th>
                <Table.Th scope="col">{t`E-mail address`}</Table.Th>
                <Table.Th scope="col">{t`Role in the group`}</Table.Th>
                {canChange && <Table.Th scope="col">{t`Actions`}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.members.map((member) => (
                <Table.Tr key={member.id}>
                  <Table.Th scope="row" fw={600}>
                    {member.username}
                  </Table.Th>
                  <Table.Td>{member.email}</Table.Td>
                  <Table.Td>{roleLabel(member.membershipRole)}</Table.Td>
                  {canChange && (
                    <Table.Td>
                      <Button size="xs" variant="subtle" color="red.9" aria-label={t`Remove ${member.username}`} onClick={() => onLeave(member)}>
                        {t`Remove`}
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </CardTable>
      )}
    </Stack>
  );
}

function AddMember({ adding, failure, onAdd }: { adding: boolean; failure: unknown; onAdd: (draft: { username: string; role: MembershipRole }) => void }) {
  const { t } = useLingui();
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<MembershipRole>('USER');
  const [attempted, setAttempted] = useState(false);
  const [sent, setSent] = useState<string>();
  const unknown = failure instanceof UnknownUser && sent === username;
  const problem = attempted && username === '' ? t`Enter a user name.` : unknown ? t`No user of this organization is named “${username}”.` : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (username === '') {
      document.getElementById(memberField)?.focus();
      return;
    }
    setSent(username);
    onAdd({ username, role });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t`Add a member`}>
      <Stack gap="xs">
        {failure !== undefined && !(failure instanceof UnknownUser) && (
          <Callout tone="error" title={t`The member was not added`}>
            <ErrorMessage error={failure} />
          </Callout>
        )}
        <Group align="flex-start" gap="sm">
          <TextInput id={memberField} label={t`User name`} w={240} maw="100%" value={username} error={problem} onChange={(event) => setUsername(event.currentTarget.value)} />
          <NativeSelect
            label={t`Role in the group`}
            value={role}
            data={[
              { value: 'USER', label: t`Member` },
              { value: 'ADMIN', label: t`Administrator` },
            ]}
            onChange={(event) => setRole(event.currentTarget.value === 'ADMIN' ? 'ADMIN' : 'USER')}
          />
          <Button type="submit" mt={25} loading={adding}>
            {t`Add member`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface RolesProps {
  data: GroupData;
  canChange: boolean;
  chosen: string[];
  onChoose: (chosen: string[]) => void;
  onReview: (change: PermissionChange) => void;
}

function Roles({ data, canChange, chosen, onChoose, onReview }: RolesProps) {
  const { t } = useLingui();
  const headingId = useId();
  const typeHeading: Record<RoleType, string> = { APPLICATION: t`Application roles`, DATA: t`Data roles`, DEVICE: t`Device roles` };
  const current = data.group.roles.map((role) => role.id);
  const change = rolesChange(current, chosen.map(Number));
  return (
    <Stack gap="xs">
      <Checkbox.Group
        label={t`Roles of this group`}
        description={t`Every member holds what these roles give: application permissions, model paths to read, and levels on security policies' devices.`}
        value={chosen}
        onChange={onChoose}
      >
        {roleTypes.map((type) => {
          const ofType = data.roles.filter((role) => role.type === type);
          return (
            ofType.length > 0 && (
              <Stack key={type} gap={6} mt="sm" role="group" aria-labelledby={`${headingId}-${type}`}>
                <Text id={`${headingId}-${type}`} size="sm" fw={600}>
                  {typeHeading[type]}
                </Text>
                {ofType.map((role) => (
                  <Checkbox key={role.id} value={String(role.id)} label={role.name} disabled={!canChange} />
                ))}
              </Stack>
            )
          );
        })}
      </Checkbox.Group>
      {canChange && (
        <Group justify="flex-end">
          <Button disabled={isEmptyChange(change)} onClick={() => onReview(change)}>
            {t`Review change`}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
