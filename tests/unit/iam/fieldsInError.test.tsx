// @vitest-environment jsdom
// Every field shown in error is marked invalid for assistive technology and described by its message; the
// new user's password field showed its error without being marked (Mantine's password input marks only a data
// attribute, so every password field is src/ui/PasswordField).
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { UserForm } from '../../../src/features/iam/UserForm';
import { newUserValues } from '../../../src/features/iam/userForm';
import { installJsdomShims } from '../jsdomShims';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en-US', messages: {} });
  installJsdomShims();
});
afterEach(cleanup);

/** The field's own error message, as assistive technology reaches it: through aria-describedby. */
function describedBy(field: HTMLElement): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

test('a new user’s fields refused on saving are each marked invalid and described by their message', () => {
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <UserForm initial={{ ...newUserValues(), credential: 'password', password: 'short' }} roles={[]} submitting={false} onSubmit={vi.fn()} onCancel={vi.fn()} />
      </MantineProvider>
    </I18nProvider>,
  );
  const password = screen.getByLabelText(/^Password/, { selector: 'input' });
  expect(password.getAttribute('aria-invalid'), 'not in error before saving').toBeNull();
  fireEvent.submit(screen.getByRole('form', { name: 'User' }));

  for (const [field, message] of [
    [screen.getByRole('textbox', { name: 'User name' }), 'Enter a user name.'],
    [screen.getByRole('textbox', { name: 'E-mail address' }), 'Enter an e-mail address.'],
    [password, /Use \d+ to \d+ characters\./],
  ] as const) {
    expect(field.getAttribute('aria-invalid'), field.id).toBe('true');
    expect(describedBy(field)).toMatch(message);
  }
  fireEvent.change(password, { target: { value: 'long enough password' } });
  expect(password.getAttribute('aria-invalid'), 'no longer in error').toBeNull();
});
