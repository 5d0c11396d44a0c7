// A security policy created (its name, and the policy it sits below) or renamed: the name is checked at the field
// before sending, and a name the service says is taken is said at the field too, what was typed kept.
import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { selectData, selectError, selectStage } from '../../../machines/loadAndSubmit.machine';
import { maxPolicyNameLength } from '../../platform/iamRules';
import type { SecurityPolicy } from '../../platform/iamTypes';
import { Callout } from '../../ui/Callout';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { FormDialog } from '../../ui/FormDialog';
import type { IamOrganization } from './flows';
import { NameTaken } from './nameTaken';
import { validatePolicyName } from './policyForm';
import { useSecurityPolicyFlows } from './securityPolicyFlows';
import { nameOption } from '../../ui/Bidi';

export interface PolicyNameDialogProps {
  organization: IamOrganization;
  /** The policy to rename; absent for a new policy. */
  policy?: SecurityPolicy;
  onSaved: (policy: SecurityPolicy) => void;
  onClose: () => void;
}

const nameField = 'policy-name';

export function PolicyNameDialog({ organization, policy, onSaved, onClose }: PolicyNameDialogProps) {
  const { t, i18n } = useLingui();
  const flows = useSecurityPolicyFlows();
  const [machine] = useState(() => flows.policyForm(organization, policy));
  const flow = useActorRef(machine, undefined, (snapshot) => {
    if (snapshot.status === 'done' && snapshot.context.result) onSaved(snapshot.context.result);
  });
  const stage = useSelector(flow, selectStage);
  const data = useSelector(flow, selectData);
  const error = useSelector(flow, selectError);
  const [name, setName] = useState(policy?.name ?? '');
  const [parent, setParent] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [sent, setSent] = useState<string>();
  const taken = stage === 'submitFailed' && error instanceof NameTaken && sent === name;
  const problem = attempted ? (validatePolicyName(name) ?? (taken ? msg`A security policy with this name exists. Choose another name.` : undefined)) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (validatePolicyName(name) !== undefined) {
      document.getElementById(nameField)?.focus();
      return;
    }
    setSent(name);
    flow.send({ type: 'user.submit', draft: { name: name.trim(), ...(parent === '' ? {} : { parentId: Number(parent) }) } });
  };

  return (
    <FormDialog
      title={policy === undefined ? t`New security policy` : t`Rename security policy ${policy.name}`}
      onClose={onClose}
      loading={stage === 'loading'}
      loadError={stage === 'loadFailed' ? error : undefined}
      loadingLabel={t`Loading the security policies`}
      loadFailedTitle={t`The security policies could not be loaded`}
      onRetry={() => flow.send({ type: 'user.retry' })}
    >
      {data && (
        <form onSubmit={submit} noValidate aria-label={t`Security policy`}>
          <Stack gap="sm">
            {stage === 'submitFailed' && !taken && (
              <Callout tone="error" title={t`The security policy was not saved`}>
                <ErrorMessage error={error} />
              </Callout>
            )}
            <TextInput
              id={nameField}
              label={t`Name`}
              description={t`Up to ${maxPolicyNameLength} characters`}
              required
              data-autofocus
              value={name}
              error={problem ? i18n._(problem) : undefined}
              onChange={(event) => setName(event.currentTarget.value)}
            />
            {policy === undefined && data.parents.length > 0 && (
              <NativeSelect
                label={t`Below the policy`}
                description={t`A child policy groups some of its parent's devices.`}
                value={parent}
                onChange={(event) => setParent(event.currentTarget.value)}
                data={[{ value: '', label: t`None (top level)` }, ...data.parents.map((candidate) => nameOption(String(candidate.id), candidate.name))]}
              />
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose} disabled={stage === 'submitting'}>
                {t`Cancel`}
              </Button>
              <Button type="submit" loading={stage === 'submitting'}>
                {t`Save security policy`}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </FormDialog>
  );
}
