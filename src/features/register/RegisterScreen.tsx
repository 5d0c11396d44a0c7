// Spec §2 /register: self on-boarding without an account — a new organisation and its first user (spec §7,
// 90 s timeout). What was typed survives a failed attempt.
import { Alert, Anchor, Button, Checkbox, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { selectData, selectError, selectStage } from '../../../machines/loadAndSubmit.machine';
import { Spinner } from '../../ui/Spinner';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { useRegistrationFlow } from './flows';
import { validateRegistration, type RegistrationErrors, type RegistrationForm } from './validation';
import { PasswordField } from '../../ui/PasswordField';

const emptyForm: RegistrationForm = { organizationName: '', username: '', email: '', password: '', passwordRepeat: '' };

export default function RegisterScreen() {
  const { t, i18n } = useLingui();
  const machine = useRegistrationFlow();
  const flow = useActorRef(machine);
  const stage = useSelector(flow, selectStage);
  const agreements = useSelector(flow, selectData) ?? [];
  const error = useSelector(flow, selectError);
  const [form, setForm] = useState(emptyForm);
  const [accepted, setAccepted] = useState<number[]>([]);
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const fieldError = (field: keyof RegistrationErrors) => (errors[field] ? i18n._(errors[field]) : undefined);
  const field = (name: keyof RegistrationForm) => ({
    value: form[name],
    error: fieldError(name),
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setForm((current) => ({ ...current, [name]: value }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateRegistration(form, agreements.every((agreement) => accepted.includes(agreement.id)));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    flow.send({
      type: 'user.submit',
      draft: {
        organizationName: form.organizationName.trim(),
        username: form.username,
        email: form.email.trim(),
        password: form.password,
        acceptedAgreements: accepted,
      },
    });
  };

  if (stage === 'loading') {
    return (
        <Spinner label={t`Loading`} />
    );
  }
  if (stage === 'loadFailed') {
    return (
      <Alert color="red" role="alert" title={t`Registration is not available right now`} maw={560} mx="auto" mt="xl">
        <ErrorMessage error={error} />
        <Button mt="sm" variant="outline" color="red" onClick={() => flow.send({ type: 'user.retry' })}>
          {t`Retry`}
        </Button>
      </Alert>
    );
  }
  if (stage === 'done') {
    return (
      <Paper withBorder p="xl" maw={560} mx="auto" mt="xl" role="status">
        <Title order={1}>{t`Your organization is ready`}</Title>
        <Text mt="sm">
          <Trans>Sign in as {form.username} to start using it.</Trans>
        </Text>
        <Button component="a" href="#/home" mt="md">
          {t`Sign in`}
        </Button>
      </Paper>
    );
  }

  return (
    <Paper withBorder p="xl" maw={560} mx="auto" mt="xl">
      <form onSubmit={submit} noValidate aria-labelledby="register-title">
        <Stack gap="sm">
          <Title order={1} id="register-title">
            {t`Register your organization`}
          </Title>
          <TextInput label={t`Organization name`} required autoComplete="organization" {...field('organizationName')} />
          <TextInput label={t`Username`} required autoComplete="username" {...field('username')} />
          <TextInput label={t`E-mail`} type="email" required autoComplete="email" {...field('email')} />
          <PasswordField label={t`Password`} required autoComplete="new-password" {...field('password')} />
          <PasswordField label={t`Repeat password`} required autoComplete="new-password" {...field('passwordRepeat')} />
          <Checkbox.Group label={t`Agreements`} error={fieldError('agreements')} value={accepted.map(String)} onChange={(ids) => setAccepted(ids.map(Number))}>
            <Stack gap={4} mt={4}>
              {agreements.map((agreement) => (
                <Checkbox key={agreement.id} value={String(agreement.id)} label={t`I accept the ${agreement.title}`} />
              ))}
            </Stack>
          </Checkbox.Group>
          {stage === 'submitFailed' && (
            <Alert color="red" role="alert" title={t`Your organization was not created`}>
              <ErrorMessage error={error} />
            </Alert>
          )}
          {stage === 'submitting' && (
            <Text role="status" size="sm">
              <Trans>Creating your organization. This can take up to a minute and a half.</Trans>
            </Text>
          )}
          <Button type="submit" loading={stage === 'submitting'}>
            {t`Register`}
          </Button>
          <Text size="sm">
            <Trans>
              Already registered? <Anchor href="#/home">Sign in</Anchor>
            </Trans>
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
