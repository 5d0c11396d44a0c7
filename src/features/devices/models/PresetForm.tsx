// A new preset's form: its name, send interval and history, and where each model path reads from. A path reads a
// device tag; behind the formula-mapping switch it may read a formula over the device's tags instead, which the
// service checks when the form is sent (facts §6 validatePresetFormula): what it finds wrong is said at that path's
// field, with the column, and nothing is created.
import { Button, Checkbox, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Stack.css';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { DataLink, Model } from '../../../platform/mappingTypes';
import {
  highFrequencyStepMs,
  maxFormulaLength,
  maxModelNameLength,
  maxPathLength,
  maxSendIntervalSeconds,
  presetProblems,
  sendIntervalStepMs,
  type PresetFieldProblem,
} from '../../../platform/modelRules';
import { useSwitch } from '../../../kit/useSwitch';
import { Callout } from '../../../ui/Callout';
import { ErrorMessage } from '../../../ui/ErrorMessage';
import { useSubmitFlow } from '../../../ui/useSubmitFlow';
import { useModelFlows } from './flows';
import { intervalMs, type PresetDraft } from './modelForm';
import classes from './presetForm.module.css';

export interface PresetFormProps {
  organization: string;
  model: Model;
  initial: PresetDraft;
  /** Why the last start failed, shown above the form. */
  failure?: ReactNode;
  onSubmit: (draft: PresetDraft) => void;
  onCancel: () => void;
}

// Braces are the message format's own: the example goes in as a value.
const formulaExample = '{Boiler/Temperature} * 1.8 + 32';

export function PresetForm({ organization, model, initial, failure, onSubmit, onCancel }: PresetFormProps) {
  const { t } = useLingui();
  const flows = useModelFlows();
  const formulas = useSwitch('formulaMapping');
  // High-frequency data: changes may be sent every tenth of a second, not only every whole second.
  const highFrequency = useSwitch('highFrequencyData');
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<PresetFieldProblem[]>([]);
  // The service judges each formula before the preset is sent: an error marker, or a formula it could not judge,
  // keeps the form open.
  const check = useSubmitFlow(
    () => flows.formulaCheck<{ formulas: Record<string, string>; preset: PresetDraft }>(organization),
    (refused, { preset }) => {
      if (Object.keys(refused).length === 0) onSubmit(preset);
    },
  );
  const refusals = check.result ?? {};
  const paths = Object.keys(model.json.properties);
  const change = (next: Partial<PresetDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setProblems([]);
    check.edit();
  };
  const link = (path: string): DataLink => draft.links[path] ?? { source: '' };
  const setLink = (path: string, next: DataLink) => change({ links: { ...draft.links, [path]: next } });
  const nameProblem = problems.find((problem) => problem.field === 'name');
  const intervalProblem = problems.some((problem) => problem.field === 'interval');

  const sourceMessage = (path: string, index: number): ReactNode => {
    const formula = link(path).type === 'formula';
    const problem = problems.find((candidate) => candidate.field === 'source' && candidate.index === index);
    if (problem?.kind === 'required') return formula ? t`Enter the formula.` : t`Enter the device tag.`;
    if (problem?.kind === 'tooLong') return formula ? t`At most ${maxFormulaLength} characters.` : t`At most ${maxPathLength} characters.`;
    if (problem) return t`Names of letters, digits, “_” or “-”, joined by “/”.`;
    return refusals[path]?.map(({ startLineNumber, startColumn, message }) => t`Line ${startLineNumber}, column ${startColumn}: ${message}`).join(' ');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = presetProblems(
      { name: draft.name, intervalMs: intervalMs(draft.interval), links: paths.map(link) },
      highFrequency ? highFrequencyStepMs : sendIntervalStepMs,
    );
    setProblems(found);
    if (found.length > 0) return;
    const formulas = Object.fromEntries(paths.filter((path) => link(path).type === 'formula').map((path) => [path, link(path).source]));
    if (Object.keys(formulas).length === 0) onSubmit(draft);
    else check.submit({ formulas, preset: draft });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {failure}
        <TextInput
          label={t`Name`}
          value={draft.name}
          onChange={(event) => change({ name: event.currentTarget.value })}
          error={
            nameProblem &&
            (nameProblem.kind === 'required'
              ? t`Enter a name.`
              : nameProblem.kind === 'tooLong'
                ? t`At most ${maxModelNameLength} characters.`
                : t`Start with a letter or digit; use only letters, digits, spaces, “.”, “_” or “-”.`)
          }
          required
          data-autofocus
        />
        <TextInput
          label={t`Minimum interval between sends (seconds)`}
          description={
            highFrequency ? t`0 sends every change; at most ${maxSendIntervalSeconds}, in tenths of a second.` : t`0 sends every change; at most ${maxSendIntervalSeconds}.`
          }
          inputMode={highFrequency ? 'decimal' : 'numeric'}
          value={draft.interval}
          onChange={(event) => change({ interval: event.currentTarget.value })}
          error={
            intervalProblem &&
            (highFrequency
              ? t`Enter seconds from 0 to ${maxSendIntervalSeconds}, with at most one decimal (0.1 s).`
              : t`Enter a whole number of seconds from 0 to ${maxSendIntervalSeconds}.`)
          }
          required
        />
        <Checkbox label={t`Keep history`} checked={draft.history} onChange={(event) => change({ history: event.currentTarget.checked })} />
        <Text fw={600} size="sm">
          {formulas ? t`What each path reads` : t`Device tag for each path`}
        </Text>
        {formulas && (
          <Text size="xs" c="dimmed">
            {t`A formula reads the device's tags by name, or in braces when the name has “/” or “-”: ${formulaExample}. It may use + - * / %, parentheses and abs, sqrt, round, floor, ceil, min, max.`}
          </Text>
        )}
        {paths.map((path, index) => {
          const current = link(path);
          const formula = current.type === 'formula';
          return (
            <div key={path} className={classes.link}>
              {formulas && (
                <SegmentedControl
                  size="xs"
                  aria-label={t`What ${path} reads`}
                  value={formula ? 'formula' : 'tag'}
                  data={[
                    { value: 'tag', label: t`Device tag` },
                    { value: 'formula', label: t`Formula` },
                  ]}
                  // The other kind starts empty: a tag name is rarely the formula meant, nor a formula a tag.
                  onChange={(kind) => setLink(path, kind === 'formula' ? { type: 'formula', source: '' } : { source: '' })}
                />
              )}
              <TextInput
                label={formula ? t`Formula for ${path}` : t`Device tag for ${path}`}
                value={current.source}
                classNames={formula ? { input: classes.formula } : undefined}
                spellCheck={formula ? false : undefined}
                onChange={(event) => setLink(path, { ...current, source: event.currentTarget.value })}
                error={sourceMessage(path, index)}
              />
            </div>
          );
        })}
        {check.error !== undefined && (
          <Callout tone="error" title={t`The formulas could not be checked; nothing was created`}>
            <ErrorMessage error={check.error} />
          </Callout>
        )}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onCancel}>
            {t`Cancel`}
          </Button>
          <Button type="submit" loading={check.submitting}>
            {t`Create preset`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
