// @vitest-environment jsdom
// The notification rule form as a person uses it: mistakes are named at their field and the first takes the focus,
// nothing is sent until the form is valid, and what is sent is the service's body.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { RuleForm } from '../../src/features/notifications/RuleForm';
import { newRuleValues } from '../../src/features/notifications/ruleForm';
import type { NotificationRuleWrite } from '../../src/platform/notificationTypes';
import { installJsdomShims } from './jsdomShims';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en-US', messages: {} });
  installJsdomShims();
});
afterEach(cleanup);

function setup() {
  const onSubmit = vi.fn<(rule: NotificationRuleWrite) => void>();
  const onCancel = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <RuleForm initial={newRuleValues(['maintenance@acme.example'])} submitting={false} onSubmit={onSubmit} onCancel={onCancel} />
      </MantineProvider>
    </I18nProvider>,
  );
  return { onSubmit, onCancel };
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save rule' }));
const type = (name: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
/** Types into a tags field key by key (Enter adds the entry, Backspace in the empty field removes the last). */
const typeTags = (name: string, keys: string) =>
  userEvent.setup({ delay: null }).type(screen.getByRole('combobox', { name }), keys);
const click = (role: 'checkbox' | 'button', name: string) => fireEvent.click(screen.getByRole(role, { name }));

// Mantine in jsdom renders slowly on a busy machine: a generous ceiling, not a speed check.
describe('RuleForm', () => {
  test('a missing name is named at its field, takes the focus and nothing is sent', () => {
    const { onSubmit } = setup();
    expect(screen.queryByText('Enter a name.')).toBeNull();
    save();
    expect(screen.getByText('Enter a name.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
    expect(onSubmit).not.toHaveBeenCalled();

    // Corrected, the message goes as the field is corrected.
    type('Name', 'Drive current');
    expect(screen.queryByText('Enter a name.')).toBeNull();
  });

  test('a recipient that is neither an address nor a phone number is named, and the rule is sent once it is removed', async () => {
    const { onSubmit } = setup();
    type('Name', '  Drive current ');
    await typeTags('Recipients', 'shift-lead{Enter}');
    save();
    expect(screen.getByText(/Not valid: shift-lead$/)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Recipients' }));
    expect(onSubmit).not.toHaveBeenCalled();

    await typeTags('Recipients', '{Backspace}+390298765432{Enter}');
    click('checkbox', 'Saturday');
    click('checkbox', 'Sunday');
    type('Minimum severity', '6');
    save();
    expect(screen.queryByText(/Not valid/)).toBeNull();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Drive current',
      description: '',
      minimumSeverity: 6,
      ackTime: 0,
      enabled: true,
      days: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
      nameFilters: [],
      deviceGroupFilters: [],
      recipientFilters: ['maintenance@acme.example', '+390298765432'],
      extraFilters: [],
    });
  });

  test('without any day the days are named, and the first of them takes the focus', () => {
    const { onSubmit } = setup();
    type('Name', 'Weekend');
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) click('checkbox', day);
    save();
    expect(screen.getByText('Choose at least one day.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Monday' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test.each([
    ['Minimum severity', '-1', 'Choose a whole number from 0 to 6.'],
    ['Minimum severity', '1e309', 'Choose a whole number from 0 to 6.'],
    ['Minimum severity', '2.5', 'Choose a whole number from 0 to 6.'],
    ['Minimum severity', '99', 'Choose a whole number from 0 to 6.'],
    ['Minutes without acknowledgement', '-5', 'Enter whole minutes from 0 to 1440.'],
    ['Name', 'n'.repeat(101), 'Use at most 100 characters.'],
  ])('%s "%s" is refused as typed, named at its field', (label, typed, message) => {
    const { onSubmit } = setup();
    if (label !== 'Name') type('Name', 'Drive current');
    type(label, typed);
    save();
    const field = screen.getByRole('textbox', { name: label }) as HTMLInputElement;
    // Kept as typed: not clamped to 6, not stripped of its sign, exponent or decimals, not cut to 100 characters.
    expect(field.value).toBe(typed);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const described = (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain(message);
    expect(document.activeElement).toBe(field);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('cancel leaves without sending', () => {
    const { onSubmit, onCancel } = setup();
    click('button', 'Cancel');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
