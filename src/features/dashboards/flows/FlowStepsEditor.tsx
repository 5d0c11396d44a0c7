// A flow's steps in order: each relabelled, moved up or down with buttons (so the keyboard reorders as well as the
// mouse: the moved step's button keeps the focus), or removed.
import { Button, Group, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { FlowStep } from '../../../platform/dashboardTypes';
import classes from './flows.module.css';
import { maxStepLabelLength, moveStep, relabelStep, removeStep } from './flowSteps';

type Direction = 'up' | 'down';
const maxLength = maxStepLabelLength;

export function FlowStepsEditor({ steps, disabled, onChange }: { steps: FlowStep[]; disabled: boolean; onChange: (steps: FlowStep[]) => void }) {
  const { t } = useLingui();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // After a move, the focus follows the step; at either end the other direction's button takes it.
  const pendingFocus = useRef<{ stepId: string; direction: Direction }>(undefined);
  useEffect(() => {
    const wanted = pendingFocus.current;
    if (wanted === undefined) return;
    pendingFocus.current = undefined;
    const index = steps.findIndex((step) => step.id === wanted.stepId);
    const atEnd = wanted.direction === 'up' ? index === 0 : index === steps.length - 1;
    const direction = atEnd ? (wanted.direction === 'up' ? 'down' : 'up') : wanted.direction;
    buttons.current.get(`${wanted.stepId} ${direction}`)?.focus();
  }, [steps]);

  const move = (index: number, direction: Direction) => {
    const step = steps[index];
    if (step === undefined) return;
    pendingFocus.current = { stepId: step.id, direction };
    onChange(moveStep(steps, index, direction === 'up' ? -1 : 1));
  };
  const button = (step: FlowStep, direction: Direction) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(`${step.id} ${direction}`, element);
    else buttons.current.delete(`${step.id} ${direction}`);
  };

  if (steps.length === 0) return <Text role="status">{t`Add at least one dashboard: the flow shows them in this order.`}</Text>;

  return (
    <ol className={classes.steps} aria-label={t`Dashboards in turn`}>
      {steps.map((step, index) => (
        <li key={step.id} className={classes.step}>
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <Text fw={600} w={24} aria-hidden>
              {index + 1}.
            </Text>
            <TextInput
              flex={1}
              label={t`Label of step ${index + 1}`}
              value={step.label}
              error={step.label.length > maxLength ? t`Use at most ${maxLength} characters.` : undefined}
              disabled={disabled}
              onChange={(event) => onChange(relabelStep(steps, index, event.currentTarget.value))}
            />
            <Button
              ref={button(step, 'up')}
              size="xs"
              variant="default"
              disabled={disabled || index === 0}
              onClick={() => move(index, 'up')}
              aria-label={t`Move ${step.label} up`}
            >
              {t`Up`}
            </Button>
            <Button
              ref={button(step, 'down')}
              size="xs"
              variant="default"
              disabled={disabled || index === steps.length - 1}
              onClick={() => move(index, 'down')}
              aria-label={t`Move ${step.label} down`}
            >
              {t`Down`}
            </Button>
            <Button
              size="xs"
              variant="outline"
              color="red.8"
              disabled={disabled}
              onClick={() => onChange(removeStep(steps, index))}
              aria-label={t`Remove ${step.label}`}
            >
              {t`Remove`}
            </Button>
          </Group>
          {step.version !== undefined && (
            <Text size="xs" c="dimmed" ml={32}>
              {t`Shows version ${step.version}`}
            </Text>
          )}
        </li>
      ))}
    </ol>
  );
}
