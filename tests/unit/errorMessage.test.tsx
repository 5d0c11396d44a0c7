// @vitest-environment jsdom
// Errors speak to people. The message shown says what happened in plain words, announced (role alert);
// the method, the address, the status and the server's own words are folded away in "Details for support"; an
// expired session offers to sign in again (once: not beside the shell's own prompt); a failed screen part says so without the exception's text.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { PlatformError } from '../../src/platform/errors';
import { ErrorBoundary } from '../../src/ui/ErrorBoundary';
import { LoadFailure } from '../../src/ui/LoadFailure';
import { SignInContext } from '../../src/ui/signIn';
import { installJsdomShims } from './jsdomShims';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en-US', messages: {} });
  installJsdomShims();
});
afterEach(cleanup);

const shown = (ui: ReactNode, signIn?: () => void, prompting = false) =>
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <SignInContext value={{ signIn, prompting }}>{ui}</SignInContext>
      </MantineProvider>
    </I18nProvider>,
  );

const refused = new PlatformError({
  kind: 'server',
  method: 'GET',
  path: '/svc/dashboard/api/v1/dashboards/mine',
  status: 503,
  serverMessage: 'upstream connect error or disconnect/reset before headers',
});

/** The text a person reads: everything but the folded-away details. */
function visibleText(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('details').forEach((details) => details.remove());
  return copy.textContent ?? '';
}

describe('a failure to load', () => {
  test('is announced in plain words, with the technical account only in the details disclosure', () => {
    shown(<LoadFailure title="The dashboards could not be loaded" error={refused} onRetry={() => {}} />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('The service had a problem. Try again later.')).toBeTruthy();
    for (const technical of ['GET', '/svc/', 'dashboards/mine', '503', 'upstream']) expect(visibleText(alert)).not.toContain(technical);

    const details = alert.querySelector('details');
    expect(details).not.toBeNull();
    expect(details?.open).toBe(false);
    expect(within(details as HTMLElement).getByText('Details for support').tagName).toBe('SUMMARY');
    expect(details?.querySelector('code')?.textContent).toBe(
      'GET /svc/dashboard/api/v1/dashboards/mine: 503 upstream connect error or disconnect/reset before headers',
    );
  });

  test('an expired session offers to sign in again, through the session', () => {
    const signIn = vi.fn();
    const expired = new PlatformError({ kind: 'unauthorized', method: 'GET', path: '/x', status: 401 });
    shown(<LoadFailure title="The alarms could not be loaded" error={expired} onRetry={() => {}} />, signIn);
    expect(screen.getByText('Your session has expired. Sign in again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  test('while the shell prompts to sign in, a failure for that reason leaves it to the prompt: said once', () => {
    const expired = new PlatformError({ kind: 'unauthorized', method: 'GET', path: '/x', status: 401 });
    shown(<LoadFailure title="The alarms could not be loaded" error={expired} onRetry={() => {}} />, vi.fn(), true);
    expect(screen.getByRole('alert').textContent).toContain('The alarms could not be loaded');
    expect(screen.queryByText('Your session has expired. Sign in again.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign in again' })).toBeNull();
  });

  test('no sign-in button for other failures, nor while the session cannot take it', () => {
    shown(<LoadFailure title="Failed" error={refused} onRetry={() => {}} />, vi.fn());
    expect(screen.queryByRole('button', { name: 'Sign in again' })).toBeNull();
    cleanup();
    shown(<LoadFailure title="Failed" error={new PlatformError({ kind: 'unauthorized', method: 'GET', path: '/x' })} onRetry={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Sign in again' })).toBeNull();
  });
});

describe('a part of the portal that failed', () => {
  function Broken(): ReactNode {
    throw new RangeError('maximumFractionDigits value is out of range.');
  }

  test('says so without the exception’s text, which waits in the details', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    shown(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(visibleText(alert)).not.toContain('maximumFractionDigits');
    expect(alert.querySelector('details code')?.textContent).toBe('RangeError: maximumFractionDigits value is out of range.');
  });
});
