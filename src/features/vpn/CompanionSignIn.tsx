// How the companion app signs in for this person in the domain: credentials requested for it (shown once, with how
// long they open it), or an application password the person sets (12 to 64 characters, typed twice; refused at the
// field otherwise). Personal, so a reader may use both.
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { applicationPasswordLength, applicationPasswordProblem } from '../../platform/vpnTypes';
import { Callout } from '../../ui/Callout';
import { DateTime } from '../../ui/DateTime';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { useSubmitFlow } from '../../ui/useSubmitFlow';
import { useVpnFlows } from './flows';
import { PasswordField } from '../../ui/PasswordField';

export function CompanionSignIn({ organization }: { organization: string }) {
  const { t } = useLingui();
  const flows = useVpnFlows();
  const [password, setPasswordText] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problems, setProblems] = useState<{ password?: string; repeat?: string }>({});
  const credentials = useSubmitFlow(() => flows.requestCredentials(organization));
  const saving = useSubmitFlow(
    () => flows.setApplicationPassword(organization),
    () => {
      setPasswordText('');
      setRepeat('');
    },
  );
  const { min, max } = applicationPasswordLength;
  const issued = credentials.result;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = applicationPasswordProblem(password);
    const found = {
      password: problem === 'spaces' ? t`The password may not start or end with a space.` : problem ? t`Use ${min} to ${max} characters.` : undefined,
      repeat: !problem && repeat !== password ? t`The two passwords differ.` : undefined,
    };
    setProblems(found);
    if (found.password || found.repeat) return;
    saving.submit(password);
  };

  return (
    <section aria-labelledby="companion-sign-in">
      <Title order={2} size="h3" id="companion-sign-in" mb="xs">
        {t`Companion app sign-in`}
      </Title>
      <Stack gap="md">
        <Stack gap="xs">
          <Text size="sm">{t`Request credentials for the companion app on this computer; they are shown once.`}</Text>
          <Group>
            <Button variant="default" loading={credentials.submitting} onClick={() => credentials.submit()}>
              {t`Request credentials`}
            </Button>
          </Group>
          {issued && (
            <Text role="status" size="sm">
              <Trans>
                User name <code>{issued.username}</code>, password <code>{issued.password}</code>, valid until{' '}
                <DateTime value={issued.validUntil} />.
              </Trans>
            </Text>
          )}
          {credentials.stage === 'failed' && (
            <Callout tone="error" title={t`No credentials were issued`}>
              <ErrorMessage error={credentials.error} />
            </Callout>
          )}
        </Stack>
        <form onSubmit={submit} noValidate>
          <Stack gap="xs">
            <PasswordField
              label={t`Application password`}
              description={t`The companion app can sign in with it instead. ${min} to ${max} characters.`}
              w={320}
              value={password}
              onChange={(event) => {
                setPasswordText(event.currentTarget.value);
                setProblems({});
                saving.edit();
              }}
              error={problems.password}
            />
            <PasswordField
              label={t`Repeat the password`}
              w={320}
              value={repeat}
              onChange={(event) => {
                setRepeat(event.currentTarget.value);
                setProblems((shown) => ({ ...shown, repeat: undefined }));
              }}
              error={problems.repeat}
            />
            <Group>
              <Button type="submit" variant="default" loading={saving.submitting}>
                {t`Set application password`}
              </Button>
            </Group>
            {saving.stage === 'saved' && <Text role="status" size="sm">{t`The application password is set.`}</Text>}
            {saving.stage === 'failed' && (
              <Callout tone="error" title={t`The application password was not set`}>
                <ErrorMessage error={saving.error} />
              </Callout>
            )}
          </Stack>
        </form>
      </Stack>
    </section>
  );
}
