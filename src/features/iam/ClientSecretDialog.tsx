// A service account's client secret (spec §7 "Service-account client secret GET, POST"): masked until the person
// asks to see it (only then is it read), then copyable; renewed after the person confirms, the renewal's answer
// being the new secret, shown at once. Programs using the old secret must be given the new one.
import { Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
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
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ClientSecret } from '../../platform/iamTypes';
import { Callout } from '../../ui/Callout';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { useSubmitFlow } from '../../ui/useSubmitFlow';
import type { IamOrganization } from './iamOrganization';
import { useSecurityPolicyFlows } from './securityPolicyFlows';
import type { UserRow } from './userRow';

/** What the dialog shows; reading and renewing are the flow's to tell. */
type Stage = 'masked' | 'shown' | 'confirming';

/** What stands for the secret while it is hidden: it says nothing of its length. */
const mask = '••••••••••••••••';

export function ClientSecretDialog({ organization, user, onClose }: { organization: IamOrganization; user: UserRow; onClose: () => void }) {
  const { t } = useLingui();
  const flows = useSecurityPolicyFlows();
  const [stage, setStage] = useState<Stage>('masked');
  const [secret, setSecret] = useState<ClientSecret>();
  const [renewed, setRenewed] = useState(false);
  const secretFlow = useSubmitFlow(
    () => flows.clientSecret(organization, user.id),
    (answer, asked) => {
      setSecret(answer);
      setRenewed(asked === 'renew');
      setStage('shown');
    },
  );
  const reading = secretFlow.submitting && secretFlow.draft === 'read';
  const renewing = secretFlow.submitting && secretFlow.draft === 'renew';
  const failure = secretFlow.error === undefined ? undefined : { what: secretFlow.draft, error: secretFlow.error };
  const reveal = () => secretFlow.submit('read');
  // The confirmation stays on screen while the renewal runs; a refusal returns to what was shown before.
  const confirmRenew = () => {
    setStage(secret ? 'shown' : 'masked');
    secretFlow.submit('renew');
  };
  const confirming = stage === 'confirming' || renewing;
  const visible = (stage === 'shown' && !renewing) || (secret !== undefined && confirming);

  return (
    <Modal opened onClose={onClose} size="lg" title={t`Client secret of ${user.username}`} closeButtonProps={{ 'aria-label': t`Close` }}>
      <Stack gap="sm">
        <Text size="sm">{t`${user.username} is a service account: a program that obtains its tokens with this secret instead of a password.`}</Text>
        {failure && (
          <Callout tone="error" title={failure.what === 'read' ? t`The client secret could not be read` : t`The client secret was not renewed`}>
            <ErrorMessage error={failure.error} />
          </Callout>
        )}
        {renewed && stage === 'shown' && !renewing && (
          <Text size="sm" role="status" c="teal.9">
            {t`The client secret was renewed. Give the new one to the programs that use this account: the old one is no longer accepted.`}
          </Text>
        )}
        <TextInput
          label={t`Client secret`}
          value={visible && secret ? secret.clientSecret : mask}
          readOnly
          aria-describedby={visible ? undefined : 'client-secret-hidden'}
          styles={{ input: { fontFamily: 'monospace' } }}
          onFocus={(event) => event.currentTarget.select()}
        />
        {!visible && (
          <Text id="client-secret-hidden" size="xs" c="dimmed">
            {t`Hidden. Show it to read or copy it.`}
          </Text>
        )}
        {visible && secret && <TextInput label={t`Token endpoint`} value={secret.tokenEndpoint} readOnly onFocus={(event) => event.currentTarget.select()} />}
        {confirming ? (
          <Callout tone="warning" title={t`Renew the client secret?`}>
            <Stack gap="xs">
              <Text size="sm">{t`A new secret replaces the current one at once. Programs that still use the current one are refused until they are given the new one.`}</Text>
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setStage(secret ? 'shown' : 'masked')} disabled={renewing}>
                  {t`Cancel`}
                </Button>
                <Button color="red" loading={renewing} onClick={confirmRenew}>
                  {t`Renew client secret`}
                </Button>
              </Group>
            </Stack>
          </Callout>
        ) : (
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setStage('confirming')} disabled={reading}>
              {t`Renew…`}
            </Button>
            {visible && secret ? (
              <>
                <Button variant="default" onClick={() => setStage('masked')}>
                  {t`Hide`}
                </Button>
                <CopyButton value={secret.clientSecret}>
                  {({ copied, copy }) => (
                    <Button variant={copied ? 'light' : 'filled'} color={copied ? 'teal' : undefined} onClick={copy}>
                      {copied ? t`Copied` : t`Copy client secret`}
                    </Button>
                  )}
                </CopyButton>
              </>
            ) : (
              <Button loading={reading} onClick={reveal}>
                {t`Show client secret`}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
