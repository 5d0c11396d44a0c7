// The person's profile (PATCH /account): names and e-mail address, each checked at its field before sending; an
// address someone else has is said at its field too, and what was typed stays.
import { Button, Group, Stack, TextInput } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { selectError, selectStage } from '../../../machines/loadAndSubmit.machine';
import { isPlatformError } from '../../platform/errors';
import { isEmail, maxEmailLength, maxPersonNameLength } from '../../platform/iamRules';
import type { Account, AccountProfile } from '../../platform/iamTypes';
import { Callout } from '../../ui/Callout';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { FormDialog } from '../../ui/FormDialog';
import { useAccountFlows } from './flows';

type Field = keyof AccountProfile;

function problems(profile: AccountProfile): Partial<Record<Field, MessageDescriptor>> {
  const found: Partial<Record<Field, MessageDescriptor>> = {};
  if (!isEmail(profile.email.trim()) || profile.email.trim().length > maxEmailLength) found.email = msg`Enter an e-mail address of at most ${maxEmailLength} characters.`;
  if (profile.firstName.length > maxPersonNameLength) found.firstName = msg`At most ${maxPersonNameLength} characters.`;
  if (profile.lastName.length > maxPersonNameLength) found.lastName = msg`At most ${maxPersonNameLength} characters.`;
  return found;
}

export function ProfileDialog({ account, onSaved, onClose }: { account: Account; onSaved: () => void; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const flows = useAccountFlows();
  const [machine] = useState(() => flows.profile(account));
  const flow = useActorRef(machine, undefined, (snapshot) => {
    if (snapshot.status === 'done') onSaved();
  });
  const stage = useSelector(flow, selectStage);
  const error = useSelector(flow, selectError);
  const [profile, setProfile] = useState<AccountProfile>({ email: account.email, firstName: account.firstName, lastName: account.lastName });
  const [attempted, setAttempted] = useState(false);
  const [sent, setSent] = useState<string>();
  const inUse = stage === 'submitFailed' && isPlatformError(error) && error.status === 409 && sent === profile.email.trim();
  const shown = attempted ? problems(profile) : {};
  if (inUse) shown.email = msg`Someone else uses this e-mail address.`;
  const field = (name: Field) => ({
    id: `profile-${name}`,
    value: profile[name],
    error: shown[name] ? i18n._(shown[name]) : undefined,
    onChange: (event: { currentTarget: { value: string } }) => setProfile({ ...profile, [name]: event.currentTarget.value }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const first = (Object.keys(problems(profile)) as Field[])[0];
    if (first !== undefined) {
      document.getElementById(`profile-${first}`)?.focus();
      return;
    }
    const draft = { ...profile, email: profile.email.trim() };
    setSent(draft.email);
    flow.send({ type: 'user.submit', draft });
  };

  return (
    <FormDialog
      title={t`Edit profile`}
      onClose={onClose}
      loading={stage === 'loading'}
      loadError={stage === 'loadFailed' ? error : undefined}
      loadingLabel={t`Loading the profile`}
      loadFailedTitle={t`The profile could not be loaded`}
      onRetry={() => flow.send({ type: 'user.retry' })}
    >
      <form onSubmit={submit} noValidate aria-label={t`Profile`}>
        <Stack gap="sm">
          {stage === 'submitFailed' && !inUse && (
            <Callout tone="error" title={t`The profile was not saved`}>
              <ErrorMessage error={error} />
            </Callout>
          )}
          <TextInput label={t`First name`} data-autofocus {...field('firstName')} />
          <TextInput label={t`Last name`} {...field('lastName')} />
          <TextInput label={t`E-mail address`} type="email" required {...field('email')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={stage === 'submitting'}>
              {t`Cancel`}
            </Button>
            <Button type="submit" loading={stage === 'submitting'}>
              {t`Save profile`}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormDialog>
  );
}
