// A model in a dialog: a new one, or one the organisation owns changed in place (same version) or saved as a new
// version (a higher one); a model it does not own (the platform's, or a parent's) only as a new version. Each path has
// a type (facts §5); a value out of the rules (src/platform/modelRules.ts) is refused at its field, as is a new
// model's name the organisation sees already (a new version of it is made from its row). Before it is saved the
// service judges the write (POST /models/validate): what it refuses is said at the field, or in a list, and nothing
// is saved until it passes.
import { Button, Group, List, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Stack.css';
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { selectData, selectError, selectStage } from '../../../../machines/loadAndSubmit.machine';
import type { Model, ModelProblem } from '../../../platform/mappingTypes';
import type { ModelWritten } from '../../../platform/presetClient';
import { useSwitch } from '../../../kit/useSwitch';
import { maxModelNameLength, maxPathLength, maxPathsPerModel, modelPathTypes, modelProblems, type ModelFieldProblem } from '../../../platform/modelRules';
import { Callout } from '../../../ui/Callout';
import { ErrorMessage } from '../../../ui/ErrorMessage';
import { FormDialog } from '../../../ui/FormDialog';
import { useSubmitFlow } from '../../../ui/useSubmitFlow';
import { useModelFlows } from './flows';
import { modelDraft, newModelDraft, newPathType, nextVersion, type ModelDraft } from './modelForm';

export interface ModelDialogProps {
  organization: string;
  /** The model to change; absent for a new model. */
  editing?: Model;
  /** Whether the organisation owns `editing` (may change it in place). */
  own: boolean;
  onSaved: (model: ModelWritten) => void;
  onClose: () => void;
}

export function ModelDialog({ organization, editing, own, onSaved, onClose }: ModelDialogProps) {
  const { t } = useLingui();
  const flows = useModelFlows();
  const [machine] = useState(() => flows.modelForm(organization, editing));
  const flow = useActorRef(machine, undefined, (snapshot) => {
    if (snapshot.status === 'done' && snapshot.context.result) onSaved(snapshot.context.result);
  });
  const stage = useSelector(flow, selectStage);
  const error = useSelector(flow, selectError);
  const names = useSelector(flow, (snapshot) => selectData<{ names: string[] }>(snapshot)?.names ?? []);
  const title = editing === undefined ? t`New model` : own ? t`Edit model ${editing.name}` : t`New version of ${editing.name}`;

  return (
    <FormDialog
      title={title}
      onClose={onClose}
      loading={stage === 'loading'}
      loadError={stage === 'loadFailed' ? error : undefined}
      loadingLabel={t`Loading the model`}
      loadFailedTitle={t`The model could not be loaded`}
      onRetry={() => flow.send({ type: 'user.retry' })}
    >
      {stage === 'submitFailed' && (
        <Callout tone="error" title={t`The model was not saved`}>
          <ErrorMessage error={error} />
        </Callout>
      )}
      <ModelForm
        organization={organization}
        names={names}
        editing={editing}
        own={own}
        submitting={stage === 'submitting'}
        onSubmit={(draft) => flow.send({ type: 'user.submit', draft })}
        onCancel={onClose}
      />
    </FormDialog>
  );
}

interface ModelFormProps {
  organization: string;
  /** The names of the models the organisation sees: a new model takes none of them. */
  names: readonly string[];
  editing?: Model;
  own: boolean;
  submitting: boolean;
  onSubmit: (draft: ModelDraft) => void;
  onCancel: () => void;
}

function ModelForm({ organization, names, editing, own, submitting, onSubmit, onCancel }: ModelFormProps) {
  const { t } = useLingui();
  const flows = useModelFlows();
  const [draft, setDraft] = useState<ModelDraft>(() => {
    if (editing === undefined) return newModelDraft();
    const current = modelDraft(editing);
    return own ? current : { ...current, version: nextVersion(editing.version) };
  });
  const [problems, setProblems] = useState<ModelFieldProblem[]>([]);
  const [nameTaken, setNameTaken] = useState(false);
  // The service's judgement of the write, asked once the form's own rules pass; only a write it passes is saved.
  const check = useSubmitFlow(
    () => flows.modelCheck(organization, own ? editing : undefined),
    (refused, checked) => {
      if (refused.length === 0) onSubmit(checked);
    },
  );
  const refused = check.result ?? [];
  // Structs are offered behind their switch (spec §2); a path that is one already keeps its type either way.
  const structs = useSwitch('structs');
  const typesOf = (type: string) => modelPathTypes.filter((offered) => offered !== 'struct' || structs || type === 'struct');
  // A version other than the edited one is a new version, which must be higher.
  const after = editing !== undefined && (!own || draft.version !== editing.version) ? editing.version : undefined;
  const newVersion = editing !== undefined && after !== undefined;

  const nameMessage = (kind: 'required' | 'tooLong' | 'invalid') =>
    kind === 'required'
      ? t`Enter a name.`
      : kind === 'tooLong'
        ? t`At most ${maxModelNameLength} characters.`
        : t`Start with a letter or digit; use only letters, digits, spaces, “.”, “_” or “-”.`;
  const problemOf = <F extends ModelFieldProblem['field']>(field: F, index?: number) =>
    problems.find((problem) => problem.field === field && (index === undefined || ('index' in problem && problem.index === index))) as
      | Extract<ModelFieldProblem, { field: F }>
      | undefined;
  const nameProblem = problemOf('name');
  const serviceSays = (problem: ModelProblem) => {
    switch (problem.code) {
      case 'versionExists':
        return t`This version of the model exists already.`;
      case 'pathInUse': {
        const { preset = '', path = '' } = problem;
        return problem.field === 'path'
          ? t`The preset ${preset} reads this path: keep its type, or save as a new version.`
          : t`The preset ${preset} reads ${path}: keep the path, or save as a new version.`;
      }
      default:
        return problem.message;
    }
  };
  const refusedAt = (field: ModelProblem['field'], path?: string) =>
    refused.filter((problem) => problem.field === field && (path === undefined || problem.path === path)).map(serviceSays);
  const pathsDrawn = new Set(draft.paths.map(({ path }) => path));
  // What no field shows: the whole model's, and those of paths the draft no longer holds.
  const refusedElsewhere = refused.filter((problem) => problem.field === 'paths' || (problem.field === 'path' && !pathsDrawn.has(problem.path ?? '')));
  const joined = (messages: string[]) => (messages.length > 0 ? messages.join(' ') : undefined);
  const versionProblem = problemOf('version');
  const pathsProblem = problemOf('paths');
  const pathMessage = (index: number) => {
    const problem = problemOf('path', index);
    if (problem === undefined) return joined(refusedAt('path', draft.paths[index]?.path));
    switch (problem?.kind) {
      case 'required':
        return t`Enter the path.`;
      case 'tooLong':
        return t`At most ${maxPathLength} characters.`;
      case 'invalid':
        return t`Names of letters, digits, “_” or “-”, joined by “/”, e.g. Boiler/Temperature.`;
      case 'duplicate':
        return t`This path is already in the model.`;
      default:
        return undefined;
    }
  };

  const change = (next: Partial<ModelDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setProblems([]);
    setNameTaken(false);
    check.edit();
  };
  const changePath = (index: number, next: Partial<ModelDraft['paths'][number]>) =>
    change({ paths: draft.paths.map((path, at) => (at === index ? { ...path, ...next } : path)) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = modelProblems(draft, after);
    const taken = editing === undefined && names.includes(draft.name);
    setProblems(found);
    setNameTaken(taken);
    if (found.length === 0 && !taken) check.submit(draft);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t`Name`}
          value={draft.name}
          disabled={editing !== undefined}
          onChange={(event) => change({ name: event.currentTarget.value })}
          error={
            nameProblem
              ? nameMessage(nameProblem.kind)
              : nameTaken
                ? t`A model of this name exists already: make a new version of it from its row.`
                : joined(refusedAt('name'))
          }
          required
          data-autofocus
        />
        <TextInput
          label={t`Version`}
          description={
            editing === undefined
              ? t`major.minor.patch, e.g. 1.0.0`
              : own
                ? t`Keep ${editing.version} to change this version; a higher version is saved beside it.`
                : t`A new version, higher than ${editing.version}.`
          }
          value={draft.version}
          onChange={(event) => change({ version: event.currentTarget.value })}
          error={
            versionProblem
              ? versionProblem.kind === 'invalid'
                ? t`Write the version as major.minor.patch, e.g. 1.0.0.`
                : t`Choose a version higher than ${versionProblem.than ?? ''}.`
              : joined(refusedAt('version'))
          }
          required
        />
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" fw={600} size="sm" mb="xs">{t`Paths`}</Text>
          <Stack gap="xs">
            {draft.paths.map((path, index) => {
              const number = index + 1;
              return (
                <Group key={index} align="flex-start" gap="xs">
                  {/* On a phone the type and Remove wrap below the path, which keeps room for its text and refusal. */}
                  <TextInput
                    style={{ flex: 1, minWidth: 200 }}
                    label={t`Path ${number}`}
                    placeholder={t`e.g. Boiler/Temperature`}
                    value={path.path}
                    onChange={(event) => changePath(index, { path: event.currentTarget.value })}
                    error={pathMessage(index)}
                  />
                  <NativeSelect
                    label={t`Type of path ${number}`}
                    data={typesOf(path.type)}
                    value={path.type}
                    onChange={(event) => changePath(index, { type: event.currentTarget.value })}
                  />
                  <Button
                    variant="subtle"
                    color="red.9"
                    mt={26}
                    aria-label={t`Remove path ${number}`}
                    disabled={draft.paths.length === 1}
                    onClick={() => change({ paths: draft.paths.filter((_, at) => at !== index) })}
                  >
                    {t`Remove`}
                  </Button>
                </Group>
              );
            })}
          </Stack>
          {pathsProblem && (
            <Text role="alert" c="red.9" size="sm" mt="xs">
              {pathsProblem.kind === 'none' ? t`A model needs at least one path.` : t`A model holds at most ${maxPathsPerModel} paths.`}
            </Text>
          )}
          <Button
            variant="default"
            mt="xs"
            disabled={draft.paths.length >= maxPathsPerModel}
            onClick={() => change({ paths: [...draft.paths, { path: '', type: newPathType }] })}
          >
            {t`Add path`}
          </Button>
        </fieldset>
        {refusedElsewhere.length > 0 && (
          <Callout tone="error" title={t`The service refuses this model; nothing was saved`}>
            <List size="sm">
              {refusedElsewhere.map((problem) => (
                <List.Item key={`${problem.code} ${problem.path ?? ''} ${problem.preset ?? ''}`}>{serviceSays(problem)}</List.Item>
              ))}
            </List>
          </Callout>
        )}
        {refused.length > 0 && refusedElsewhere.length === 0 && (
          <Text role="alert" c="red.9" size="sm">{t`The service refuses this model; nothing was saved. See the fields above.`}</Text>
        )}
        {check.error !== undefined && (
          <Callout tone="error" title={t`The model could not be checked; nothing was saved`}>
            <ErrorMessage error={check.error} />
          </Callout>
        )}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            {t`Cancel`}
          </Button>
          <Button type="submit" loading={submitting || check.submitting}>
            {editing === undefined ? t`Create model` : newVersion ? t`Save as new version` : t`Save model`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
