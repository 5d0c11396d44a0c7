// Adding people to the sharing draft: one or several user names at once, all with one permission. The names are
// checked here for their form and length (the field says both); the service checks that each person belongs to the
// organisation when saving. A refused list stays in the field as typed.
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Button.css';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { SharePermission } from '../../../platform/dashboardTypes';
import { permissionLabels } from './permissionLabels';
import { maxUserNameLength, parseUserList, type UserListProblem } from './shareList';

export function AddPeopleForm({
  owner,
  disabled,
  onAdd,
}: {
  owner: string;
  disabled: boolean;
  onAdd: (users: string[], permission: SharePermission) => void;
}) {
  const { t, i18n } = useLingui();
  const [text, setText] = useState('');
  const [permission, setPermission] = useState<SharePermission>('r');
  const [problem, setProblem] = useState<UserListProblem>();
  const problemText = (found: UserListProblem) => {
    switch (found.kind) {
      case 'empty':
        return t`Enter at least one user name.`;
      case 'tooLong': {
        const start = found.user.slice(0, 20);
        const length = found.user.length;
        return t`A user name has at most ${maxUserNameLength} characters: “${start}…” has ${length}.`;
      }
      case 'invalid':
        return t`“${found.user}” is not a user name: use letters, digits and . _ @ - only.`;
      case 'owner':
        return t`${found.user} owns it and can do everything already.`;
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = parseUserList(text, owner);
        if ('kind' in parsed) return setProblem(parsed);
        setProblem(undefined);
        setText('');
        onAdd(parsed.users, permission);
      }}
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={t`Add people`}
          description={t`User names, separated by commas or spaces, each at most ${maxUserNameLength} characters`}
          flex={1}
          miw={220}
          value={text}
          disabled={disabled}
          error={problem && problemText(problem)}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <NativeSelect
          label={t`As`}
          description={t`Permission`}
          value={permission}
          disabled={disabled}
          data={(['r', 'r/w'] as const).map((value) => ({ value, label: i18n._(permissionLabels[value]) }))}
          onChange={(event) => setPermission(event.currentTarget.value as SharePermission)}
        />
        <Button type="submit" mt={44} variant="default" disabled={disabled}>
          {t`Add`}
        </Button>
      </Group>
    </form>
  );
}
