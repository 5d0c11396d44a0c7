// The fleet's bulk action on screen (machines/bulkAction.machine.ts): the confirmation says what happens to how many
// devices (and asks for the tag, or the group), the action runs once whatever is clicked meanwhile, and the report names per
// device what changed, what was left as it was and what failed, with the failed ones tried again on request.
import { Button, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
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
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import { msg, plural } from '@lingui/core/macro';
import { Plural, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import {
  selectActionError,
  selectActionOutcome,
  selectActionRequest,
  selectActionStage,
  targetCount,
} from '../../../machines/bulkAction.machine';
import { maxTagLength, tagProblem } from '../../platform/deviceRules';
import { describeError } from '../../platform/errors';
import { Callout } from '../../ui/Callout';
import { ErrorDetails } from '../../ui/ErrorDetails';
import { ErrorMessage } from '../../ui/ErrorMessage';
import type { DeviceActionRequest } from './deviceActions';
import type { DeviceActionsActor } from './flows';
import { GroupChoice } from './groups/GroupChoice';

/** Devices named one by one per outcome; beyond that only counted, so an action on thousands stays readable. */
const listedFailures = 10;

/** The devices of one outcome by name, when they are few enough to read. */
function DeviceNames({ ids, nameOf, label }: { ids: readonly string[]; nameOf: (deviceId: string) => string; label: string }) {
  if (ids.length === 0 || ids.length > listedFailures) return null;
  return (
    <List size="sm" aria-label={label}>
      {ids
        .map((id) => ({ id, name: nameOf(id) }))
        .sort((a, b) => a.name.localeCompare(b.name))
        .map(({ id, name }) => (
          <List.Item key={id}>{name}</List.Item>
        ))}
    </List>
  );
}

export interface DeviceActionDialogProps {
  organization: string;
  actions: DeviceActionsActor;
  knownTags: string[];
  nameOf: (deviceId: string) => string;
  /** The dialog has closed: the screen gives the focus back. */
  onClosed: () => void;
}

export function DeviceActionDialog({ organization, actions, knownTags, nameOf, onClosed }: DeviceActionDialogProps) {
  const { t, i18n } = useLingui();
  const stage = useSelector(actions, selectActionStage);
  const request = useSelector(actions, selectActionRequest<DeviceActionRequest>);
  const outcome = useSelector(actions, selectActionOutcome);
  const error = useSelector(actions, selectActionError);
  const [tag, setTag] = useState('');
  const [group, setGroup] = useState({ id: '', name: '' });
  const [checked, setChecked] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);
  const finished = stage === 'done' || stage === 'failed';
  useEffect(() => {
    if (finished) closeButton.current?.focus();
  }, [finished]);
  if (stage === 'idle' || request === undefined) return null;

  const count = targetCount(request.target);
  const action = request.action;
  const asking = stage === 'confirming' || stage === 'executing';
  const needsTag = action === 'addTag' || action === 'removeTag';
  const needsGroup = action === 'joinGroup' || action === 'leaveGroup';
  const tagError = needsTag && checked && tagProblem(tag.trim()) ? t`Use 1 to ${maxTagLength} letters, digits, dots, dashes or underscores, without spaces.` : undefined;
  const groupError = needsGroup && checked && group.id === '' ? t`Choose the group.` : undefined;
  const close = () => {
    if (stage === 'executing') return;
    actions.send({ type: stage === 'confirming' ? 'action.cancel' : 'action.dismiss' });
    setTag('');
    setGroup({ id: '', name: '' });
    setChecked(false);
    onClosed();
  };
  const confirm = () => {
    setChecked(true);
    if (needsTag && tagProblem(tag.trim())) return;
    if (needsGroup && group.id === '') return;
    // The tag the person writes, or the group chosen, is the machine's `comment`.
    actions.send({ type: 'action.confirm', comment: needsTag ? tag.trim() : needsGroup ? group.id : '' });
  };
  const titles: Record<DeviceActionRequest['action'], string> = {
    delete: t`Delete devices`,
    addTag: t`Add a tag to devices`,
    removeTag: t`Remove a tag from devices`,
    joinGroup: t`Add devices to a group`,
    leaveGroup: t`Take devices out of a group`,
  };
  const confirmLabels: Record<DeviceActionRequest['action'], string> = {
    delete: t`Delete devices`,
    addTag: t`Add tag`,
    removeTag: t`Remove tag`,
    joinGroup: t`Add to group`,
    leaveGroup: t`Take out of group`,
  };
  const title = titles[action];

  return (
    <Modal
      opened
      onClose={close}
      title={asking ? title : stage === 'done' ? t`Action finished` : t`Action not completed`}
      closeOnEscape={stage !== 'executing'}
      closeOnClickOutside={stage !== 'executing'}
      withCloseButton={stage !== 'executing'}
      closeButtonProps={{ 'aria-label': t`Close` }}
      returnFocus={false}
    >
      {asking ? (
        <Stack gap="md">
          <Text>
            {request.target.kind === 'matching' ? (
              <Plural value={count} one="This applies to the # device matching the filters." other="This applies to all # devices matching the filters." />
            ) : (
              <Plural value={count} one="This applies to the # selected device." other="This applies to the # selected devices." />
            )}
            {action === 'delete' && ' ' + t`Their data and configuration go with them. This cannot be undone.`}
          </Text>
          {needsTag && (
            <TextInput
              label={t`Tag`}
              required
              data-autofocus
              list="device-action-tags"
              value={tag}
              error={tagError}
              disabled={stage === 'executing'}
              onChange={(event) => setTag(event.currentTarget.value)}
            />
          )}
          {needsGroup && (
            <GroupChoice
              organization={organization}
              value={group.id}
              error={groupError}
              disabled={stage === 'executing'}
              onChange={(id, name) => setGroup({ id, name })}
            />
          )}
          <datalist id="device-action-tags">
            {knownTags.map((known) => (
              <option key={known} value={known} />
            ))}
          </datalist>
          <Group justify="flex-end">
            <Button variant="default" disabled={stage === 'executing'} onClick={close}>
              {t`Cancel`}
            </Button>
            <Button
              data-autofocus={action === 'delete' || undefined}
              color={action === 'delete' ? 'red.9' : undefined}
              loading={stage === 'executing'}
              onClick={confirm}
            >
              {confirmLabels[action]}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          {outcome && (
            <Stack gap="xs" role="status">
              <Text fw={600}>
                {action === 'delete' ? (
                  <Plural value={outcome.applied.length} one="# device deleted." other="# devices deleted." />
                ) : (
                  <Plural value={outcome.applied.length} one="# device changed." other="# devices changed." />
                )}
              </Text>
              <DeviceNames ids={outcome.applied} nameOf={nameOf} label={t`Devices changed`} />
              {outcome.skipped.length > 0 && (
                <Text>
                  {action === 'addTag' ? (
                    <Plural value={outcome.skipped.length} one="# already had the tag." other="# already had the tag." />
                  ) : action === 'removeTag' ? (
                    <Plural value={outcome.skipped.length} one="# did not have the tag." other="# did not have the tag." />
                  ) : action === 'joinGroup' ? (
                    <Plural value={outcome.skipped.length} one="# was in the group already." other="# were in the group already." />
                  ) : (
                    <Plural value={outcome.skipped.length} one="# was not in the group." other="# were not in the group." />
                  )}
                </Text>
              )}
              <DeviceNames ids={outcome.skipped.map(({ id }) => id)} nameOf={nameOf} label={t`Devices left as they were`} />
              {outcome.failed.length > 0 && (
                <Callout tone="error" title={i18n._(msg({ message: plural(outcome.failed.length, { one: '# device failed:', other: '# devices failed:' }) }))}>
                  <List size="sm">
                    {outcome.failed.slice(0, listedFailures).map((failure) => (
                      <List.Item key={failure.id}>
                        {nameOf(failure.id)}: {i18n._(describeError(failure.error))}
                        <ErrorDetails error={failure.error} />
                      </List.Item>
                    ))}
                  </List>
                </Callout>
              )}
            </Stack>
          )}
          {error !== undefined && (
            <Callout tone="error" title={t`The action failed`}>
              <ErrorMessage error={error} />
              <Text>{t`Nothing is lost: the list shows the devices as they are now.`}</Text>
            </Callout>
          )}
          <Group justify="flex-end">
            {stage === 'failed' && (
              <Button variant="default" onClick={() => actions.send({ type: 'action.retry' })}>
                {outcome ? t`Try the failed ones again` : t`Try again`}
              </Button>
            )}
            <Button ref={closeButton} onClick={close}>
              {t`Close`}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
