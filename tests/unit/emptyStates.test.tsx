// @vitest-environment jsdom
// A list with nothing in it yet says what would be there and the next step — the control that takes it
// when the person may, what to do instead when they may not — while a search that matches nothing says only that;
// a list's first load shows its shape, announced by its label, rather than a spinner (src/ui/ListStatus.tsx).
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Button, MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { ListStatus, type ListStatusProps } from '../../src/ui/ListStatus';
import { installJsdomShims } from './jsdomShims';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en-US', messages: {} });
  installJsdomShims();
});
afterEach(cleanup);

const labels: ListStatusProps['labels'] = {
  loading: 'Loading dashboards',
  failed: 'The dashboards could not be loaded',
  empty: 'There are no dashboards yet.',
  noMatch: 'No dashboard matches.',
  actionFailed: 'The change was not saved',
};

function shown(props: Partial<ListStatusProps>) {
  return render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <ListStatus stage="ready" error={undefined} actionError={undefined} empty={false} searching={false} labels={labels} onRetry={() => {}} {...props} />
      </MantineProvider>
    </I18nProvider>,
  );
}

describe('an empty list', () => {
  test('for someone who may take the next step: the message, announced, and the control that takes it', () => {
    let created = 0;
    shown({ empty: true, emptyNext: { action: <Button onClick={() => (created += 1)}>Create dashboard</Button> } });
    expect(screen.getByRole('status').textContent).toBe('There are no dashboards yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Create dashboard' }));
    expect(created).toBe(1);
  });

  test('for someone who may not: the message and what to do instead, no control', () => {
    shown({ empty: true, emptyNext: { note: 'Ask an administrator of this organization to create one or to share one with you.' } });
    expect(screen.getByRole('status').textContent).toBe('There are no dashboards yet.');
    expect(screen.getByText('Ask an administrator of this organization to create one or to share one with you.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  test('a search that matches nothing says so, without the next step of an empty list', () => {
    shown({ empty: true, searching: true, emptyNext: { action: <Button>Create dashboard</Button> } });
    expect(screen.getByRole('status').textContent).toBe('No dashboard matches.');
    expect(screen.queryByRole('button', { name: 'Create dashboard' })).toBeNull();
  });

  test('a list with rows shows neither', () => {
    shown({ empty: false, emptyNext: { action: <Button>Create dashboard</Button> } });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('a list loading', () => {
  test('for the first time: rows in its shape, announced by the label, the blocks hidden from screen readers', () => {
    shown({ stage: 'loading', empty: undefined });
    const status = screen.getByRole('status', { name: 'Loading dashboards' });
    expect(status.textContent).toBe('Loading dashboards');
    const blocks = status.querySelector('[aria-hidden="true"]');
    expect(blocks?.children.length).toBe(5);
  });

  test('again, over the rows it has: the spinner, no skeleton', () => {
    shown({ stage: 'loading', empty: false });
    const status = screen.getByRole('status', { name: 'Loading dashboards' });
    expect(status.querySelector('[aria-hidden="true"]')?.children.length ?? 0).toBe(0);
  });
});
