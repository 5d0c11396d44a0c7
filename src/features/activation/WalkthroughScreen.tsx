// Spec §2 /walkthrough (read models, create devices): a device activated from its activation key or serial number,
// named, given a model and preset, placed, then configured, and its VPN licence activated; below, the organisation's
// device licences. Each step says why it failed at the step and is tried again from there; after the activation a
// failure retries only what is left (machines/activation.machine.ts).
import { Anchor, Button, Checkbox, Group, NativeSelect, Radio, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { selectActivationStage, type ActivationStage, type LicenceCode, type LicenceVerdict } from '../../../machines/activation.machine';
import { maxDescriptionLength, maxLabelLength } from '../../platform/deviceRules';
import { isPlatformError } from '../../platform/errors';
import { useAccess, useOrgHref, useSelectedOrganization } from '../../portal/portal';
import { PlaceFields, type PlaceTexts } from '../../sections/map/PlaceFields';
import { typedPlace } from '../../sections/map/placeText';
import { Callout } from '../../ui/Callout';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { Spinner } from '../../ui/Spinner';
import { useActivationFlows, type ActivationMachines } from './flows';
import { LicenceList } from './LicenceList';
import { deviceProblems } from './walkthroughForms';
import { nameOption } from '../../ui/Bidi';

export default function WalkthroughScreen() {
  const organization = useSelectedOrganization();
  const { t } = useLingui();
  const ability = useAccess()?.ability;
  const flows = useActivationFlows();
  // Bumped when the walkthrough has changed a licence (activated it, or its VPN), so the list shows it as it is now.
  const [changes, setChanges] = useState(0);
  const licenceChanged = useCallback(() => setChanges((count) => count + 1), []);
  if (!organization) return null;
  return (
    <Stack gap="xl">
      <Title order={1}>{t`Activate a device`}</Title>
      {/* A new organisation is a new walkthrough and list: nothing of the previous one's carries over. */}
      <Walkthrough
        key={`walk:${organization.resourceId}`}
        organization={organization.resourceId}
        flows={flows}
        onLicenceChanged={licenceChanged}
      />
      <LicenceList
        key={`list:${organization.resourceId}`}
        organization={organization.resourceId}
        canRelease={ability?.can('delete', 'devices') ?? false}
        canUpdate={ability?.can('update', 'devices') ?? false}
        changes={changes}
      />
    </Stack>
  );
}

const steps: Record<ActivationStage, number> = {
  enteringCode: 1,
  lookingUp: 1,
  validating: 1,
  codeRefused: 1,
  describing: 2,
  loadingModels: 3,
  modelsFailed: 3,
  choosingModel: 3,
  loadingPresets: 3,
  presetsFailed: 3,
  choosingPreset: 3,
  placing: 4,
  activating: 4,
  activationFailed: 4,
  applyingPreset: 5,
  presetFailed: 5,
  configured: 5,
  activatingVpn: 5,
  vpnFailed: 5,
  vpnActive: 5,
};

function Walkthrough(props: { organization: string; flows: ActivationMachines; onLicenceChanged: () => void }) {
  const { organization, flows, onLicenceChanged } = props;
  const { t } = useLingui();
  const [machine] = useState(() => flows.walkthrough(organization));
  const walk = useActorRef(machine);
  const stage = useSelector(walk, selectActivationStage);
  const context = useSelector(walk, (snapshot) => snapshot.context);
  const step = steps[stage];
  const names = [t`Licence`, t`Device`, t`Model and preset`, t`Place`, t`Configuration`];
  const stepName = names[step - 1] ?? '';
  // The licence is used once the activation answered (the preset comes next), and carries VPN time once that is on.
  useEffect(() => {
    if (stage === 'applyingPreset' || stage === 'vpnActive') onLicenceChanged();
  }, [stage, onLicenceChanged]);
  // The control pressed goes with its step: the keyboard continues from the new step's heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);

  return (
    <section aria-labelledby="walkthrough-step">
      <Stack gap="md" maw={640}>
        <Title order={2} id="walkthrough-step" size="h3" ref={heading} tabIndex={-1}>
          {t`Step ${step} of 5: ${stepName}`}
        </Title>
        {step === 1 && (
          <CodeStep
            code={context.code}
            busy={stage === 'lookingUp' || stage === 'validating'}
            refusal={stage === 'codeRefused' ? context.error : undefined}
            onLookUp={(code) => walk.send({ type: 'user.lookUp', code })}
            onRetry={() => walk.send({ type: 'user.retry' })}
          />
        )}
        {step === 2 && (
          <DeviceStep
            initial={context.device}
            onNext={(device) => walk.send({ type: 'user.describe', device })}
            onBack={() => walk.send({ type: 'user.back' })}
          />
        )}
        {step === 3 && (
          <PresetStep
            stage={stage}
            models={context.models ?? []}
            modelId={context.modelId}
            presets={context.presets ?? []}
            presetId={context.presetId}
            error={context.error}
            onModel={(modelId) => walk.send({ type: 'user.chooseModel', modelId })}
            onPreset={(presetId) => walk.send({ type: 'user.choosePreset', presetId })}
            onRetry={() => walk.send({ type: 'user.retry' })}
            onBack={() => walk.send({ type: 'user.back' })}
          />
        )}
        {step === 4 && (
          <PlaceStep
            initial={context.placement}
            activating={stage === 'activating'}
            error={stage === 'activationFailed' ? context.error : undefined}
            onActivate={(placement) => walk.send({ type: 'user.place', placement })}
            onRetry={() => walk.send({ type: 'user.retry' })}
            onBack={() => walk.send({ type: 'user.back' })}
          />
        )}
        {step === 5 && (
          <ConfigurationStep
            stage={stage}
            alias={context.device?.alias ?? ''}
            vpnSeconds={context.licence?.vpnSeconds ?? 0}
            error={context.error}
            onRetry={() => walk.send({ type: 'user.retry' })}
            onVpn={(autorenew) => walk.send({ type: 'user.activateVpn', autorenew })}
            onRestart={() => walk.send({ type: 'user.restart' })}
          />
        )}
      </Stack>
    </section>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return <Group gap="sm">{children}</Group>;
}

function CodeStep(props: {
  code?: LicenceCode;
  busy: boolean;
  refusal: unknown;
  onLookUp: (code: LicenceCode) => void;
  onRetry: () => void;
}) {
  const { t } = useLingui();
  const [kind, setKind] = useState<LicenceCode['kind']>(props.code?.kind ?? 'activationKey');
  const [value, setValue] = useState(props.code?.value ?? '');
  const [checked, setChecked] = useState(false);
  const empty = value.trim() === '';
  const refusal = props.refusal;
  const verdict = isVerdict(refusal) ? refusal : undefined;
  // The licence itself is refused (unknown, used, expired): said at the field. Any other failure can be retried as is.
  const fieldError =
    checked && empty
      ? kind === 'activationKey'
        ? t`Enter the activation key.`
        : t`Enter the serial number.`
      : isPlatformError(refusal, 'notFound')
        ? kind === 'activationKey'
          ? t`No device licence of this organization has this activation key. Check it and try again.`
          : t`No device licence of this organization has this serial number. Check it and try again.`
        : verdict && !verdict.valid
          ? {
              used: t`This licence has already activated a device.`,
              expired: t`This licence has expired.`,
              deleted: t`This licence was released and can no longer be used.`,
            }[verdict.reason]
          : undefined;
  const otherFailure = refusal !== undefined && verdict === undefined && !isPlatformError(refusal, 'notFound');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (empty) return;
    props.onLookUp({ kind, value: value.trim() });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Radio.Group label={t`Find the licence by`} value={kind} onChange={(next) => setKind(next as LicenceCode['kind'])}>
          <Group gap="lg" mt="xs">
            <Radio value="activationKey" label={t`Activation key`} />
            <Radio value="serialNumber" label={t`Serial number`} />
          </Group>
        </Radio.Group>
        <TextInput
          label={kind === 'activationKey' ? t`Activation key` : t`Serial number`}
          description={kind === 'activationKey' ? t`As printed on the licence, e.g. ACME-7H2K-4M9P` : t`As printed on the device`}
          required
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={fieldError}
          autoComplete="off"
          spellCheck={false}
        />
        {otherFailure && (
          <Callout tone="error" title={t`The licence could not be checked`}>
            <ErrorMessage error={refusal} />
          </Callout>
        )}
        <Actions>
          <Button type="submit" loading={props.busy}>
            {t`Find licence`}
          </Button>
          {otherFailure && (
            <Button variant="default" onClick={props.onRetry}>
              {t`Try again`}
            </Button>
          )}
        </Actions>
      </Stack>
    </form>
  );
}

const isVerdict = (value: unknown): value is LicenceVerdict => typeof value === 'object' && value !== null && 'valid' in value;

function DeviceStep(props: {
  initial?: { alias: string; description: string };
  onNext: (device: { alias: string; description: string }) => void;
  onBack: () => void;
}) {
  const { t } = useLingui();
  const [alias, setAlias] = useState(props.initial?.alias ?? '');
  const [description, setDescription] = useState(props.initial?.description ?? '');
  const [checked, setChecked] = useState(false);
  const problems = deviceProblems(alias, description);
  const aliasProblem = problems.find((problem) => problem.field === 'label' && (checked || problem.kind !== 'required'));
  const descriptionProblem = problems.some((problem) => problem.field === 'description');
  const aliasLength = alias.length;
  const descriptionLength = description.length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problems.length === 0) props.onNext({ alias: alias.trim(), description });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t`Device name`}
          required
          value={alias}
          onChange={(event) => setAlias(event.currentTarget.value)}
          description={t`${aliasLength} of ${maxLabelLength} characters`}
          error={aliasProblem && (aliasProblem.kind === 'required' ? t`Give the device a name.` : t`Use at most ${maxLabelLength} characters.`)}
          data-autofocus
        />
        <Textarea
          label={t`Description`}
          autosize
          minRows={2}
          maxRows={6}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          description={t`${descriptionLength} of ${maxDescriptionLength} characters`}
          error={descriptionProblem ? t`Use at most ${maxDescriptionLength} characters.` : undefined}
        />
        <Actions>
          <Button variant="default" onClick={props.onBack}>
            {t`Back`}
          </Button>
          <Button type="submit">{t`Next`}</Button>
        </Actions>
      </Stack>
    </form>
  );
}

function PresetStep(props: {
  stage: ActivationStage;
  models: { id: string; name: string; version: string }[];
  modelId?: string;
  presets: { id: string; name: string }[];
  presetId?: string;
  error: unknown;
  onModel: (modelId: string) => void;
  onPreset: (presetId: string) => void;
  onRetry: () => void;
  onBack: () => void;
}) {
  const { t } = useLingui();
  const [presetId, setPresetId] = useState(props.presetId ?? '');
  const [checked, setChecked] = useState(false);
  const { stage } = props;
  const failed = stage === 'modelsFailed' || stage === 'presetsFailed';
  const chosen = props.presets.some((preset) => preset.id === presetId) ? presetId : '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (chosen !== '') props.onPreset(chosen);
  };

  if (stage === 'loadingModels') return <Spinner label={t`Loading models`} />;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failed && (
          <Callout tone="error" title={stage === 'modelsFailed' ? t`The models could not be loaded` : t`The presets could not be loaded`}>
            <ErrorMessage error={props.error} />
          </Callout>
        )}
        {stage !== 'modelsFailed' && (
          <NativeSelect
            label={t`Model`}
            description={t`What the device is: its data is read by this model.`}
            required
            value={props.modelId ?? ''}
            onChange={(event) => {
              setPresetId('');
              props.onModel(event.currentTarget.value);
            }}
            data={[
              { value: '', label: t`Choose a model`, disabled: true },
              ...props.models.map((model) => nameOption(model.id, `${model.name} ${model.version}`)),
            ]}
            error={checked && props.modelId === undefined ? t`Choose the device's model.` : undefined}
          />
        )}
        {stage === 'loadingPresets' && <Spinner label={t`Loading presets`} />}
        {stage === 'choosingPreset' && (
          <NativeSelect
            label={t`Preset`}
            description={t`The configuration the device receives.`}
            required
            value={chosen}
            onChange={(event) => setPresetId(event.currentTarget.value)}
            data={[{ value: '', label: t`Choose a preset`, disabled: true }, ...props.presets.map((preset) => ({ value: preset.id, label: preset.name }))]}
            error={
              props.presets.length === 0
                ? t`This model has no preset yet: choose another model.`
                : checked && chosen === ''
                  ? t`Choose a preset.`
                  : undefined
            }
          />
        )}
        <Actions>
          <Button variant="default" onClick={props.onBack}>
            {t`Back`}
          </Button>
          {failed ? (
            <Button onClick={props.onRetry}>{t`Try again`}</Button>
          ) : (
            <Button type="submit" disabled={stage !== 'choosingPreset' && stage !== 'choosingModel'}>
              {t`Next`}
            </Button>
          )}
        </Actions>
      </Stack>
    </form>
  );
}

function PlaceStep(props: {
  initial?: { latitude: number; longitude: number };
  activating: boolean;
  error: unknown;
  onActivate: (placement: { latitude: number; longitude: number }) => void;
  onRetry: () => void;
  onBack: () => void;
}) {
  const { t } = useLingui();
  const [place, setPlace] = useState<PlaceTexts>({
    latitude: props.initial ? String(props.initial.latitude) : '',
    longitude: props.initial ? String(props.initial.longitude) : '',
  });
  const [checked, setChecked] = useState(false);
  const typed = typedPlace(place.latitude, place.longitude);
  const sameAsSent = props.initial !== undefined && typed?.latitude === props.initial.latitude && typed.longitude === props.initial.longitude;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (typed === undefined) return;
    // The same place again after a failure is a retry of the same activation (its request id is kept).
    if (props.error !== undefined && sameAsSent) return props.onRetry();
    // Another place after a failure is another activation: back to this step, then on with the new place.
    if (props.error !== undefined) props.onBack();
    props.onActivate(typed);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>{t`Where the device stands, in degrees (WGS 84). The device map shows it there.`}</Text>
        <PlaceFields id="walkthrough-place" value={place} onChange={setPlace} checked={checked} mapLabel={t`Map to place the device`} />
        {props.error !== undefined && (
          <Callout tone="error" title={t`The device was not activated`}>
            <ErrorMessage error={props.error} />
          </Callout>
        )}
        <Actions>
          <Button variant="default" onClick={props.onBack} disabled={props.activating}>
            {t`Back`}
          </Button>
          <Button type="submit" loading={props.activating}>
            {props.error !== undefined && sameAsSent ? t`Try again` : t`Activate device`}
          </Button>
        </Actions>
      </Stack>
    </form>
  );
}

function ConfigurationStep(props: {
  stage: ActivationStage;
  alias: string;
  vpnSeconds: number;
  error: unknown;
  onRetry: () => void;
  onVpn: (autorenew: boolean) => void;
  onRestart: () => void;
}) {
  const { t } = useLingui();
  const orgHref = useOrgHref();
  const [autorenew, setAutorenew] = useState(true);
  const { stage, alias } = props;
  const days = Math.round(props.vpnSeconds / 86_400);

  if (stage === 'applyingPreset') return <Spinner label={t`Configuring ${alias}`} />;
  if (stage === 'presetFailed') {
    return (
      <Stack gap="md">
        <Callout tone="error" title={t`${alias} is activated, but its preset was not applied`}>
          <ErrorMessage error={props.error} />
        </Callout>
        <Actions>
          <Button onClick={props.onRetry}>{t`Apply the preset again`}</Button>
        </Actions>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Text role="status">{t`${alias} is activated and configured.`}</Text>
      <Anchor href={orgHref('/devices')}>{t`See it among the devices`}</Anchor>
      {props.vpnSeconds > 0 && stage !== 'vpnActive' && (
        <Stack gap="sm">
          <Text>{t`Its licence carries ${days} days of VPN access.`}</Text>
          <Checkbox label={t`Renew the VPN licence automatically`} checked={autorenew} onChange={(event) => setAutorenew(event.currentTarget.checked)} />
          {stage === 'vpnFailed' && (
            <Callout tone="error" title={t`The VPN licence was not activated`}>
              <ErrorMessage error={props.error} />
            </Callout>
          )}
          <Actions>
            <Button variant="default" loading={stage === 'activatingVpn'} onClick={() => props.onVpn(autorenew)}>
              {stage === 'vpnFailed' ? t`Try again` : t`Activate VPN licence`}
            </Button>
          </Actions>
        </Stack>
      )}
      {stage === 'vpnActive' && <Text role="status">{t`The VPN licence is active.`}</Text>}
      <Actions>
        <Button onClick={props.onRestart} disabled={stage === 'activatingVpn'}>
          {t`Activate another device`}
        </Button>
      </Actions>
    </Stack>
  );
}
