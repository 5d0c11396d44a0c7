// Limits created for the resources a sub-organisation has none of, or one limit changed: a quantity per resource
// (-1 for unlimited), each mistake named at its field; creating with none given is refused as the service refuses it
// (spec §5 "undefined limits"). What the parent has not got left is the service's answer, shown above the form.
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { selectError, selectStage } from '../../../machines/loadAndSubmit.machine';
import { unlimited, type ResourceLimit, type ResourceType } from '../../platform/limitsTypes';
import type { Organization } from '../../platform/types';
import { Callout } from '../../ui/Callout';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { FormDialog } from '../../ui/FormDialog';
import { useOrganizationFlows } from './flows';
import { limitWrites, quantityError, quantityOf, type QuantityTexts } from './limitForm';
import { resourceNames } from './resourceLabels';

export type LimitsDialogMode = { kind: 'create'; types: ResourceType[] } | { kind: 'update'; limit: ResourceLimit };

export function LimitsDialog({ organization, mode, onSaved, onClose }: { organization: Organization; mode: LimitsDialogMode; onSaved: () => void; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const flows = useOrganizationFlows();
  const [machine] = useState(() => flows.limitsForm(organization.resourceId));
  const flow = useActorRef(machine, undefined, (snapshot) => {
    if (snapshot.status === 'done') onSaved();
  });
  const stage = useSelector(flow, selectStage);
  const error = useSelector(flow, selectError);
  const types = mode.kind === 'create' ? mode.types : [mode.limit.resourceType];
  const [texts, setTexts] = useState<QuantityTexts>(() =>
    mode.kind === 'update' ? { [mode.limit.resourceType]: mode.limit.quantity === unlimited ? '-1' : String(mode.limit.quantity) } : {},
  );
  const [attempted, setAttempted] = useState(false);
  const fieldId = (type: ResourceType) => `limit-${type}`;
  const errorOf = (type: ResourceType) => (attempted ? quantityError(texts[type] ?? '', mode.kind === 'update') : undefined);
  const noneGiven = attempted && mode.kind === 'create' && types.every((type) => quantityOf(texts[type] ?? '') === null);
  const name = organization.label;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const wrong = types.find((type) => quantityError(texts[type] ?? '', mode.kind === 'update'));
    if (wrong) {
      document.getElementById(fieldId(wrong))?.focus();
      return;
    }
    const writes = limitWrites(texts, types);
    if (mode.kind === 'create') {
      if (writes.length === 0) {
        document.getElementById(fieldId(types[0] ?? 'DEVICES'))?.focus();
        return;
      }
      flow.send({ type: 'user.submit', draft: { kind: 'create', limits: writes } });
    } else if (writes[0]) {
      flow.send({ type: 'user.submit', draft: { kind: 'update', limit: writes[0] } });
    }
  };

  return (
    <FormDialog
      title={mode.kind === 'create' ? t`Add limits to ${name}` : t`Change the limit of ${i18n._(resourceNames[mode.limit.resourceType])}`}
      onClose={onClose}
      loading={stage === 'loading'}
      loadError={stage === 'loadFailed' ? error : undefined}
      loadingLabel={t`Loading the limits of ${name}`}
      loadFailedTitle={t`The limits of ${name} could not be loaded`}
      onRetry={() => flow.send({ type: 'user.retry' })}
    >
      {stage === 'submitFailed' && (
        <Callout tone="error" title={t`The limits were not saved`}>
          <ErrorMessage error={error} />
        </Callout>
      )}
      <form onSubmit={submit} noValidate aria-label={t`Limits`}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">{t`Granted from the limits of the organization above. -1 means unlimited.`}</Text>
          {types.map((type, index) => {
            const problem = errorOf(type);
            return (
              <TextInput
                key={type}
                id={fieldId(type)}
                label={i18n._(resourceNames[type])}
                inputMode="numeric"
                autoComplete="off"
                required={mode.kind === 'update'}
                value={texts[type] ?? ''}
                error={problem ? i18n._(problem) : index === 0 && noneGiven ? t`No limit given (undefined limits): enter at least one quantity.` : undefined}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setTexts((current) => ({ ...current, [type]: value }));
                }}
              />
            );
          })}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={stage === 'submitting'}>
              {t`Cancel`}
            </Button>
            <Button type="submit" loading={stage === 'submitting'}>
              {mode.kind === 'create' ? t`Create limits` : t`Save limit`}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormDialog>
  );
}
