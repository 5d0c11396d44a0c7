// A new API key: the user it acts as (the person themselves unless they change it), checked at the field; once made,
// its secret is shown here, once, with a button that copies it. Closing the dialog forgets it: the service never
// answers it again, so the person is told to keep it now.
import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { selectData, selectError, selectStage } from '../../../machines/loadAndSubmit.machine';
import { isUsername, maxUsernameLength } from '../../platform/iamRules';
import type { NewApiKey } from '../../platform/iamTypes';
import { Callout } from '../../ui/Callout';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { FormDialog } from '../../ui/FormDialog';
import { UnknownUser } from './apiKeyFlows';
import { useIamFlows, type IamOrganization } from './flows';

export interface ApiKeyDialogProps {
  organization: IamOrganization;
  /** The signed-in person: a key acts as them unless another user is named. */
  me: string;
  /** The key was made: the list shows it (without its secret). */
  onCreated: () => void;
  onClose: () => void;
}

const userField = 'api-key-user';

export function ApiKeyDialog({ organization, me, onCreated, onClose }: ApiKeyDialogProps) {
  const { t, i18n } = useLingui();
  const flows = useIamFlows();
  const [machine] = useState(() => flows.apiKeyForm(organization));
  const flow = useActorRef(machine, undefined, (snapshot) => {
    if (snapshot.status === 'done') onCreated();
  });
  // Held by the finished flow only: it goes with the dialog.
  const created = useSelector(flow, (snapshot): NewApiKey | undefined => snapshot.context.result);
  const stage = useSelector(flow, selectStage);
  const data = useSelector(flow, selectData);
  const error = useSelector(flow, selectError);
  const [username, setUsername] = useState(me);
  const [attempted, setAttempted] = useState(false);
  const wrong = username.trim() === '' || !isUsername(username.trim()) || username.length > maxUsernameLength;
  const unknown = stage === 'submitFailed' && error instanceof UnknownUser && error.username === username.trim();
  const problem = attempted
    ? wrong
      ? msg`Enter a user name: lower-case letters, digits and . _ - @`
      : unknown
        ? msg`No user of this organization has this name.`
        : undefined
    : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (wrong) {
      document.getElementById(userField)?.focus();
      return;
    }
    flow.send({ type: 'user.submit', draft: username.trim() });
  };

  return (
    <FormDialog
      title={t`New API key`}
      onClose={onClose}
      loading={stage === 'loading'}
      loadError={stage === 'loadFailed' ? error : undefined}
      loadingLabel={t`Preparing the API key`}
      loadFailedTitle={t`The API key could not be prepared`}
      onRetry={() => flow.send({ type: 'user.retry' })}
    >
      {created ? (
        <Stack gap="sm">
          <Text>{t`The API key for ${created.username} was created. Copy it now: it is shown only this once and cannot be shown again.`}</Text>
          <TextInput label={t`API key`} value={created.key} readOnly styles={{ input: { fontFamily: 'monospace' } }} onFocus={(event) => event.currentTarget.select()} />
          <Group justify="flex-end">
            <CopyButton value={created.key}>
              {({ copied, copy }) => (
                <Button variant={copied ? 'light' : 'filled'} color={copied ? 'teal' : undefined} onClick={copy}>
                  {copied ? t`Copied` : t`Copy API key`}
                </Button>
              )}
            </CopyButton>
            <Button variant="default" onClick={onClose}>
              {t`Done`}
            </Button>
          </Group>
        </Stack>
      ) : (
        data && (
          <form onSubmit={submit} noValidate aria-label={t`API key`}>
            <Stack gap="sm">
              {stage === 'submitFailed' && !unknown && (
                <Callout tone="error" title={t`The API key was not created`}>
                  <ErrorMessage error={error} />
                </Callout>
              )}
              <TextInput
                id={userField}
                label={t`User`}
                description={t`The key acts as this user, with their permissions in this organization.`}
                required
                data-autofocus
                value={username}
                error={problem ? i18n._(problem) : undefined}
                onChange={(event) => setUsername(event.currentTarget.value)}
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose} disabled={stage === 'submitting'}>
                  {t`Cancel`}
                </Button>
                <Button type="submit" loading={stage === 'submitting'}>
                  {t`Create API key`}
                </Button>
              </Group>
            </Stack>
          </form>
        )
      )}
    </FormDialog>
  );
}
