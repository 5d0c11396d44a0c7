import { setupI18n, type MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { describeError, errorDetails, kindInMessage, PlatformError, type PlatformErrorKind } from '../../../src/platform/errors';
import * as catalogue from '../../../src/platform/messages';

// No catalogue loaded: the source (en-US) text is rendered, as a view would before translations arrive.
const i18n = setupI18n({ locale: 'en-US', messages: { 'en-US': {} } });
const render = (descriptor: MessageDescriptor) => i18n._(descriptor);

describe('spec §8 catalogue', () => {
  it.each<[MessageDescriptor, string]>([
    [catalogue.realmLookupFailed, 'Error initializing. Please check the hostname is correct and retry'],
    [catalogue.noPermissions(42), 'No permissions in token to enter organization 42'],
    [catalogue.guardError('boom'), 'Reload organization selector after error boom'],
  ])('renders %#', (descriptor, text) => {
    expect(render(descriptor)).toBe(text);
  });
});

describe('describeError', () => {
  const error = (kind: PlatformErrorKind, status?: number, serverMessage?: string) =>
    new PlatformError({ kind, method: 'GET', path: '/x', status, serverMessage });

  it.each<[PlatformError, string]>([
    [error('timeout'), 'The service did not answer in time. Try again.'],
    [error('forbidden', 403), 'You are not allowed to do this.'],
    [error('server', 503), 'The service had a problem. Try again later.'],
    [error('validation', 400, 'name must be at most 100 characters'), 'The service did not accept the values. Check them and try again.'],
    [error('validation', 400), 'The service did not accept the values. Check them and try again.'],
  ])('%s', (failure, text) => {
    expect(render(describeError(failure))).toBe(text);
  });

  it('never tells a person the method, the address, the status or the server’s words; errorDetails keeps them for support', () => {
    const kinds: PlatformErrorKind[] = ['network', 'timeout', 'unauthorized', 'forbidden', 'notFound', 'conflict', 'validation', 'rateLimited', 'server', 'malformed'];
    for (const kind of kinds) {
      const failure = new PlatformError({ kind, method: 'POST', path: '/api/v1/notifications', status: 503, serverMessage: 'Internal detail xyz' });
      const text = render(describeError(failure));
      for (const technical of ['POST', '/api/v1', 'notifications', '503', 'Internal detail xyz']) expect(text, kind).not.toContain(technical);
      expect(errorDetails(failure)).toBe('POST /api/v1/notifications: 503 Internal detail xyz');
    }
    expect(errorDetails(new PlatformError({ kind: 'timeout', method: 'GET', path: '/x' }))).toBe('GET /x: timeout');
    expect(errorDetails(new RangeError('maximumFractionDigits value is out of range.'))).toBe('RangeError: maximumFractionDigits value is out of range.');
    expect(errorDetails(undefined)).toBeUndefined();
  });

  it('has a distinct text for every kind', () => {
    const kinds: PlatformErrorKind[] = ['network', 'timeout', 'unauthorized', 'forbidden', 'notFound', 'conflict', 'validation', 'rateLimited', 'server', 'malformed'];
    const texts = new Set(kinds.map((kind) => render(describeError(error(kind, 500)))));
    expect(texts.size).toBe(kinds.length);
  });

  it('reads the kind back from a failure kept only as its message (the guard chain’s stored login error)', () => {
    const kinds: PlatformErrorKind[] = ['network', 'timeout', 'unauthorized', 'forbidden', 'notFound', 'conflict', 'validation', 'rateLimited', 'server', 'malformed'];
    for (const kind of kinds) expect(kindInMessage(error(kind, 500, 'why').message)).toBe(kind);
    for (const text of ['organizations could not be loaded', 'x failed: constructor', 'x failed: toString']) expect(kindInMessage(text)).toBeUndefined();
  });

  it('has a generic text for anything else', () => {
    expect(render(describeError(new TypeError('x')))).toBe('Something went wrong. Try again.');
  });
});
