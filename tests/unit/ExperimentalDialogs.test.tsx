// @vitest-environment jsdom
// The experimental-features dialogs over a real experimentalSwitches actor with the real keyboard listener.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import type { StoredSwitches } from '../../machines/experimentalFeatures';
import { experimentalSwitchesMachine } from '../../machines/experimentalSwitches.machine';
import ExperimentalDialogs from '../../src/features/experimental/ExperimentalDialogs';
import { shortcutListener } from '../../src/features/experimental/shortcutListener';
import { installJsdomShims } from './jsdomShims';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en-US', messages: {} });
  installJsdomShims();
});

let stop: (() => void) | undefined;
afterEach(() => {
  cleanup();
  stop?.();
});

function setup(stored: StoredSwitches = {}) {
  const persist = vi.fn<(stored: StoredSwitches) => void>();
  const reload = vi.fn();
  const actor = createActor(
    experimentalSwitchesMachine.provide({
      actors: { shortcutListener },
      actions: { persist: (_, params) => persist(params.stored), reload },
    }),
    { input: { stored, policy: { whitelist: ['credits', 'dataTable', 'groupPolicies'] } } },
  );
  actor.start();
  stop = () => actor.stop();
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <ExperimentalDialogs actor={actor} />
      </MantineProvider>
    </I18nProvider>,
  );
  return { actor, persist, reload };
}

const press = (code: string) =>
  act(() => {
    window.dispatchEvent(new KeyboardEvent('keydown', { code, ctrlKey: true, altKey: true, shiftKey: true }));
  });

describe('ExperimentalDialogs', () => {
  test('Ctrl+Alt+Shift+E asks, then enables all available switches and reloads', async () => {
    const { persist, reload } = setup();
    press('KeyE');
    const dialog = await screen.findByRole('dialog', { name: 'Experimental features' });
    expect(dialog.textContent).toContain('Enable all experimental features? The page will reload.');
    fireEvent.click(screen.getByRole('button', { name: 'Enable all' }));
    expect(persist).toHaveBeenCalledWith({ credits: true, dataTable: true, groupPolicies: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('cancel closes the confirmation and changes nothing', async () => {
    const { actor, persist } = setup();
    press('KeyD');
    await screen.findByText(/Disable all experimental features\?/);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(actor.getSnapshot().value).toBe('idle');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(persist).not.toHaveBeenCalled();
  });

  test('the selection dialog offers a labelled switch per available key and saves the draft', async () => {
    const { actor, persist, reload } = setup({ structs: true });
    act(() => actor.send({ type: 'keys.select' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Choose features' }));
    await screen.findByText('Saving reloads the page.');
    const switches = screen.getAllByRole('switch');
    // Each switch's label, then the one line that says what it does (Mantine draws both in the label).
    expect(switches.map((element) => (element as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      "StructsOffers the struct type for a model's paths.",
      "Data tableShows the data explorer's values as a table under the chart.",
      "Group policiesLets a user take their security policies from their user groups (set on the user's form).",
      "CreditsShows each dealer client's credit balance.",
    ]);
    expect(screen.getByRole('switch', { name: /^Data table/ })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('switch', { name: /^Credits/ }));
    fireEvent.click(screen.getByRole('switch', { name: /^Structs/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(persist).toHaveBeenCalledWith({ structs: false, dataTable: true, groupPolicies: false, credits: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
