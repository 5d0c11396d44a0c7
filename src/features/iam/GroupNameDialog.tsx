// A user group created or renamed: its name, checked at the field before sending; a name the service says is
// taken is said at the field too, and what was typed stays.
import { Button, Group, Stack, TextInput } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { selectData, selectError, selectStage } from '../../../machines/loadAndSubmit.machine';
import { maxGroupNameLength } from '../../platform/iamRules';
import type { UserGroup } from '../../platform/iamTypes';
import { Callout } from '../../ui/Callout';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { FormDialog } from '../../ui/FormDialog';
import { useIamFlows, type IamOrganization } from './flows';
import { validateGroupName } from './groupForm';
import { NameTaken } from './nameTaken';

export interface GroupNameDialogProps {
  organization: IamOrganization;
  /** The group to rename; absent for a new group. */
  group?: UserGroup;
  onSaved: (group: UserGroup) => void;
  onClose: () => void;
}

const nameField = 'group-name';

export function GroupNameDialog({ organization, group, onSaved, onClose }: GroupNameDialogProps) {
  const { t, i18n } = useLingui();
  const flows = useIamFlows();
  const [machine] = useState(() => flows.groupName(organization, group));
  const flow = useActorRef(machine, undefined, (snapshot) => {
    if (snapshot.status === 'done' && snapshot.context.result) onSaved(snapshot.context.result);
  });
  const stage = useSelector(flow, selectStage);
  const data = useSelector(flow, selectData);
  const error = useSelector(flow, selectError);
  const [name, setName] = useState(group?.name ?? '');
  const [attempted, setAttempted] = useState(false);
  const [sent, setSent] = useState<string>();
  const taken = stage === 'submitFailed' && error instanceof NameTaken && sent === name;
  const problem = attempted ? (validateGroupName(name) ?? (taken ? msg`A user group with this name exists. Choose another name.` : undefined)) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (validateGroupName(name) !== undefined) {
      document.getElementById(nameField)?.focus();
      return;
    }
    setSent(name);
    flow.send({ type: 'user.submit', draft: { name } });
  };

  return (
    <FormDialog
      title={group === undefined ? t`New user group` : t`Rename user group ${group.name}`}
      onClose={onClose}
      loading={stage === 'loading'}
      loadError={stage === 'loadFailed' ? error : undefined}
      loadingLabel={t`Loading the user group`}
      loadFailedTitle={t`The user group could not be loaded`}
      onRetry={() => flow.send({ type: 'user.retry' })}
    >
      {data && (
        <form onSubmit={submit} noValidate aria-label={t`User group`}>
          <Stack gap="sm">
            {stage === 'submitFailed' && !taken && (
              <Callout tone="error" title={t`The user group was not saved`}>
                <ErrorMessage error={error} />
              </Callout>
            )}
            <TextInput
              id={nameField}
              label={t`Name`}
              description={t`Up to ${maxGroupNameLength} characters`}
              required
              data-autofocus
              value={name}
              error={problem ? i18n._(problem) : undefined}
              onChange={(event) => setName(event.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose} disabled={stage === 'submitting'}>
                {t`Cancel`}
              </Button>
              <Button type="submit" loading={stage === 'submitting'}>
                {t`Save user group`}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </FormDialog>
  );
}
