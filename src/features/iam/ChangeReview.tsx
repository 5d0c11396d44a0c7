// What a change of roles or memberships takes away, shown before it is applied (machines/permissionChange.machine.ts):
// per person, the permissions they would no longer hold (those still granted by another group or role are not
// listed). The person applies the change or goes back to it; a refusal keeps the preview and can be sent again.
import { Button, Group, List, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Stack.css';
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { selectChangeStage } from '../../../machines/permissionChange.machine';
import type { PermissionChange } from '../../platform/types';
import { Callout } from '../../ui/Callout';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { LoadFailure } from '../../ui/LoadFailure';
import { Spinner } from '../../ui/Spinner';
import { useIamFlows } from './flows';
import type { IamOrganization } from './iamOrganization';
import type { ChangeSubject } from './groupFlows';
import { inGridOrder, permissionName } from '../../ui/permissionName';

export interface ChangeReviewProps {
  organization: IamOrganization;
  subject: ChangeSubject;
  change: PermissionChange;
  /** The button that applies it, e.g. "Remove bob". */
  applyLabel: string;
  onApplied: () => void;
  onBack: () => void;
}

export function ChangeReview({ organization, subject, change, applyLabel, onApplied, onBack }: ChangeReviewProps) {
  const { t, i18n } = useLingui();
  const flows = useIamFlows();
  const [machine] = useState(() => flows.change(organization, subject));
  const flow = useActorRef(machine, undefined, (snapshot) => {
    if (snapshot.status === 'done') onApplied();
  });
  const stage = useSelector(flow, selectChangeStage);
  const revoked = useSelector(flow, (snapshot) => snapshot.context.revoked);
  const error = useSelector(flow, (snapshot) => snapshot.context.error);
  // The preview is asked for as soon as the change is reviewed; a second send while it runs is ignored.
  useEffect(() => flow.send({ type: 'user.review', change }), [flow, change]);
  const back = () => {
    flow.send({ type: 'user.edit' });
    onBack();
  };

  if (stage === 'editing' || stage === 'testing') return <Spinner label={t`Checking what this change takes away`} />;
  if (stage === 'testFailed') {
    return (
      <LoadFailure title={t`What this change takes away could not be checked`} error={error} onRetry={() => flow.send({ type: 'user.retry' })}>
        <Button variant="default" onClick={back}>{t`Back`}</Button>
      </LoadFailure>
    );
  }
  return (
    <Stack gap="sm">
      {revoked === undefined || revoked.length === 0 ? (
        <Callout tone="warning" title={t`Nobody loses a permission with this change.`} />
      ) : (
        <Callout tone="warning" title={t`This change takes away`}>
          <List spacing={4}>
            {revoked.map((person) => (
              <List.Item key={person.userId}>
                <Text span fw={600}>
                  {person.username}
                </Text>
                {': '}
                {inGridOrder(person.permissions).map((name) => permissionName(name, i18n)).join(', ')}
              </List.Item>
            ))}
          </List>
        </Callout>
      )}
      {stage === 'applyFailed' && (
        <Callout tone="error" title={t`The change was not applied`}>
          <ErrorMessage error={error} />
        </Callout>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={back} disabled={stage === 'applying'}>
          {t`Back`}
        </Button>
        <Button color={revoked && revoked.length > 0 ? 'red.9' : undefined} loading={stage === 'applying'} onClick={() => flow.send({ type: 'user.confirm' })}>
          {applyLabel}
        </Button>
      </Group>
    </Stack>
  );
}
