// Which tab of /alarms is open (spec §2: tab alarms-history) and whose history it shows, kept in the URL's query so a
// link or a reload opens the same view. Switching tabs replaces the URL without a hashchange: the screen is the same
// route, so the navigation guard has nothing to check and the live list keeps running.
import { useCallback, useState } from 'react';
import { useHashSearch } from '../../routes/hashLocation';

export const historyTab = 'alarms-history';

export interface AlarmsView {
  tab: 'alarms' | typeof historyTab;
  alarmId?: string;
}

export function useAlarmsView(): [AlarmsView, (view: AlarmsView) => void] {
  const search = useHashSearch();
  const [view, setView] = useState<AlarmsView>(() => {
    const query = new URLSearchParams(search);
    return query.get('tab') === historyTab
      ? { tab: historyTab, alarmId: query.get('alarm') ?? undefined }
      : { tab: 'alarms' };
  });
  const show = useCallback((next: AlarmsView) => {
    setView(next);
    const url = new URL(location.href);
    const [path = '', query = ''] = url.hash.slice(1).split('?');
    const params = new URLSearchParams(query);
    params.delete('tab');
    params.delete('alarm');
    if (next.tab === historyTab) params.set('tab', historyTab);
    if (next.tab === historyTab && next.alarmId) params.set('alarm', next.alarmId);
    url.hash = `${path}?${params.toString().replace(/%2C/g, ',')}`;
    history.replaceState(history.state, '', url);
  }, []);
  return [view, show];
}
