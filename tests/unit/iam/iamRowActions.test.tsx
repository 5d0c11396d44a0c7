// @vitest-environment jsdom
// The row actions the IAM lists share: each named for its row, only those given a handler offered, delete marked as
// destructive, and none pressable while the list is busy.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { IamRowActions, type IamRowActionsProps } from '../../../src/features/iam/IamRowActions';
import { installJsdomShims } from '../jsdomShims';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en-US', messages: {} });
  installJsdomShims();
});
afterEach(cleanup);

const show = (props: Omit<IamRowActionsProps, 'item'>) =>
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <IamRowActions item={{ name: 'Hall A' }} {...props} />
      </MantineProvider>
    </I18nProvider>,
  );

describe('the IAM row actions', () => {
  test('offers what has a handler, named for the row, and runs it', () => {
    const onOpen = vi.fn();
    const onDelete = vi.fn();
    show({ busy: false, onOpen, onDelete });
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Open Hall A', 'Delete Hall A']);
    fireEvent.click(screen.getByRole('button', { name: 'Open Hall A' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Hall A' }));
    expect(onOpen).toHaveBeenCalledOnce();
    expect(onDelete).toHaveBeenCalledOnce();
  });

  test('offers rename and edit in that order, and nothing while busy', () => {
    show({ busy: true, onOpen: vi.fn(), onRename: vi.fn(), onEdit: vi.fn(), onDelete: vi.fn() });
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Open', 'Rename', 'Edit', 'Delete']);
    expect(buttons.every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
  });
});
