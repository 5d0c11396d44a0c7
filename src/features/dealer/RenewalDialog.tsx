// A licence renewed for one more period of its product (machines/licenceRenewal.machine.ts), confirmed first; the
// new expiry is shown once the service has renewed it. A failure renews nothing and says so, with the way to try
// again.
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
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { RenewalStage } from '../../../machines/licenceRenewal.machine';
import type { Licence } from '../../platform/licencesTypes';
import { Callout } from '../../ui/Callout';
import { DateTime } from '../../ui/DateTime';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { useDealerFlows } from './flows';

export function RenewalDialog({ licence, onClose }: { licence: Licence; onClose: (renewed: boolean) => void }) {
  const { t } = useLingui();
  const flows = useDealerFlows();
  const [machine] = useState(() => flows.renewal(licence.licenseId));
  const flow = useActorRef(machine);
  const stage = useSelector(flow, (snapshot) => snapshot.value as RenewalStage);
  const renewed = useSelector(flow, (snapshot) => snapshot.context.renewed);
  const error = useSelector(flow, (snapshot) => snapshot.context.error);
  // The dialog opens on the question.
  useEffect(() => flow.send({ type: 'user.renew' }), [flow]);
  const close = () => onClose(renewed !== undefined);

  return (
    <Modal opened onClose={close} title={t`Renew licence`} closeButtonProps={{ 'aria-label': t`Close` }}>
      <Stack gap="sm">
        {stage === 'renewed' && renewed ? (
          <Text role="status">
            {renewed.expirationDate === undefined ? (
              t`The licence ${licence.code} was renewed.`
            ) : (
              <Trans>
                The licence {licence.code} was renewed: it now ends on <DateTime value={renewed.expirationDate} dateOnly />.
              </Trans>
            )}
          </Text>
        ) : (
          <Text>
            {licence.expirationDate === undefined ? (
              t`Renew the licence ${licence.code} for one more period of ${licence.product.label}?`
            ) : (
              <Trans>
                Renew the licence {licence.code} for one more period of {licence.product.label}? It ends on{' '}
                <DateTime value={licence.expirationDate} dateOnly /> today.
              </Trans>
            )}
          </Text>
        )}
        {stage === 'failed' && (
          <Callout tone="error" title={t`The licence was not renewed`}>
            <Text size="sm">{t`Nothing changed: it ends when it did before.`}</Text>
            <ErrorMessage error={error} />
          </Callout>
        )}
        <Group justify="flex-end">
          {stage === 'renewed' ? (
            <Button onClick={close}>{t`Done`}</Button>
          ) : (
            <>
              <Button variant="default" disabled={stage === 'renewing'} onClick={close}>
                {t`Cancel`}
              </Button>
              <Button loading={stage === 'renewing'} onClick={() => flow.send({ type: 'user.confirm' })}>
                {stage === 'failed' ? t`Try again` : t`Renew licence`}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
