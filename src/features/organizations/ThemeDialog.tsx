// The organisation's theme (spec §1 "each organisation can have its own theme", §7 PUT /{org}/theme), edited by
// someone who may update organisations: its brand name and the fourteen colours of facts §15, each entered as
// #rrggbb beside a swatch of it, a wrong one refused at its field (src/platform/themeRules.ts, the service's own
// rules). Saved, the portal's chrome takes it and every open embedded app is told THEME_CHANGED without a reload
// (src/portal/themeChanged.ts).
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { defaultBrandName, defaultColors } from '../../platform/themeDefaults';
import { isThemeColour, maxBrandName, themeColourKeys } from '../../platform/themeRules';
import type { Organization, Theme, ThemeColors } from '../../platform/types';
import { Callout } from '../../ui/Callout';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { FormDialog } from '../../ui/FormDialog';
import { useFormFlow } from '../../ui/useFormFlow';
import { useOrganizationFlows } from './flows';
import classes from './organizations.module.css';

/** What each colour paints, as a person choosing it needs to know. */
const colourLabels = {
  primary: msg`Primary`,
  primaryDk1: msg`Primary, dark`,
  primaryDk2: msg`Primary, darker`,
  highlight: msg`Highlight`,
  wt: msg`Background`,
  g1: msg`Grey 1 (lightest)`,
  g2: msg`Grey 2`,
  g3: msg`Grey 3`,
  g4: msg`Grey 4 (darkest)`,
  dk: msg`Text`,
  good: msg`Good`,
  alert: msg`Information`,
  warningMild: msg`Warning`,
  warningSerious: msg`Error`,
} as const;

export function ThemeDialog({ organization, onClose }: { organization: Organization; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const flows = useOrganizationFlows();
  const form = useFormFlow(() => flows.themeForm(organization.resourceId, { brandName: defaultBrandName, colors: defaultColors }), onClose);
  const name = organization.label;
  return (
    <FormDialog
      title={t`Theme of ${name}`}
      onClose={onClose}
      {...form.load}
      loadingLabel={t`Loading the theme of ${name}`}
      loadFailedTitle={t`The theme of ${name} could not be loaded`}
    >
      {form.data !== undefined && (
        <ThemeForm
          theme={form.data}
          submitting={form.submitting}
          submitError={form.submitError}
          onSubmit={form.submit}
          onCancel={onClose}
          colourLabel={(key) => i18n._(colourLabels[key])}
        />
      )}
    </FormDialog>
  );
}

interface ThemeFormProps {
  theme: Theme;
  submitting: boolean;
  submitError: unknown;
  onSubmit: (theme: Theme) => void;
  onCancel: () => void;
  colourLabel: (key: keyof ThemeColors) => string;
}

function ThemeForm({ theme, submitting, submitError, onSubmit, onCancel, colourLabel }: ThemeFormProps) {
  const { t } = useLingui();
  const [brandName, setBrandName] = useState(theme.brandName);
  const [colors, setColors] = useState<ThemeColors>(theme.colors);
  const [attempted, setAttempted] = useState(false);
  const brandError = !attempted
    ? undefined
    : brandName.trim() === ''
      ? t`Enter the brand name.`
      : brandName.length > maxBrandName
        ? t`At most ${maxBrandName} characters.`
        : undefined;
  const colourError = (key: keyof ThemeColors) => (attempted && !isThemeColour(colors[key]) ? t`Enter a colour as # and six hexadecimal digits, e.g. #0b6bcb.` : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const brandWrong = brandName.trim() === '' || brandName.length > maxBrandName;
    const wrongColour = themeColourKeys.find((key) => !isThemeColour(colors[key]));
    if (brandWrong || wrongColour !== undefined) {
      document.getElementById(brandWrong ? 'theme-brandName' : `theme-${wrongColour}`)?.focus();
      return;
    }
    onSubmit({ brandName: brandName.trim(), colors });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t`Theme`}>
      <Stack gap="sm">
        {submitError !== undefined && (
          <Callout tone="error" title={t`The theme was not saved`}>
            <ErrorMessage error={submitError} />
          </Callout>
        )}
        <Text size="sm" c="dimmed">{t`The portal and the apps open in it take these colours as soon as they are saved.`}</Text>
        <TextInput
          id="theme-brandName"
          label={t`Brand name`}
          required
          autoComplete="off"
          value={brandName}
          error={brandError}
          onChange={(event) => setBrandName(event.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {themeColourKeys.map((key) => (
            <TextInput
              key={key}
              id={`theme-${key}`}
              label={colourLabel(key)}
              required
              autoComplete="off"
              spellCheck={false}
              value={colors[key]}
              error={colourError(key)}
              leftSection={<span aria-hidden="true" className={classes.swatch} style={{ background: isThemeColour(colors[key]) ? colors[key] : 'transparent' }} />}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setColors((current) => ({ ...current, [key]: value }));
              }}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            {t`Cancel`}
          </Button>
          <Button type="submit" loading={submitting}>
            {t`Save theme`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
