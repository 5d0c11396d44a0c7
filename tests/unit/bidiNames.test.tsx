// @vitest-environment jsdom
// Names people or devices chose are shown so bidirectional controls cannot spoof them: the embedding,
// override and isolate controls are shown as visible code points, and the name is isolated from the text around it.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { ShareTable } from '../../src/features/dashboards/share/ShareTable';
import { OrganizationList } from '../../src/features/organization/OrganizationList';
import { TriggerForm } from '../../src/features/triggers/TriggerForm';
import { newTriggerValues } from '../../src/features/triggers/triggerForm';
import { Name, showBidiControls, withoutBidiControls } from '../../src/ui/Bidi';
import { installJsdomShims } from './jsdomShims';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en-US', messages: {} });
  installJsdomShims();
});
afterEach(cleanup);

const controls = /[\u202A-\u202E\u2066-\u2069]/;
const shown = (ui: ReactNode) =>
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>{ui}</MantineProvider>
    </I18nProvider>,
  );

/** "invoice", RIGHT-TO-LEFT OVERRIDE, "fdp.exe": drawn as "invoiceexe.pdf" where the override is obeyed. */
const spoof = 'invoice\u202Efdp.exe';

describe('showBidiControls', () => {
  test('shows every embedding, override and isolate control as its code point', () => {
    for (const code of [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]) {
      const text = showBidiControls(`a${String.fromCodePoint(code)}b`);
      expect(text).toBe(`a[U+${code.toString(16).toUpperCase()}]b`);
    }
    expect(showBidiControls(spoof)).toBe('invoice[U+202E]fdp.exe');
    expect(withoutBidiControls(spoof)).toBe('invoicefdp.exe');
  });

  test('leaves right-to-left names and ordinary text as they are', () => {
    for (const name of ['שלום', 'مرحبا', 'Müller-Lüdenscheidt', 'a\u200Fb']) expect(showBidiControls(name)).toBe(name);
  });
});

describe('names on screen', () => {
  test('a name is isolated and its controls are visible', () => {
    const { container } = shown(<p>Owner: <Name>{spoof}</Name> (you)</p>);
    const isolated = container.querySelector('bdi');
    expect(isolated?.textContent).toBe('invoice[U+202E]fdp.exe');
    expect(container.textContent).not.toMatch(controls);
  });

  test('user names in the sharing list', () => {
    const { container } = shown(
      <ShareTable entries={[{ user: `bob${'\u2067'}nimda`, permission: 'r' }]} disabled={false} onGrant={() => {}} onRevoke={() => {}} />,
    );
    const header = screen.getByRole('rowheader');
    expect(within(header).getByText('bob[U+2067]nimda').tagName).toBe('BDI');
    expect(container.textContent).not.toMatch(controls);
  });

  test('organisation names on the selector', () => {
    const { container } = shown(
      <OrganizationList
        label="Your organizations"
        organizations={[{ id: 1, label: spoof, resourceId: 'acme', hostname: 'acme', dataEnabled: true, vpnEnabled: false } as never]}
        onChoose={() => {}}
      />,
    );
    expect(screen.getByText('invoice[U+202E]fdp.exe').tagName).toBe('BDI');
    expect(container.textContent).not.toMatch(controls);
  });
});

describe('names in lists and selects', () => {
  test('the trigger form’s devices, device groups and tags show their controls, their values kept as they are', () => {
    const tag = `Boiler/${'\u202E'}erutarepmeT`;
    const onSubmit = vi.fn();
    const { container } = shown(
      <TriggerForm
        organization="acme"
        initial={newTriggerValues()}
        sources={[{ deviceId: 'dev-spoof', label: spoof, tags: [{ name: tag }] }]}
        groups={[{ id: 'grp-spoof', name: `heat${'\u202D'}ing`, memberIds: ['dev-spoof'] }]}
        submitting={false}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    const device = screen.getByRole('combobox', { name: 'Device' });
    expect(within(device).getByRole('option', { name: 'invoice[U+202E]fdp.exe' })).toHaveProperty('value', 'dev-spoof');
    fireEvent.change(device, { target: { value: 'dev-spoof' } });
    const tagField = screen.getByRole('combobox', { name: 'Tag' });
    expect(within(tagField).getByRole('option', { name: 'Boiler/[U+202E]erutarepmeT' })).toHaveProperty('value', tag);
    expect(container.textContent).not.toMatch(controls);

    fireEvent.change(screen.getByRole('combobox', { name: 'Watches' }), { target: { value: 'GROUP' } });
    const group = screen.getByRole('combobox', { name: 'Device group' });
    expect(within(group).getByRole('option', { name: 'heat[U+202D]ing' })).toHaveProperty('value', 'grp-spoof');
    expect(container.textContent).not.toMatch(controls);
  });
});
