// Spec §2 /agreements/ (query org, redirectTo) and §4 guard step 4: read each pending agreement and accept them
// all before entering the organisation.
import { Alert, Button, Checkbox, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
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
import { useState } from 'react';
import { useSearch } from 'wouter';
import { selectData, selectError, selectStage } from '../../../machines/loadAndSubmit.machine';
import { guardPaths } from '../../../machines/navigationGuard.machine';
import { navigate } from '../../routes/hashLocation';
import { Spinner } from '../../ui/Spinner';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { agreementTypeLabels } from './agreementTypes';
import { useAgreementsFlow } from './flows';

export default function AgreementsScreen() {
  const { t, i18n } = useLingui();
  const query = new URLSearchParams(useSearch());
  const redirectTo = query.get('redirectTo');
  const org = query.get('org');
  const next = redirectTo?.startsWith('/') && !redirectTo.startsWith('//') ? redirectTo : `${guardPaths.home}?org=${org ?? ''}`;
  const machine = useAgreementsFlow();
  const flow = useActorRef(machine, undefined, (snapshot) => {
    if (snapshot.status === 'done') navigate(next);
  });
  const state = useSelector(flow, selectStage);
  const agreements = useSelector(flow, selectData) ?? [];
  const error = useSelector(flow, selectError);
  const [accepted, setAccepted] = useState<number[]>([]);
  const allAccepted = agreements.every((agreement) => accepted.includes(agreement.id));

  if (state === 'loading') {
    return (
        <Spinner label={t`Loading agreements`} />
    );
  }
  if (state === 'loadFailed') {
    return (
      <Alert color="red" role="alert" title={t`The agreements could not be loaded`}>
        <ErrorMessage error={error} />
        <Button mt="sm" variant="outline" color="red" onClick={() => flow.send({ type: 'user.retry' })}>
          {t`Retry`}
        </Button>
      </Alert>
    );
  }

  return (
    <Stack maw={760} mx="auto" gap="md">
      <Title order={1}>{t`Agreements to accept`}</Title>
      <Text>
        <Trans>Before you continue, please read and accept the following agreements.</Trans>
      </Text>
      {agreements.map((agreement) => (
        <Paper key={agreement.id} withBorder p="md" component="section" aria-labelledby={`agreement-${agreement.id}`}>
          <Title order={2} size="h4" id={`agreement-${agreement.id}`}>
            {agreement.title}
          </Title>
          <Text size="sm" c="dimmed">
            {i18n._(agreementTypeLabels[agreement.type])} · {t`Version ${agreement.version}`}
          </Text>
          <ScrollArea.Autosize mah={220} mt="sm" type="auto">
            <Text style={{ whiteSpace: 'pre-wrap' }}>{agreement.content}</Text>
          </ScrollArea.Autosize>
          <Checkbox
            mt="md"
            label={t`I accept the ${agreement.title}`}
            checked={accepted.includes(agreement.id)}
            onChange={(event) => {
              // Read now: React clears the event's currentTarget once the handler returns, before the update runs.
              const { checked } = event.currentTarget;
              setAccepted((ids) => (checked ? [...ids, agreement.id] : ids.filter((id) => id !== agreement.id)));
            }}
          />
        </Paper>
      ))}
      {state === 'submitFailed' && (
        <Alert color="red" role="alert" title={t`Your acceptance was not saved`}>
          <ErrorMessage error={error} />
        </Alert>
      )}
      <Button
        disabled={!allAccepted}
        loading={state === 'submitting'}
        onClick={() => flow.send({ type: 'user.submit', draft: { accepted } })}
      >
        {t`Accept and continue`}
      </Button>
    </Stack>
  );
}
