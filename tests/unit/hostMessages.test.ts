// @vitest-environment jsdom
// Spec §7 Other, "Translated messages are fetched from a host for the locale": with config.json's `messagesUrl` the
// portal reads `<messagesUrl>/<locale>/messages.json` (and `sections.json` with the first section screen), Lingui's
// compiled JSON, and lays it over the bundled catalogues text by text; without a host, or when it fails, the bundled
// catalogues are shown. At the network edge (msw).
import { i18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { hostCatalogueUrl } from '../../src/i18n/hostMessages';
import { activateLocale, loadSectionMessages, readMessagesFrom } from '../../src/i18n/i18n';
import { parseRuntimeConfig } from '../../src/platform/config';
import { startMswServer } from './platform/msw';

const server = startMswServer();
const host = 'https://i18n.example.com/portal';
const id = (message: string) => generateMessageId(message);
/** What the person reads for a source text, in the active locale. */
const shown = (message: string, values?: Record<string, unknown>) => i18n._(id(message), values);

const compiled = (texts: Record<string, string>) =>
  ({ messages: Object.fromEntries(Object.entries(texts).map(([message, text]) => [id(message), compileMessage(text)])) });

function serve(locale: string, catalogue: 'messages' | 'sections', answer: () => Response) {
  const seen = vi.fn();
  server.use(
    http.get(hostCatalogueUrl(host, locale as never, catalogue), ({ request }) => {
      seen(request.credentials);
      return answer();
    }),
  );
  return seen;
}

let warn: MockInstance<typeof console.warn>;
beforeEach(async () => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  // Start from English with the bundled catalogues, whatever the last test left.
  readMessagesFrom(undefined);
  await activateLocale('en-US');
});
afterEach(() => readMessagesFrom(undefined));

describe('messages from a host', () => {
  it('config.json names the host like its other addresses', () => {
    expect(parseRuntimeConfig({ messagesUrl: host }).messagesUrl).toBe(host);
    expect(() => parseRuntimeConfig({ messagesUrl: 'ftp://i18n.example.com' })).toThrow(/messagesUrl/);
  });

  it('lays the host’s texts for the locale over the bundled ones; what it lacks stays bundled', async () => {
    const seen = serve('de-DE', 'messages', () =>
      HttpResponse.json(compiled({ 'Sign out': 'Abmelden (vom Host)', 'User menu for {username}': 'Menü von {username} (Host)' })),
    );
    readMessagesFrom({ url: host, timeout: 5_000 });
    await activateLocale('de-DE');
    expect(seen).toHaveBeenCalledTimes(1);
    expect(seen).toHaveBeenCalledWith('omit');
    expect(shown('Sign out')).toBe('Abmelden (vom Host)');
    expect(shown('User menu for {username}', { username: 'erin' })).toBe('Menü von erin (Host)');
    expect(shown('Language')).toBe('Sprache');
  });

  it('reads the sections’ texts from the host with the first section screen', async () => {
    serve('de-DE', 'messages', () => HttpResponse.json({ messages: {} }));
    serve('de-DE', 'sections', () => HttpResponse.json(compiled({ 'Remove as my default': 'Standard entfernen (Host)' })));
    readMessagesFrom({ url: host, timeout: 5_000 });
    await activateLocale('de-DE');
    await loadSectionMessages();
    expect(shown('Remove as my default')).toBe('Standard entfernen (Host)');
  });

  it.each([
    ['answers 500', () => new HttpResponse('down', { status: 500 })],
    ['is unreachable', () => HttpResponse.error()],
    ['answers something else than compiled messages', () => HttpResponse.json({ 'Sign out': 'x' })],
    ['answers no JSON', () => new HttpResponse('<html>', { headers: { 'content-type': 'text/html' } })],
  ])('shows the bundled texts when the host %s, and logs it', async (_title, answer) => {
    serve('it-IT', 'messages', answer);
    readMessagesFrom({ url: host, timeout: 5_000 });
    await activateLocale('it-IT');
    expect(shown('Sign out')).toBe('Esci');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(hostCatalogueUrl(host, 'it-IT', 'messages')), expect.anything());
  });

  it('gives up on a host that does not answer in time', async () => {
    serve('fr-FR', 'messages', () => new Promise<Response>(() => {}) as never);
    readMessagesFrom({ url: host, timeout: 50 });
    await activateLocale('fr-FR');
    expect(shown('Language')).toBe('Langue');
    expect(warn).toHaveBeenCalled();
  });

  it('asks no host when none is configured', async () => {
    // msw fails the test on any request it does not answer.
    await activateLocale('es-ES');
    expect(shown('Language')).toBe('Idioma');
    expect(warn).not.toHaveBeenCalled();
  });
});
