// The confirmation before a sub-organisation is deleted: it first counts what goes with it (its own
// sub-organisations and the devices of all of them), then Cancel or Delete. A failure says so and keeps the dialog.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectData, selectError, selectStage } from '../../../machines/loadAndSubmit.machine';
import type { Organization } from '../../platform/types';
import { Callout } from '../../ui/Callout';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { LoadFailure } from '../../ui/LoadFailure';
import { Spinner } from '../../ui/Spinner';
import { useOrganizationFlows } from './flows';

export function DeleteOrganization({ organization, onClose, onDeleted }: { organization: Organization; onClose: () => void; onDeleted: () => void }) {
  const { t } = useLingui();
  const flows = useOrganizationFlows();
  const [machine] = useState(() => flows.deletion(organization));
  const flow = useActorRef(machine, undefined, (snapshot) => {
    if (snapshot.status === 'done') onDeleted();
  });
  const stage = useSelector(flow, selectStage);
  const scope = useSelector(flow, selectData);
  const error = useSelector(flow, selectError);
  const name = organization.label;
  const acting = stage === 'submitting';
  const subOrganizations = t({ message: plural(scope?.subOrganizations ?? 0, { one: '# sub-organization', other: '# sub-organizations' }) });
  const devices = t({ message: plural(scope?.devices ?? 0, { one: '# device', other: '# devices' }) });

  return (
    <Modal opened onClose={onClose} title={t`Delete ${name}?`} closeButtonProps={{ 'aria-label': t`Close` }}>
      {stage === 'loading' && <Spinner label={t`Counting what goes with ${name}`} />}
      {stage === 'loadFailed' && <LoadFailure title={t`What goes with ${name} could not be counted`} error={error} onRetry={() => flow.send({ type: 'user.retry' })} />}
      {scope && (
        <Stack gap="sm">
          {stage === 'submitFailed' && (
            <Callout tone="error" title={t`${name} was not deleted`}>
              <ErrorMessage error={error} />
            </Callout>
          )}
          <Text>
            {t`${name} is deleted with ${subOrganizations} and ${devices}; their limits go back to the organization above. This cannot be undone.`}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" disabled={acting} onClick={onClose}>
              {t`Cancel`}
            </Button>
            <Button color="red.9" loading={acting} onClick={() => flow.send({ type: 'user.submit', draft: null })}>
              {t`Delete organization`}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
