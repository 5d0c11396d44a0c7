// Spec §2 /store/install/{appId} (update on organizations): an app's page, with what it is, what it asks for and its
// plans; the person chooses a plan and installs it in the selected organisation, then opens it. A paid plan is paid
// from the organisation's credits: the person confirms the amount first, and the payment and the installation are
// one write, so a refused payment installs nothing (spec §7 apps payment POST).
import { Modal } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Anchor, Button, Group, List, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { useParams } from 'wouter';
import { selectData, selectError, selectStage } from '../../../machines/loadAndSubmit.machine';
import { isPaidPlan, openableStatuses, type Application, type PaymentPlan } from '../../platform/appsTypes';
import { useOrgHref, useSelectedOrganization } from '../../portal/portal';
import { Callout } from '../../ui/Callout';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { LoadFailure } from '../../ui/LoadFailure';
import { Pill } from '../../ui/Pill';
import { Skeleton } from '../../ui/Skeleton';
import { useStoreFlows, type InstallData } from './flows';
import { appScopeName } from './appScopes';
import { paymentRefused, statusLabels, statusTones, usePlanLabel } from './labels';
import classes from './store.module.css';

export default function InstallScreen() {
  const params = useParams<{ appId?: string }>();
  const organization = useSelectedOrganization();
  const appId = Number(params.appId);
  return organization ? (
    <Install key={`${organization.id}:${appId}`} organizationId={organization.id} organizationName={organization.label} appId={appId} />
  ) : null;
}

function Install({ organizationId, organizationName, appId }: { organizationId: number; organizationName: string; appId: number }) {
  const { t, i18n } = useLingui();
  const flows = useStoreFlows();
  const href = useOrgHref();
  const [machine] = useState(() => flows.install(organizationId, appId));
  const flow = useActorRef(machine);
  const stage = useSelector(flow, selectStage);
  const data = useSelector(flow, selectData<InstallData>);
  const error = useSelector(flow, selectError);
  const installed = useSelector(flow, (snapshot) => snapshot.context.result) ?? data?.installation;
  const draft = useSelector(flow, (snapshot) => snapshot.context.draft);
  const paid = draft !== undefined && 'amount' in draft;
  // The paid plan the person is asked to confirm the payment of.
  const [confirming, setConfirming] = useState<PaymentPlan>();
  const money = new Intl.NumberFormat(i18n.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  if (stage === 'loading') return <Skeleton label={t`Loading the app`} rows={4} />;
  if (stage === 'loadFailed' || !data) return <LoadFailure title={t`The app could not be loaded`} error={error} onRetry={() => flow.send({ type: 'user.retry' })} />;
  const { app } = data;

  return (
    <Stack gap="md" maw={760}>
      <Group gap="sm" wrap="nowrap">
        <img src={app.coverImageUrl} alt="" className={classes.cover} />
        <div>
          <Title order={1}>{app.name}</Title>
          <Text c="dimmed">
            <Trans>
              by{' '}
              <Anchor href={app.vendor.website} target="_blank" rel="noreferrer noopener" underline="always">
                {app.vendor.name}
              </Anchor>{' '}
              · version {app.version}
            </Trans>
          </Text>
        </div>
      </Group>
      <Text>{app.description}</Text>
      <AsksFor app={app} />
      {installed ? (
        <Paper withBorder p="md">
          <Group justify="space-between">
            <Group gap="xs">
              <Text>{t`In this organization:`}</Text>
              <Pill tone={statusTones[installed.status]}>{i18n._(statusLabels[installed.status])}</Pill>
            </Group>
            {openableStatuses.includes(installed.status) && (
              <Button component="a" href={href(`/store/container/${app.id}`)}>
                {t`Open ${app.name}`}
              </Button>
            )}
          </Group>
        </Paper>
      ) : (
        <>
          {stage === 'submitFailed' && (
            <Callout tone="error" title={paid ? t`Nothing was paid and the app was not installed` : t`The app was not installed`}>
              {paid && paymentRefused(error) ? (
                <Text>{t`The payment was refused: the organization's credits do not cover the plan, or its price has changed. Reload to see the price now.`}</Text>
              ) : (
                <ErrorMessage error={error} />
              )}
            </Callout>
          )}
          <PlanForm
            app={app}
            submitting={stage === 'submitting'}
            onInstall={(plan) =>
              isPaidPlan(plan) ? setConfirming(plan) : flow.send({ type: 'user.submit', draft: { appId: app.id, planId: plan.id } })
            }
          />
          <Modal opened={confirming !== undefined} onClose={() => setConfirming(undefined)} title={t`Pay and install`} closeButtonProps={{ 'aria-label': t`Close` }}>
            {confirming && (
              <>
                <Text>
                  {t`Pay ${money.format(confirming.amount)} credits from ${organizationName} for the ${confirming.label} plan of ${app.name}, and install it?`}
                </Text>
                <Text size="sm" c="dimmed" mt="xs">
                  {t`If the payment is refused, nothing is paid and nothing is installed.`}
                </Text>
                <Group justify="flex-end" mt="md">
                  <Button variant="default" onClick={() => setConfirming(undefined)}>
                    {t`Cancel`}
                  </Button>
                  <Button
                    onClick={() => {
                      flow.send({ type: 'user.submit', draft: { appId: app.id, planId: confirming.id, amount: confirming.amount } });
                      setConfirming(undefined);
                    }}
                  >
                    {t`Pay ${money.format(confirming.amount)} credits and install`}
                  </Button>
                </Group>
              </>
            )}
          </Modal>
        </>
      )}
    </Stack>
  );
}

function AsksFor({ app }: { app: Application }) {
  const { t, i18n } = useLingui();
  return (
    <section aria-labelledby="app-asks-for">
      <Title order={2} size="h4" id="app-asks-for">
        {t`What it asks for`}
      </Title>
      <List size="sm" mt="xs">
        {app.scopes.applications.map((scope) => (
          <List.Item key={scope}>{appScopeName(scope, i18n)}</List.Item>
        ))}
        {app.scopes.userImpersonation && <List.Item>{t`To act as the people who use it`}</List.Item>}
        {app.inAppPurchases && <List.Item>{t`To ask for payments, each one confirmed by the person who uses it`}</List.Item>}
      </List>
    </section>
  );
}

function PlanForm({ app, submitting, onInstall }: { app: Application; submitting: boolean; onInstall: (plan: PaymentPlan) => void }) {
  const { t } = useLingui();
  const planLabel = usePlanLabel();
  const [planId, setPlanId] = useState(app.paymentPlans.length === 1 ? app.paymentPlans[0]?.id : undefined);
  const [attempted, setAttempted] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const plan = app.paymentPlans.find((candidate) => candidate.id === planId);
    if (plan !== undefined) onInstall(plan);
  };
  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} noValidate aria-label={t`Install ${app.name}`}>
      <Stack gap="md">
        <Radio.Group
          label={t`Plan`}
          required
          value={planId ?? null}
          onChange={setPlanId}
          error={attempted && planId === undefined ? t`Choose a plan.` : undefined}
        >
          <Stack gap="xs" mt="xs">
            {app.paymentPlans.map((plan) => (
              <Radio
                key={plan.id}
                value={plan.id}
                label={planLabel(plan)}
                description={plan.description}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button type="submit" loading={submitting}>
            {t`Install`}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
