// Spec §2 /login, the name login: name/domain and a password, with which the portal signs into the remote-access site
// (spec §4, §7; machines/remoteAccessSite.machine.ts through the session). The portal's own sign-in happens at the
// identity provider, which never hands the portal a password, so this form is where the site's credentials come
// from (docs/decisions.md "Remote-access site session"). A person not signed in to the portal signs in first and
// comes back here. The site's answer is not awaited and its failure is ignored (spec §8): the person goes on home.
import { Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { navigate } from '../../routes/hashLocation';
import { usePortal } from '../../portal/portal';
import { Spinner } from '../../ui/Spinner';
import { validateNameLogin, type NameLoginErrors, type NameLoginForm } from './nameLogin';
import { PasswordField } from '../../ui/PasswordField';

export default function LoginScreen() {
  const { t, i18n } = useLingui();
  const { actors } = usePortal();
  const session = actors.session;
  const signedIn = useSelector(session, (snapshot) => snapshot.matches('authenticated'));
  const starting = useSelector(session, (snapshot) => snapshot.hasTag('starting') || snapshot.matches('signingIn'));
  const search = useSearch();
  // Home in the same organisation: where a name login goes on, and the way back without one.
  const home = `/home${search ? `?${search}` : ''}`;
  const [form, setForm] = useState<NameLoginForm>({ username: '', password: '' });
  const [errors, setErrors] = useState<NameLoginErrors>({});
  const field = (name: keyof NameLoginForm) => ({
    value: form[name],
    error: errors[name] ? i18n._(errors[name]) : undefined,
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setForm((current) => ({ ...current, [name]: value }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateNameLogin(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    session.send({ type: 'remoteAccess.signIn', credentials: { username: form.username, password: form.password } });
    navigate(home);
  };

  if (starting) return <Spinner label={t`Loading`} />;

  if (!signedIn) {
    return (
      <Paper withBorder p="xl" maw={480} mx="auto" mt="xl">
        <Stack gap="sm">
          <Title order={1}>{t`Sign in to remote access`}</Title>
          <Text>
            <Trans>Sign in to the portal first; you come back here to sign in to remote access.</Trans>
          </Text>
          <Button onClick={() => session.send({ type: 'user.signIn' })}>{t`Sign in`}</Button>
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper withBorder p="xl" maw={480} mx="auto" mt="xl">
      <form onSubmit={submit} noValidate aria-labelledby="name-login-title">
        <Stack gap="sm">
          <Title order={1} id="name-login-title">
            {t`Sign in to remote access`}
          </Title>
          <TextInput
            label={t`Username`}
            description={t`Your user name and organization, as name/domain`}
            required
            autoComplete="username"
            {...field('username')}
          />
          <PasswordField label={t`Password`} required autoComplete="current-password" {...field('password')} />
          <Button type="submit">{t`Sign in`}</Button>
          {/* A bare page: the way back to the portal without signing in here. */}
          <Button component="a" variant="subtle" href={`#${home}`}>
            {t`Back to the portal`}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
