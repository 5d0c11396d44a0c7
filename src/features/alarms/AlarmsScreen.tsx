// Spec §2 /alarms (IoT-only, read devices; tab alarms-history): the organisation's alarms, live, filtered and acted
// on as the person's permissions allow (§4 "Alarms"), and the state changes of one alarm.
import { Tabs, Title, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Title.css';
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import type { AlarmFilter } from '../../platform/alarmFilter';
import type { AlarmCountsQuery, AlarmListQuery } from '../../platform/alarmList';
import { announceAlarmsChanged } from '../../portal/alarmsChanged';
import { useAccess, useSelectedOrganization } from '../../portal/portal';
import { splitHash } from '../../routes/hashLocation';
import { Callout } from '../../ui/Callout';
import { AlarmHistory } from './AlarmHistory';
import { AlarmList } from './AlarmList';
import { alarmsPath, filterFromSearch, historyTab, sameFilter, useAlarmsView, viewFromSearch, writeFilterToUrl } from './screenLocation';
import { useAlarmFlows } from './flows';

/** Rows per page: the table renders one page, so 10 000 alarms cost what 50 do. */
const alarmPageSize = 50;

const initialList = (filter: AlarmFilter): AlarmListQuery => ({ filter, orderBy: 'eventTimestamp', orderDir: 'desc', page: 0, pageSize: alarmPageSize });
const initialCounts = (filter: AlarmFilter): AlarmCountsQuery => ({ filter, devicePages: 1 });

export default function AlarmsScreen() {
  const organization = useSelectedOrganization();
  // Another organisation is another list: nothing of the previous one's carries over.
  return organization ? <Alarms key={organization.resourceId} organization={organization.resourceId} /> : null;
}

function Alarms({ organization }: { organization: string }) {
  const { t } = useLingui();
  const ability = useAccess()?.ability;
  if (!ability?.can('read', 'alarms')) {
    return (
      <Stack gap="md">
        <Title order={1}>{t`Alarms`}</Title>
        <Callout tone="warning" title={t`You may not see alarms here`}>
          <Text>{t`Your roles in this organization do not include reading alarms. Ask an administrator for access.`}</Text>
        </Callout>
      </Stack>
    );
  }
  return <AlarmSection organization={organization} />;
}

function AlarmSection({ organization }: { organization: string }) {
  const { t } = useLingui();
  const flowsFor = useAlarmFlows();
  const [flows] = useState(() => flowsFor(organization));
  // The filters a link or a reload carries.
  const [filterAtStart] = useState(() => filterFromSearch(splitHash(location.hash).search));
  const list = useActorRef(flows.list, { input: { query: initialList(filterAtStart) } });
  const counts = useActorRef(flows.counts, { input: { query: initialCounts(filterAtStart) } });
  const actions = useActorRef(flows.actions);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [view, showView] = useAlarmsView();
  const showHistory = useCallback((alarmId: string) => showView({ tab: historyTab, alarmId }), [showView]);
  const filter = useSelector(list, (snapshot) => snapshot.context.query.filter);
  const selecting = selected.size > 0;

  // The URL says which filters are on, so the view can be shared and survives a reload.
  useEffect(() => writeFilterToUrl(filter), [filter]);

  // A link to another view of this screen (another filter or alarm) is followed without leaving it.
  useEffect(() => {
    const follow = () => {
      const { path, search } = splitHash(location.hash);
      if (path !== alarmsPath) return;
      const linked = filterFromSearch(search);
      const query = list.getSnapshot().context.query;
      if (!sameFilter(linked, query.filter)) {
        setSelected(new Set());
        list.send({ type: 'query.change', query: { ...query, filter: linked, page: 0 } });
        counts.send({ type: 'query.change', query: { ...counts.getSnapshot().context.query, filter: linked } });
      }
      showView(viewFromSearch(search));
    };
    addEventListener('hashchange', follow);
    return () => removeEventListener('hashchange', follow);
  }, [list, counts, showView]);

  // While alarms are selected, the rows hold still: new answers wait until the person shows them.
  useEffect(() => {
    list.send({ type: selecting ? 'query.hold' : 'query.release' });
  }, [list, selecting]);

  // After an action the list shows the new state at once; alarms it failed on stay selected for another try.
  useEffect(() => {
    const subscription = actions.on('targets.changed', ({ outcome }) => {
      list.send({ type: 'query.refresh' });
      counts.send({ type: 'query.refresh' });
      announceAlarmsChanged();
      if (outcome) setSelected((ids) => new Set(outcome.failed.map((failure) => failure.id).filter((id) => ids.has(id))));
    });
    return () => subscription.unsubscribe();
  }, [actions, list, counts]);

  return (
    <Stack gap="md">
      <Title order={1}>{t`Alarms`}</Title>
      <Tabs
        value={view.tab}
        onChange={(tab) => showView(tab === historyTab ? { tab: historyTab, alarmId: view.alarmId } : { tab: 'alarms' })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="alarms">{t`Alarms`}</Tabs.Tab>
          <Tabs.Tab value={historyTab}>{t`History`}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="alarms" pt="md">
          <AlarmList
            list={list}
            units={flows.units}
            counts={counts}
            actions={actions}
            deviceLabel={flows.deviceLabel}
            selected={selected}
            onSelect={setSelected}
            onShowHistory={showHistory}
          />
        </Tabs.Panel>
        <Tabs.Panel value={historyTab} pt="md">
          <AlarmHistory
            flows={flows}
            alarmId={view.alarmId}
            onShowHistory={(alarmId) => showView({ tab: historyTab, alarmId })}
            onBack={() => showView({ tab: 'alarms' })}
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
