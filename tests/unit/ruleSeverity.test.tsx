// @vitest-environment jsdom
// A notification rule's minimum severity is shown named, with the badge every alarm screen shows.
import { cleanup, render, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { afterEach, beforeAll, expect, test } from 'vitest';
import { RuleTable } from '../../src/features/notifications/RuleTable';
import type { NotificationRule } from '../../src/platform/notificationTypes';
import { installJsdomShims } from './jsdomShims';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en-US', messages: {} });
  installJsdomShims();
});
afterEach(cleanup);

const rule: NotificationRule = {
  id: 'r1',
  realmId: 'acme',
  orgResourceId: 'acme',
  name: 'Drive current',
  description: '',
  minimumSeverity: 5,
  ackTime: 0,
  enabled: true,
  updatedAt: 0,
  nameFilters: [],
  extraFilters: [],
  deviceGroupFilters: [],
  recipientFilters: ['maintenance@acme.example'],
  days: ['MONDAY'],
};

test('the minimum severity cell names the level beside its number', () => {
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <RuleTable rules={[rule]} canUpdate={false} canDelete={false} busy={false} onToggle={() => {}} onEdit={() => {}} onDelete={() => {}} />
      </MantineProvider>
    </I18nProvider>,
  );
  const row = screen.getByRole('row', { name: /Drive current/ });
  expect(within(row).getAllByRole('cell')[0]?.textContent).toBe('5 Critical');
});
