import { setupI18n, type MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { describeError, PlatformError, type PlatformErrorKind } from '../../../src/platform/errors';
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
    [error('server', 503), 'The server had a problem (503). Try again later.'],
    [error('validation', 400, 'Name {x} can’t be empty'), 'Name {x} can’t be empty'],
    [error('validation', 400), 'The request was not accepted. Check the values and try again.'],
  ])('%s', (failure, text) => {
    expect(render(describeError(failure))).toBe(text);
  });

  it('has a distinct text for every kind', () => {
    const kinds: PlatformErrorKind[] = ['network', 'timeout', 'unauthorized', 'forbidden', 'notFound', 'conflict', 'validation', 'rateLimited', 'server', 'malformed'];
    const texts = new Set(kinds.map((kind) => render(describeError(error(kind, 500)))));
    expect(texts.size).toBe(kinds.length);
  });

  it('has a generic text for anything else', () => {
    expect(render(describeError(new TypeError('x')))).toBe('Something went wrong. Try again.');
  });
});
