// Spec §7 plan change: the person moves an installed app to another of its plans. The dialog is the confirmation:
// it names the plan the app is on, offers the others that need no payment (a paid plan is paid at install only:
// docs/decisions.md), and refuses to go on without a choice.
import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Stack.css';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { isPaidPlan, type AppInstallation } from '../../platform/appsTypes';
import { FormDialog } from '../../ui/FormDialog';
import { usePlanLabel } from './labels';

export function PlanDialog({ installation, onChange, onClose }: { installation: AppInstallation; onChange: (planId: string) => void; onClose: () => void }) {
  const { t } = useLingui();
  const planLabel = usePlanLabel();
  const { app } = installation;
  const current = app.paymentPlans.find((plan) => plan.id === installation.planId);
  const others = app.paymentPlans.filter((plan) => plan.id !== installation.planId && !isPaidPlan(plan));
  const [planId, setPlanId] = useState<string>();
  const [attempted, setAttempted] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (planId !== undefined) onChange(planId);
  };
  return (
    <FormDialog title={t`Change the plan of ${app.name}`} onClose={onClose} loading={false} loadingLabel="" loadFailedTitle="" onRetry={onClose} size="lg">
      <form onSubmit={submit} noValidate aria-label={t`Change the plan of ${app.name}`}>
        <Stack gap="md">
          <Text>{current ? t`Now on ${planLabel(current)}.` : t`Now on no plan the app still offers.`}</Text>
          <Radio.Group
            label={t`New plan`}
            required
            value={planId ?? null}
            onChange={setPlanId}
            error={attempted && planId === undefined ? t`Choose a plan.` : undefined}
          >
            <Stack gap="xs" mt="xs">
              {others.map((plan) => (
                <Radio key={plan.id} value={plan.id} label={planLabel(plan)} description={plan.description} />
              ))}
            </Stack>
          </Radio.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t`Cancel`}
            </Button>
            <Button type="submit">{t`Change plan`}</Button>
          </Group>
        </Stack>
      </form>
    </FormDialog>
  );
}
