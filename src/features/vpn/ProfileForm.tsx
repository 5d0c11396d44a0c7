// Create or edit an application profile: its name and description, the applications it offers (its endpoints offer
// them), and whether it is the domain's default (the profile of an endpoint that names none). The default profile
// stays default until another is made default, so its box is not unticked here. Mistakes are named at their field.
import { Button, Checkbox, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { ApplicationProfile, RemoteApplication } from '../../platform/vpnClient';
import { profileLimits, profileProblems, type ProfileWrite } from '../../platform/vpnTypes';

export interface ProfileFormProps {
  applications: RemoteApplication[];
  profile?: ApplicationProfile;
  submitting: boolean;
  onSubmit: (write: ProfileWrite) => void;
  onCancel: () => void;
}

export function ProfileForm({ applications, profile, submitting, onSubmit, onCancel }: ProfileFormProps) {
  const { t } = useLingui();
  const [write, setWrite] = useState<ProfileWrite>(() => ({
    id: profile?.id,
    name: profile?.name ?? '',
    description: profile?.description ?? '',
    actionIds: profile?.applications.map(({ id }) => id) ?? [],
    default: profile?.defaultProfile ?? false,
  }));
  const [attempted, setAttempted] = useState(false);
  const problems = attempted ? profileProblems(write) : {};
  const messages = {
    name: { missing: t`Enter a name.`, tooLong: t`Use at most ${profileLimits.name} characters.` },
    description: { missing: undefined, tooLong: t`Use at most ${profileLimits.description} characters.` },
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const found = profileProblems(write);
    const first = (['name', 'description'] as const).find((field) => found[field]);
    if (first) {
      document.getElementById(`profile-${first}`)?.focus();
      return;
    }
    onSubmit({ ...write, name: write.name.trim() });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t`Application profile`}>
      <Stack gap="sm">
        <TextInput
          id="profile-name"
          label={t`Name`}
          required
          value={write.name}
          error={problems.name && messages.name[problems.name]}
          onChange={(event) => setWrite({ ...write, name: event.currentTarget.value })}
        />
        <Textarea
          id="profile-description"
          label={t`Description`}
          minRows={2}
          value={write.description}
          error={problems.description && messages.description[problems.description]}
          onChange={(event) => setWrite({ ...write, description: event.currentTarget.value })}
        />
        <Checkbox.Group
          label={t`Applications`}
          description={t`The endpoints with this profile offer these applications.`}
          value={write.actionIds}
          onChange={(actionIds) => setWrite({ ...write, actionIds })}
        >
          {applications.length === 0 ? (
            <Text size="sm" c="dimmed" mt={4}>{t`There are no applications yet: create them on the Applications tab.`}</Text>
          ) : (
            <Stack gap={6} mt={6}>
              {applications.map((application) => (
                <Checkbox key={application.id} value={application.id} label={`${application.name} (${application.type === 'Custom' ? t`Custom` : application.type})`} />
              ))}
            </Stack>
          )}
        </Checkbox.Group>
        <Checkbox
          label={t`Default profile`}
          description={
            profile?.defaultProfile
              ? t`This is the default profile; make another profile the default to change that.`
              : t`The profile of every endpoint that names no other.`
          }
          checked={write.default}
          disabled={profile?.defaultProfile}
          onChange={(event) => setWrite({ ...write, default: event.currentTarget.checked })}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            {t`Cancel`}
          </Button>
          <Button type="submit" loading={submitting}>
            {t`Save profile`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
