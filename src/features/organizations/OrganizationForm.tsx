// Create a sub-organisation (its name, which ends its resource id, a display name, what it may do, a device limit
// granted from the parent's) or change one (and what it may switch on for its own sub-organisations). What the
// parent does not grant its sub-organisations cannot be switched on, and says why; mistakes are named at their field.
import { Button, Checkbox, Group, Stack, Switch, TextInput } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Switch.css';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { grantKeys, settingGrant, type OrganizationGrant } from '../../platform/organizationsTypes';
import { organizationDraft, validateOrganization, type OrganizationDraft, type OrganizationFormErrors, type OrganizationFormValues } from './organizationForm';

export interface OrganizationFormProps {
  initial: OrganizationFormValues;
  editing: boolean;
  parentName: string;
  /** What the parent lets its sub-organisations switch on. */
  parentGrant: OrganizationGrant;
  submitting: boolean;
  onSubmit: (draft: OrganizationDraft) => void;
  onCancel: () => void;
}

const fieldIds = { name: 'organization-name', label: 'organization-label', deviceLimit: 'organization-device-limit' } satisfies Record<keyof OrganizationFormErrors, string>;

const settingLabels = {
  dataEnabled: msg`IoT (devices send data)`,
  vpnEnabled: msg`VPN (remote access)`,
  dealer: msg`Dealer (sells licences to clients)`,
  hasOwnResources: msg`Own resources (licensed itself, not from its parent's)`,
} satisfies Record<keyof typeof settingGrant, MessageDescriptor>;

const grantLabels = {
  allowEnableIotOnSuborg: msg`IoT`,
  allowEnableVpnOnSuborg: msg`VPN`,
  allowEnableDealerOnSuborg: msg`Dealer`,
  allowEnableOwnResourcesOnSuborg: msg`Own resources`,
  allowEnableStoreOnSuborg: msg`App store`,
  allowEnableHostnameOnSuborg: msg`Own host name`,
  allowEnableIpFilteringOnSuborg: msg`IP filtering`,
  allowEnablePrivateAccessOnSuborg: msg`Private access`,
} satisfies Record<keyof OrganizationGrant, MessageDescriptor>;

export function OrganizationForm({ initial, editing, parentName, parentGrant, submitting, onSubmit, onCancel }: OrganizationFormProps) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  const errors: OrganizationFormErrors = attempted ? validateOrganization(values, editing) : {};
  const message = (field: keyof OrganizationFormErrors) => (errors[field] ? i18n._(errors[field]) : undefined);
  const set = <K extends keyof OrganizationFormValues>(field: K, value: OrganizationFormValues[K]) => setValues((current) => ({ ...current, [field]: value }));
  const notGranted = t`${parentName} does not allow this on its sub-organizations.`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const found = validateOrganization(values, editing);
    const first = (Object.keys(fieldIds) as (keyof OrganizationFormErrors)[]).find((field) => found[field]);
    if (first) {
      document.getElementById(fieldIds[first])?.focus();
      return;
    }
    onSubmit(organizationDraft(values));
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t`Organization`}>
      <Stack gap="sm">
        {!editing && (
          <TextInput
            id={fieldIds.name}
            label={t`Name`}
            description={t`Lower-case letters, digits and dashes; it ends the organization's resource id.`}
            required
            autoComplete="off"
            value={values.name}
            error={message('name')}
            onChange={(event) => set('name', event.currentTarget.value)}
          />
        )}
        <TextInput
          id={fieldIds.label}
          label={t`Display name`}
          required
          value={values.label}
          error={message('label')}
          onChange={(event) => set('label', event.currentTarget.value)}
        />
        {(Object.keys(settingLabels) as (keyof typeof settingLabels)[]).map((setting) => {
          // A setting already on stays changeable (it can be switched off); one the parent does not grant cannot be switched on.
          const locked = !parentGrant[settingGrant[setting]] && !initial[setting];
          return (
            <Switch
              key={setting}
              label={i18n._(settingLabels[setting])}
              description={locked ? notGranted : undefined}
              disabled={locked}
              checked={values[setting]}
              onChange={(event) => set(setting, event.currentTarget.checked)}
            />
          );
        })}
        {!editing && (
          <TextInput
            id={fieldIds.deviceLimit}
            label={t`Device limit`}
            description={t`Devices it may hold, granted from ${parentName}'s limit. Leave empty for none; -1 for unlimited.`}
            inputMode="numeric"
            autoComplete="off"
            value={values.deviceLimit}
            error={message('deviceLimit')}
            onChange={(event) => set('deviceLimit', event.currentTarget.value)}
          />
        )}
        {editing && values.grant && (
          <Checkbox.Group
            label={t`It may switch on for its own sub-organizations`}
            value={grantKeys.filter((key) => values.grant?.[key])}
            onChange={(chosen) => set('grant', Object.fromEntries(grantKeys.map((key) => [key, chosen.includes(key)])) as unknown as OrganizationGrant)}
          >
            <Stack gap={6} mt={4}>
              {grantKeys.map((key) => (
                <Checkbox
                  key={key}
                  value={key}
                  label={i18n._(grantLabels[key])}
                  disabled={!parentGrant[key] && !initial.grant?.[key]}
                  description={!parentGrant[key] && !initial.grant?.[key] ? notGranted : undefined}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            {t`Cancel`}
          </Button>
          <Button type="submit" loading={submitting}>
            {editing ? t`Save organization` : t`Create sub-organization`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
