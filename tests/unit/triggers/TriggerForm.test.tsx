// @vitest-environment jsdom
// The trigger form as a person uses it with the keyboard and the mouse: a device group chosen as the scope, actions
// added (the new one takes the focus), changed, refused at their own field, and removed (the focus goes to the button
// that adds one); what is sent is every action left, in order, and the group.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { TriggerForm } from '../../../src/features/triggers/TriggerForm';
import { newTriggerValues } from '../../../src/features/triggers/triggerForm';
import type { TriggerWrite } from '../../../src/platform/triggerTypes';
import { installJsdomShims } from '../jsdomShims';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en-US', messages: {} });
  installJsdomShims();
});
afterEach(cleanup);

const temperature = { name: 'Boiler/Temperature', unit: '°C' };
const sources = [
  { deviceId: 'dev-acme-boiler-1', label: 'Boiler Hall A', tags: [temperature] },
  { deviceId: 'dev-acme-conveyor-1', label: 'Line 1', tags: [{ name: 'Drive/Speed' }] },
];
const groups = [{ id: 'grp-heating', name: 'Heating', memberIds: ['dev-acme-boiler-1'] }];

function setup() {
  const onSubmit = vi.fn<(write: TriggerWrite) => void>();
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <TriggerForm organization="acme" initial={newTriggerValues()} sources={sources} groups={groups} submitting={false} onSubmit={onSubmit} onCancel={vi.fn()} />
      </MantineProvider>
    </I18nProvider>,
  );
  return { onSubmit };
}

const select = (name: string, value: string, index = 0) => fireEvent.change(screen.getAllByRole('combobox', { name })[index]!, { target: { value } });
const type = (name: string, value: string, index = 0) => fireEvent.change(screen.getAllByRole('textbox', { name })[index]!, { target: { value } });
const action = (number: number) => screen.getByRole('group', { name: `Action ${number}` });

describe('TriggerForm', () => {
  test('a rule on a device group with actions added, refused at their field, removed, and sent in order', () => {
    const { onSubmit } = setup();
    type('Name', 'Heating too hot');
    select('Watches', 'GROUP');
    select('Device group', 'grp-heating');
    // The group's members' tags: the conveyor is not a member.
    expect(within(screen.getByRole('combobox', { name: 'Tag' })).queryByRole('option', { name: 'Drive/Speed' })).toBeNull();
    select('Tag', 'Boiler/Temperature');
    type('Level', '90');
    type('Recipients', 'shift@acme.example');

    fireEvent.click(screen.getByRole('button', { name: 'Add an action' }));
    expect(document.activeElement).toBe(within(action(2)).getByRole('combobox', { name: 'Then' }));
    select('Then', 'TEAMS', 1);
    type('Address', 'http://hooks.example');
    fireEvent.click(screen.getByRole('button', { name: 'Add an action' }));
    select('Then', 'TELEGRAM', 2);
    type('Chat ID', '-100200');

    fireEvent.click(screen.getByRole('button', { name: 'Save trigger' }));
    expect(within(action(2)).getByRole('textbox', { name: 'Address' }).getAttribute('aria-invalid')).toBe('true');
    expect(within(action(2)).getByText('Enter an https:// address.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Remove action 2' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add an action' }));
    expect(screen.queryByText('Enter an https:// address.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save trigger' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      deviceId: '',
      deviceGroups: ['grp-heating'],
      tag: 'Boiler/Temperature',
      actions: [
        { type: 'EMAIL', recipients: ['shift@acme.example'], throttlingIntervalInMSec: 0 },
        { type: 'TELEGRAM', chatId: '-100200', throttlingIntervalInMSec: 0 },
      ],
    });
  });

  test('no more actions are offered than a rule may run', () => {
    setup();
    for (let count = 1; count < 5; count += 1) fireEvent.click(screen.getByRole('button', { name: 'Add an action' }));
    expect(screen.getAllByRole('combobox', { name: 'Then' })).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Add an action' })).toBeNull();
  });

  test('a trial judges only what it reads: an action refused by a save stays refused', () => {
    setup();
    type('Name', 'Boiler too hot');
    type('Level', '90');
    type('Recipients', 'not an address');
    fireEvent.click(screen.getByRole('button', { name: 'Save trigger' }));
    const recipients = () => screen.getByRole('textbox', { name: 'Recipients' });
    expect(recipients().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('combobox', { name: 'Device' }).getAttribute('aria-invalid')).toBe('true');

    // No device yet: the trial refuses at the device and leaves the action's refusal where it was.
    fireEvent.click(screen.getByRole('button', { name: 'Try against history' }));
    expect(screen.getByRole('combobox', { name: 'Device' }).getAttribute('aria-invalid')).toBe('true');
    expect(recipients().getAttribute('aria-invalid')).toBe('true');
  });
});
