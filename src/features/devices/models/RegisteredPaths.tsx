// The model paths the organisation registered in the core (facts §4.2 fetchModelPaths, createModelPath), in the form
// `<model>:<major version>/<path>` its data roles grant: listed a page at a time and searched, and one added by
// choosing a model, its major version and a path of it (refused at the field when out of the rules; the service
// refuses a path no version of that major holds).
import { Button, Group, NativeSelect, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Title.css';
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { selectAnswer, selectQueryError, selectQueryStage } from '../../../../machines/liveQuery.machine';
import { isPlatformError } from '../../../platform/errors';
import { maxModelNameLength, maxPathLength, registeredPath, registeredPathProblems, type RegisteredPathDraft, type RegisteredPathProblem } from '../../../platform/modelRules';
import { useAccess } from '../../../portal/portal';
import { CardTable } from '../../../ui/CardTable';
import { Callout } from '../../../ui/Callout';
import { ErrorMessage } from '../../../ui/ErrorMessage';
import { LoadFailure } from '../../../ui/LoadFailure';
import { PagedListBody } from '../../../ui/PagedListBody';
import { usePagedList } from '../../../ui/usePagedList';
import { useSubmitFlow } from '../../../ui/useSubmitFlow';
import { useModelFlows } from './flows';

const pageSize = 20;

export interface RegisteredPathsProps {
  organization: string;
  /** The organisation's numeric id: the core names it so. */
  organizationId: number;
}

export function RegisteredPaths({ organization, organizationId }: RegisteredPathsProps) {
  const { t } = useLingui();
  const canCreate = useAccess()?.ability?.can('create', 'models') ?? false;
  const flows = useModelFlows();
  const paged = usePagedList(() => flows.registeredPaths(organizationId), { pageSize });
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);

  return (
    <section aria-labelledby="registered-model-paths">
      <Stack gap="sm">
        <Title order={2} size="h3" id="registered-model-paths">
          {t`Model paths for data roles`}
        </Title>
        <Group justify="space-between" align="flex-end">
          <TextInput
            label={t`Search model paths`}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              paged.list.send({ type: 'user.search', search: event.currentTarget.value });
            }}
          />
          {canCreate && !adding && <Button onClick={() => setAdding(true)}>{t`Add model path`}</Button>}
        </Group>
        {adding && (
          <AddPath
            organization={organization}
            organizationId={organizationId}
            onAdded={() => {
              setAdding(false);
              paged.list.send({ type: 'user.reload' });
            }}
            onCancel={() => setAdding(false)}
          />
        )}
        <PagedListBody
          paged={paged}
          searching={paged.query.search.trim() !== ''}
          labels={{
            loading: t`Loading model paths`,
            failed: t`The model paths could not be loaded`,
            empty: t`No model path is registered yet. A data role grants reading the paths registered here.`,
            noMatch: t`No model path matches the search.`,
            actionFailed: t`The model path was not changed`,
          }}
          pagerLabel={t`Pages of model paths`}
        >
          {(items, busy) => (
            <CardTable minWidth={360}>
              <Table striped verticalSpacing="xs" aria-label={t`Model paths for data roles`} aria-busy={busy}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t`Model path`}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map(({ id, modelPath }) => (
                    <Table.Tr key={id}>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{modelPath}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </CardTable>
          )}
        </PagedListBody>
      </Stack>
    </section>
  );
}

interface AddPathProps extends RegisteredPathsProps {
  onAdded: () => void;
  onCancel: () => void;
}

function AddPath({ organization, organizationId, onAdded, onCancel }: AddPathProps) {
  const { t } = useLingui();
  const flows = useModelFlows();
  const [namesMachine] = useState(() => flows.modelNames(organization));
  const namesQuery = useActorRef(namesMachine, { input: { query: { organization } } });
  const names = useSelector(namesQuery, selectAnswer<string[]>);
  const namesStage = useSelector(namesQuery, selectQueryStage);
  const namesError = useSelector(namesQuery, selectQueryError);
  const [draft, setDraft] = useState<RegisteredPathDraft>({ model: '', major: '1', path: '' });
  const [problems, setProblems] = useState<RegisteredPathProblem[]>([]);
  const register = useSubmitFlow(() => flows.registerPath(organizationId), onAdded);
  const change = (next: Partial<RegisteredPathDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setProblems([]);
    register.edit();
  };
  const problem = (field: RegisteredPathProblem['field']) => problems.find((candidate) => candidate.field === field);
  const pathProblem = problem('path');
  const { model: sentModel, major: sentMajor } = draft;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = registeredPathProblems(draft);
    setProblems(found);
    if (found.length === 0) register.submit(registeredPath(draft));
  };

  if (namesStage === 'failed') {
    return <LoadFailure title={t`The models to choose from could not be loaded`} error={namesError} onRetry={() => namesQuery.send({ type: 'query.retry' })} />;
  }
  return (
    <form onSubmit={submit} noValidate aria-label={t`Add model path`}>
      <Stack gap="sm">
        <Group align="flex-start" gap="sm">
          <NativeSelect
            label={t`Model`}
            data={[{ value: '', label: names === undefined ? t`Loading models…` : t`Choose a model` }, ...(names ?? [])]}
            value={draft.model}
            onChange={(event) => change({ model: event.currentTarget.value })}
            error={problem('model') && (draft.model === '' ? t`Choose a model.` : t`At most ${maxModelNameLength} characters.`)}
            required
          />
          <TextInput
            label={t`Major version`}
            inputMode="numeric"
            w={160}
            value={draft.major}
            onChange={(event) => change({ major: event.currentTarget.value })}
            error={problem('major') && t`Enter a whole number, e.g. 1.`}
            required
          />
          <TextInput
            style={{ flex: 1, minWidth: 200 }}
            label={t`Path`}
            placeholder={t`e.g. Boiler/Temperature`}
            value={draft.path}
            onChange={(event) => change({ path: event.currentTarget.value })}
            error={
              pathProblem &&
              (pathProblem.kind === 'required'
                ? t`Enter the path.`
                : pathProblem.kind === 'tooLong'
                  ? t`At most ${maxPathLength} characters.`
                  : t`Names of letters, digits, “_” or “-”, joined by “/”, e.g. Boiler/Temperature.`)
            }
            required
          />
        </Group>
        <Text size="xs" c="dimmed">
          {t`A model path names a model's major version: 1 covers 1.0.0 and 1.2.0 alike.`}
        </Text>
        {register.error !== undefined && (
          <Callout tone="error" title={t`The model path was not added`}>
            {isPlatformError(register.error) && register.error.kind === 'conflict' ? (
              <Text size="sm">{t`This model path is registered already.`}</Text>
            ) : isPlatformError(register.error) && register.error.kind === 'validation' ? (
              <Text size="sm">{t`No version ${sentMajor} of ${sentModel} has this path. Search the paths above to find the model that holds it.`}</Text>
            ) : (
              <ErrorMessage error={register.error} />
            )}
          </Callout>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={register.submitting}>
            {t`Cancel`}
          </Button>
          <Button type="submit" loading={register.submitting}>
            {t`Add model path`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
