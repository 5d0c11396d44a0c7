// The organisation's consumption: over a range of whole days (the last one included; the
// call extends it by a day, spec §9), the totals per resource, one resource's journal by device label, with or
// without its sub-organisations (all, bundled on its resources, or licensed on their own), its consumption per day as
// a chart and, for VPN months and credits, when they run out at the range's rate; VPN time narrowed to the bundles
// expiring in a window of days; below, its subscription history.
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
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useEffect, useState, type FormEvent } from 'react';
import { selectAnswer, selectQuery, selectQueryError, selectQueryStage } from '../../../machines/liveQuery.machine';
import { consumables, type ResourceType, type SubOrgScope } from '../../platform/limitsTypes';
import type { Organization } from '../../platform/types';
import { CardTable } from '../../ui/CardTable';
import { DayInput } from '../../ui/DateFields';
import { LoadFailure } from '../../ui/LoadFailure';
import { Pager } from '../../ui/Pager';
import { Skeleton } from '../../ui/Skeleton';
import { ConsumptionChart, preloadChart } from './ConsumptionChart';
import { dayInput, dayMs, dayOf, forecast, maxRangeDays, rangeProblem, type Forecast, type RangeProblem } from './consumption';
import { consumedTypes, useOrganizationFlows, type ConsumptionChoice, type ConsumptionView } from './flows';
import { quantityFormat, resourceNames } from './resourceLabels';
import { SubscriptionHistory } from './SubscriptionHistory';

const pageSize = 20;

const scopeLabels = {
  none: msg`Only this organization`,
  all: msg`With all sub-organizations`,
  bundled: msg`With sub-organizations on its resources`,
  licensed: msg`With sub-organizations licensed on their own`,
} satisfies Record<SubOrgScope, MessageDescriptor>;

const rangeMessages = {
  missingFrom: msg`Enter the first day.`,
  missingTo: msg`Enter the last day.`,
  order: msg`The last day cannot be before the first.`,
  tooLong: msg`Choose at most ${maxRangeDays} days.`,
} satisfies Record<RangeProblem, MessageDescriptor>;

const today = () => Math.floor(Date.now() / dayMs) * dayMs;

export function ConsumptionsPanel({ organization }: { organization: Organization }) {
  const { t, i18n } = useLingui();
  const flows = useOrganizationFlows();
  const [initial] = useState<ConsumptionChoice>(() => ({
    orgResourceId: organization.resourceId,
    type: 'CREDITS',
    from: today() - 364 * dayMs,
    to: today(),
    subOrgs: 'none',
  }));
  const [machine] = useState(() => flows.consumptions());
  const reader = useActorRef(machine, { input: { query: initial } });
  useEffect(preloadChart, []);
  const stage = useSelector(reader, selectQueryStage);
  const view = useSelector(reader, selectAnswer<ConsumptionView>);
  const shown = useSelector(reader, selectQuery<ConsumptionChoice>);
  const error = useSelector(reader, selectQueryError);
  const [fields, setFields] = useState({
    from: dayInput(initial.from),
    to: dayInput(initial.to),
    type: initial.type,
    label: '',
    subOrgs: initial.subOrgs as SubOrgScope,
    bundlesAfter: '',
    bundlesBefore: '',
  });
  const [problem, setProblem] = useState<RangeProblem>();
  const [windowOrder, setWindowOrder] = useState(false);
  const [page, setPage] = useState(0);
  const name = (type: ResourceType) => i18n._(resourceNames[type]);
  const format = (type: ResourceType, value: number) => quantityFormat(i18n.locale, type).format(value);

  const show = (event: FormEvent) => {
    event.preventDefault();
    const from = dayOf(fields.from);
    const to = dayOf(fields.to);
    const found = rangeProblem(from, to);
    setProblem(found);
    if (found || from === undefined || to === undefined) {
      document.getElementById(found === 'missingFrom' ? 'consumption-from' : 'consumption-to')?.focus();
      return;
    }
    const vpn = fields.type === 'DEVICE_VPN';
    const after = vpn ? dayOf(fields.bundlesAfter) : undefined;
    const before = vpn ? dayOf(fields.bundlesBefore) : undefined;
    const backwards = after !== undefined && before !== undefined && before < after;
    setWindowOrder(backwards);
    if (backwards) {
      document.getElementById('consumption-bundles-before')?.focus();
      return;
    }
    setPage(0);
    reader.send({
      type: 'query.change',
      query: {
        orgResourceId: organization.resourceId,
        type: fields.type,
        from,
        to,
        deviceLabel: fields.label.trim(),
        subOrgs: fields.subOrgs,
        ...(after === undefined && before === undefined ? {} : { vpnBundles: { after, before } }),
      },
    });
  };

  const entries = view?.entries ?? [];
  const newestFirst = [...entries].reverse();
  const rangeDays = Math.round((shown.to - shown.from) / dayMs) + 1;
  const total = entries.reduce((sum, entry) => sum + entry.quantity, 0);
  // The forecast is the whole resource's: a window of bundles gives only part of its rate.
  const outlook = consumables.includes(shown.type) && shown.vpnBundles === undefined
    ? forecast(view?.limits.find((limit) => limit.resourceType === shown.type), total, rangeDays, today())
    : undefined;

  return (
    <Stack gap="md">
      <form onSubmit={show} noValidate aria-label={t`Consumption range`}>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <DayInput
            id="consumption-from"
            label={t`First day`}
            value={fields.from}
            error={problem === 'missingFrom' ? i18n._(rangeMessages.missingFrom) : undefined}
            onChange={(from) => setFields({ ...fields, from })}
          />
          <DayInput
            id="consumption-to"
            label={t`Last day`}
            value={fields.to}
            error={problem && problem !== 'missingFrom' ? i18n._(rangeMessages[problem]) : undefined}
            onChange={(to) => setFields({ ...fields, to })}
          />
          <NativeSelect
            label={t`Resource`}
            value={fields.type}
            data={consumedTypes.map((type) => ({ value: type, label: name(type) }))}
            onChange={(event) => setFields({ ...fields, type: consumedTypes.find((type) => type === event.currentTarget.value) ?? 'CREDITS' })}
          />
          <TextInput label={t`Device label`} placeholder={t`Every device`} value={fields.label} onChange={(event) => setFields({ ...fields, label: event.currentTarget.value })} />
          <NativeSelect
            label={t`Sub-organizations`}
            value={fields.subOrgs}
            data={(Object.keys(scopeLabels) as SubOrgScope[]).map((scope) => ({ value: scope, label: i18n._(scopeLabels[scope]) }))}
            onChange={(event) => setFields({ ...fields, subOrgs: (Object.keys(scopeLabels) as SubOrgScope[]).find((scope) => scope === event.currentTarget.value) ?? 'none' })}
          />
          {fields.type === 'DEVICE_VPN' && (
            <>
              <DayInput
                label={t`Bundles expiring from`}
                description={t`Optional`}
                value={fields.bundlesAfter}
                onChange={(bundlesAfter) => setFields({ ...fields, bundlesAfter })}
              />
              <DayInput
                id="consumption-bundles-before"
                label={t`Bundles expiring until`}
                description={t`Optional`}
                value={fields.bundlesBefore}
                error={windowOrder ? t`The last expiry day cannot be before the first.` : undefined}
                onChange={(bundlesBefore) => setFields({ ...fields, bundlesBefore })}
              />
            </>
          )}
          <Button type="submit" mt={24}>
            {t`Show consumption`}
          </Button>
        </Group>
      </form>
      {stage === 'failed' && <LoadFailure title={t`The consumption could not be loaded`} error={error} onRetry={() => reader.send({ type: 'query.retry' })} />}
      {stage !== 'failed' && view === undefined && <Skeleton label={t`Loading the consumption`} />}
      {view && (
        <Stack gap="md" aria-busy={stage === 'loading' || undefined}>
          <CardTable minWidth={480}>
            <Table verticalSpacing="xs" aria-label={t`Totals over the range`}>
              <Table.Thead>
                <Table.Tr>
                  {consumedTypes.map((type) => (
                    <Table.Th key={type} scope="col">
                      {name(type)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <Table.Tr>
                  {consumedTypes.map((type) => (
                    <Table.Td key={type}>{format(type, view.sums[type] ?? 0)}</Table.Td>
                  ))}
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </CardTable>
          <Text size="sm" c="dimmed">{t`Devices and devices sending data count one a day each; VPN time is in months.`}</Text>
          <Title order={2} size="h4">
            {t`${name(shown.type)} per day`}
          </Title>
          {outlook && <Text>{forecastText(outlook)}</Text>}
          {shown.vpnBundles && <Text>{bundlesText(shown.vpnBundles)}</Text>}
          <ConsumptionChart type={shown.type} name={name(shown.type)} entries={entries} from={shown.from} to={shown.to} />
          {entries.length === 0 ? (
            <Text c="dimmed">{t`Nothing of ${name(shown.type)} was spent in this range.`}</Text>
          ) : (
            <>
              <CardTable minWidth={520}>
                <Table striped verticalSpacing={4} aria-label={t`Journal of ${name(shown.type)}`}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t`Day`}</Table.Th>
                      <Table.Th scope="col">{t`Organization`}</Table.Th>
                      <Table.Th scope="col">{t`Device`}</Table.Th>
                      <Table.Th scope="col">{t`Quantity`}</Table.Th>
                      {shown.type === 'DEVICE_VPN' && <Table.Th scope="col">{t`Bundle expires`}</Table.Th>}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {newestFirst.slice(page * pageSize, (page + 1) * pageSize).map((entry) => (
                      <Table.Tr key={entry.id}>
                        <Table.Td>{i18n.date(new Date(entry.date), { dateStyle: 'medium', timeZone: 'UTC' })}</Table.Td>
                        <Table.Td>{entry.orgResourceId}</Table.Td>
                        <Table.Td>{entry.deviceLabel ?? '—'}</Table.Td>
                        <Table.Td>{format(shown.type, entry.quantity)}</Table.Td>
                        {shown.type === 'DEVICE_VPN' && (
                          <Table.Td>{entry.vpnBundleExpiry === undefined ? '—' : i18n.date(new Date(entry.vpnBundleExpiry), { dateStyle: 'medium', timeZone: 'UTC' })}</Table.Td>
                        )}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </CardTable>
              <Pager
                page={page}
                pageSize={pageSize}
                totalPages={Math.ceil(entries.length / pageSize)}
                totalElements={entries.length}
                label={t`Pages of the journal`}
                onPage={setPage}
              />
            </>
          )}
        </Stack>
      )}
      <SubscriptionHistory orgResourceId={organization.resourceId} name={organization.label} />
    </Stack>
  );

  function bundlesText({ after, before }: { after?: number; before?: number }): string {
    const day = (date: number) => i18n.date(new Date(date), { dateStyle: 'long', timeZone: 'UTC' });
    if (after !== undefined && before !== undefined) return t`Only VPN time of bundles expiring from ${day(after)} to ${day(before)}.`;
    if (after !== undefined) return t`Only VPN time of bundles expiring on or after ${day(after)}.`;
    return t`Only VPN time of bundles expiring on or before ${day(before ?? 0)}.`;
  }

  function forecastText(outlook: Forecast): string {
    const resource = name(shown.type);
    switch (outlook.kind) {
      case 'noLimit':
        return t`${organization.label} has no limit of ${resource}.`;
      case 'unlimited':
        return t`${resource} are unlimited.`;
      case 'spent':
        return t`Nothing is left of ${resource}.`;
      case 'notSpending':
        return t`${format(shown.type, outlook.left)} left; none were spent in this range.`;
      case 'runsOut': {
        const left = format(shown.type, outlook.left);
        const perDay = format(shown.type, outlook.perDay);
        const on = i18n.date(new Date(outlook.on), { dateStyle: 'long', timeZone: 'UTC' });
        return t`${left} left. At the range's rate of ${perDay} a day, they run out on ${on}.`;
      }
    }
  }
}
