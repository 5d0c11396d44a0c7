// Spec §7 plan change: the person moves an installed app to another of its plans. The dialog is the confirmation:
// it names the plan the app is on, offers the others, and refuses to go on without a choice. A paid plan's price is
// confirmed in a second step before anything is sent: it is paid from the organisation's credits with the change, in
// one write (docs/decisions.md).
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
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isPaidPlan, type AppInstallation, type PaymentPlan } from '../../platform/appsTypes';
import { FormDialog } from '../../ui/FormDialog';
import { useFormFlow } from '../../ui/useFormFlow';
import { useStoreFlows } from './flows';
import { usePlanLabel } from './labels';

export interface PlanDialogProps {
  /** The organisation's numeric id, whose installation is read fresh. */
  organizationId: number;
  installation: AppInstallation;
  /** The organisation's name as people know it, whose credits pay a paid plan. */
  organizationName: string;
  /** `amount`: the price the person confirmed, for a paid plan. */
  onChange: (planId: string, amount?: number) => void;
  onClose: () => void;
}

/** The installation is read again as the dialog opens: the plan it names as current is the one the app is on now. */
export function PlanDialog({ organizationId, installation, ...props }: PlanDialogProps) {
  const { t } = useLingui();
  const flows = useStoreFlows();
  const fresh = useFormFlow(() => flows.installation(organizationId, installation.id));
  const title = t`Change the plan of ${installation.app.name}`;
  if (fresh.data === undefined) {
    return (
      <FormDialog
        title={title}
        onClose={props.onClose}
        loading={fresh.load.loading}
        loadError={fresh.load.loadError}
        loadingLabel={t`Reading the app's installation`}
        loadFailedTitle={t`The app's installation could not be read`}
        onRetry={fresh.load.onRetry}
      >
        {null}
      </FormDialog>
    );
  }
  return <PlanChoice installation={fresh.data} {...props} />;
}

function PlanChoice({ installation, organizationName, onChange, onClose }: Omit<PlanDialogProps, 'organizationId'>) {
  const { t, i18n } = useLingui();
  const planLabel = usePlanLabel();
  const { app } = installation;
  const current = app.paymentPlans.find((plan) => plan.id === installation.planId);
  const others = app.paymentPlans.filter((plan) => plan.id !== installation.planId);
  const [planId, setPlanId] = useState<string>();
  const [attempted, setAttempted] = useState(false);
  // The paid plan whose price the person is asked to confirm.
  const [paying, setPaying] = useState<PaymentPlan>();
  const money = new Intl.NumberFormat(i18n.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  // The step's buttons replace the form's: the focus moves to the payment, and back to the form's button.
  const payButton = useRef<HTMLButtonElement>(null);
  const changeButton = useRef<HTMLButtonElement>(null);
  const [stepped, setStepped] = useState(false);
  useEffect(() => {
    if (stepped) (paying ? payButton : changeButton).current?.focus();
  }, [paying, stepped]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const plan = others.find((candidate) => candidate.id === planId);
    if (plan === undefined) return;
    if (isPaidPlan(plan)) {
      setPaying(plan);
      setStepped(true);
    } else onChange(plan.id);
  };
  const title = t`Change the plan of ${app.name}`;
  if (paying) {
    const price = money.format(paying.amount);
    return (
      <FormDialog title={title} onClose={onClose} loading={false} loadingLabel="" loadFailedTitle="" onRetry={onClose} size="lg">
        <Stack gap="md">
          <Text>{t`Pay ${price} credits from ${organizationName} for the ${paying.label} plan of ${app.name}, and change to it?`}</Text>
          <Text size="sm" c="dimmed">
            {t`If the payment is refused, nothing is paid and the plan stays as it is.`}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPaying(undefined)}>
              {t`Back`}
            </Button>
            <Button ref={payButton} onClick={() => onChange(paying.id, paying.amount)}>
              {t`Pay ${price} credits and change plan`}
            </Button>
          </Group>
        </Stack>
      </FormDialog>
    );
  }
  return (
    <FormDialog title={title} onClose={onClose} loading={false} loadingLabel="" loadFailedTitle="" onRetry={onClose} size="lg">
      <form onSubmit={submit} noValidate aria-label={title}>
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
            <Button ref={changeButton} type="submit">
              {t`Change plan`}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormDialog>
  );
}
