// @vitest-environment jsdom
// The pager's choice of page size: offered only while the list holds more than its smallest page, showing the size
// in use, and a choice is handed to the list (which reads its first page again, machines/pagedList.machine.ts).
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { Pager } from '../../src/ui/Pager';
import { installJsdomShims } from './jsdomShims';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en-US', messages: {} });
  installJsdomShims();
});
afterEach(cleanup);

const pager = (totalElements: number, onChoose = vi.fn()) => {
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <Pager
          page={0}
          pageSize={100}
          totalPages={Math.ceil(totalElements / 100)}
          totalElements={totalElements}
          label="Pages of devices"
          onPage={() => undefined}
          sizes={{ options: [20, 100, 500], onChoose }}
        />
      </MantineProvider>
    </I18nProvider>,
  );
  return onChoose;
};

describe('the page size choice', () => {
  test('shows the size in use and hands a new choice to the list', () => {
    const onChoose = pager(1_234);
    const choice = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(choice).toHaveProperty('value', '100');
    expect([...(choice as HTMLSelectElement).options].map((option) => option.value)).toEqual(['20', '100', '500']);
    fireEvent.change(choice, { target: { value: '500' } });
    expect(onChoose).toHaveBeenCalledWith(500);
  });

  test('is not offered while everything fits on the smallest page', () => {
    pager(20);
    expect(screen.queryByRole('combobox', { name: 'Rows per page' })).toBeNull();
    cleanup();
    pager(21);
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toBeTruthy();
  });
});
