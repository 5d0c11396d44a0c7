// A device group created, or renamed and re-tagged: its name and tags checked at their fields before sending
// (src/platform/deviceGroupRules.ts, the rules the service checks too); a name the service says is in use is said at
// the name field, and what was typed stays.
import { Button, Group, Stack, TextInput } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { selectData, selectError, selectStage } from '../../../../machines/loadAndSubmit.machine';
import { deviceGroupProblems, maxGroupNameLength, maxGroupTags, type DeviceGroupProblem } from '../../../platform/deviceGroupRules';
import { maxTagLength } from '../../../platform/deviceRules';
import { isPlatformError } from '../../../platform/errors';
import type { DeviceGroup } from '../../../platform/mappingTypes';
import { Callout } from '../../../ui/Callout';
import { ErrorMessage } from '../../../ui/ErrorMessage';
import { FormDialog } from '../../../ui/FormDialog';
import { TagField } from '../TagField';
import { useDeviceFlows } from '../flows';

export interface GroupDialogProps {
  organization: string;
  /** The group to change; absent for a new group. */
  group?: DeviceGroup;
  onSaved: () => void;
  onClose: () => void;
}

export function GroupDialog({ organization, group, onSaved, onClose }: GroupDialogProps) {
  const { t } = useLingui();
  const flows = useDeviceFlows();
  const [machine] = useState(() => flows.groupForm(organization, group));
  const flow = useActorRef(machine, undefined, (snapshot) => {
    if (snapshot.status === 'done') onSaved();
  });
  const stage = useSelector(flow, selectStage);
  const data = useSelector(flow, selectData);
  const error = useSelector(flow, selectError);
  const [name, setName] = useState(group?.name ?? '');
  const [tags, setTags] = useState(group?.tags ?? []);
  const [checked, setChecked] = useState(false);
  const [sent, setSent] = useState<string>();
  // The service alone knows every name in use: its 409 is said at the name field while the name is the one sent.
  const taken = stage === 'submitFailed' && isPlatformError(error) && error.status === 409 && sent === name;
  const problems = deviceGroupProblems({ name, tags });
  // Problems show once the person tried to save, or as soon as a value runs over its limit.
  const shown = (field: DeviceGroupProblem['field']) => problems.find((problem) => problem.field === field && (checked || problem.kind !== 'required'));

  const message = (problem: DeviceGroupProblem | undefined) => {
    if (!problem) return undefined;
    if (problem.field === 'name') return problem.kind === 'required' ? t`Give the group a name.` : t`Use at most ${maxGroupNameLength} characters.`;
    if (problem.kind === 'tooMany') return t`A group holds at most ${maxGroupTags} tags.`;
    const tag = problem.tag;
    return t`“${tag}” is not a tag: use 1 to ${maxTagLength} letters, digits, dots, dashes or underscores, without spaces.`;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problems.length > 0) return;
    setSent(name);
    flow.send({ type: 'user.submit', draft: { name: name.trim(), tags } });
  };

  const nameLength = name.length;
  return (
    <FormDialog
      title={group === undefined ? t`New device group` : t`Edit device group ${group.name}`}
      onClose={onClose}
      loading={stage === 'loading'}
      loadError={stage === 'loadFailed' ? error : undefined}
      loadingLabel={t`Loading the tags`}
      loadFailedTitle={t`The tags to offer could not be loaded`}
      onRetry={() => flow.send({ type: 'user.retry' })}
    >
      {data && (
        <form onSubmit={submit} noValidate aria-label={t`Device group`}>
          <Stack gap="md">
            {stage === 'submitFailed' && !taken && (
              <Callout tone="error" title={t`The device group was not saved`}>
                <ErrorMessage error={error} />
              </Callout>
            )}
            <TextInput
              label={t`Name`}
              required
              data-autofocus
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              description={t`${nameLength} of ${maxGroupNameLength} characters`}
              error={taken ? t`A device group with this name exists. Choose another name.` : message(shown('name'))}
            />
            <TagField
              description={t`Words the group's devices are known by. Press Enter after each.`}
              knownTags={data.knownTags}
              value={tags}
              onChange={setTags}
              error={message(shown('tags'))}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose} disabled={stage === 'submitting'}>
                {t`Cancel`}
              </Button>
              <Button type="submit" loading={stage === 'submitting'}>
                {group === undefined ? t`Create group` : t`Save`}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </FormDialog>
  );
}
