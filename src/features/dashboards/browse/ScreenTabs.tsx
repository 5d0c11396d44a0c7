// A screen's tabs (spec §2 /directaccess and /flows), the chosen one kept in the URL's `tab` parameter so a reload,
// a shared link or the browser's back button shows the same tab. Only the chosen tab's panel is mounted: each
// panel starts its own list.
import { Tabs } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Tabs.css';
import type { ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { navigate } from '../../../routes/hashLocation';

export interface ScreenTab {
  value: string;
  label: string;
  panel: ReactNode;
}

export function ScreenTabs({ label, tabs }: { label: string; tabs: ScreenTab[] }) {
  const [path] = useLocation();
  const search = useSearch();
  const requested = new URLSearchParams(search).get('tab');
  const current = tabs.find((tab) => tab.value === requested) ?? tabs[0];
  if (current === undefined) return null;

  const choose = (value: string | null) => {
    if (value === null || value === current.value) return;
    const query = new URLSearchParams(search);
    query.set('tab', value);
    navigate(`${path}?${query.toString()}`);
  };

  return (
    <Tabs value={current.value} onChange={choose} keepMounted={false}>
      <Tabs.List aria-label={label} mb="md">
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value}>
          {tab.panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
