// A licence code activated for an organisation (machines/licenceActivation.machine.ts): the code and the client start
// as the licence's, the code is checked first (valid or why not, and when the subscription would end), and only then
// may it be activated. A failure activates nothing and says so; what was typed stays.
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import type { ActivationStage } from '../../../machines/licenceActivation.machine';
import { licenceCodePattern } from '../../platform/licenceRules';
import type { Licence } from '../../platform/licencesTypes';
import { Callout } from '../../ui/Callout';
import { DateTime } from '../../ui/DateTime';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { useDealerFlows } from './flows';

export interface ActivationDialogProps {
  licence: Licence;
  onActivated: () => void;
  onClose: () => void;
}

const refusals = {
  used: msg`This code is already activated.`,
  expired: msg`This code has expired.`,
  deleted: msg`This code was withdrawn.`,
};

export function ActivationDialog({ licence, onActivated, onClose }: ActivationDialogProps) {
  const { t, i18n } = useLingui();
  const flows = useDealerFlows();
  const [machine] = useState(() => flows.activation());
  const flow = useActorRef(machine, undefined, (snapshot) => {
    if (snapshot.status === 'done') onActivated();
  });
  const stage = useSelector(flow, (snapshot) => snapshot.value as ActivationStage);
  const check = useSelector(flow, (snapshot) => snapshot.context.check);
  const error = useSelector(flow, (snapshot) => snapshot.context.error);
  const [code, setCode] = useState(licence.code);
  const [client, setClient] = useState(licence.targetOrgResourceId);
  const [attempted, setAttempted] = useState(false);
  const codeError = attempted && !licenceCodePattern.test(code.trim()) ? t`Enter a licence code: capital letters, digits and dashes.` : undefined;
  const clientError = attempted && client.trim() === '' ? t`Enter the organization to activate it for.` : undefined;
  const busy = stage === 'checking' || stage === 'activating';

  const edited = (apply: () => void) => {
    apply();
    flow.send({ type: 'user.change' });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (stage === 'ready' || stage === 'activateFailed') {
      flow.send({ type: 'user.activate' });
      return;
    }
    setAttempted(true);
    if (!licenceCodePattern.test(code.trim()) || client.trim() === '') return;
    flow.send({ type: 'user.check', request: { code: code.trim(), organization: client.trim() } });
  };

  return (
    <Modal opened onClose={onClose} title={t`Activate licence`} closeButtonProps={{ 'aria-label': t`Close` }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label={t`Licence code`} value={code} onChange={(event) => edited(() => setCode(event.currentTarget.value))} error={codeError} readOnly={busy} />
          <TextInput
            label={t`Organization`}
            description={t`The client's organization, e.g. bakery-bros.`}
            value={client}
            onChange={(event) => edited(() => setClient(event.currentTarget.value))}
            error={clientError}
            readOnly={busy}
          />
          <div aria-live="polite">
            {stage === 'ready' && check && (
              <Text size="sm">
                {check.expirationDate === undefined ? (
                  t`The code is valid.`
                ) : (
                  <Trans>
                    The code is valid. Activated now, it ends on <DateTime value={check.expirationDate} dateOnly />.
                  </Trans>
                )}
              </Text>
            )}
            {stage === 'refused' && check && (
              <Callout tone="warning" title={t`This code cannot be activated`}>
                {check.reason ? i18n._(refusals[check.reason]) : null}
              </Callout>
            )}
          </div>
          {stage === 'checkFailed' && (
            <Callout tone="error" title={t`The code could not be checked`}>
              <ErrorMessage error={error} />
            </Callout>
          )}
          {stage === 'activateFailed' && (
            <Callout tone="error" title={t`Nothing was activated`}>
              <ErrorMessage error={error} />
            </Callout>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t`Cancel`}
            </Button>
            {stage === 'ready' || stage === 'activating' || stage === 'activateFailed' ? (
              <Button type="submit" loading={stage === 'activating'}>
                {t`Activate`}
              </Button>
            ) : (
              <Button type="submit" loading={stage === 'checking'}>
                {t`Check code`}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
