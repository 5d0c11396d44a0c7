// Spec §7 Other: "Translated messages are fetched from a host for the locale". Loaded only when config.json names a
// host (`messagesUrl`). The spec shows no format, so the host serves what Lingui compiles from our own catalogues:
// `<messagesUrl>/<locale>/messages.json` (the shell's texts) and `…/sections.json` (the sections'), each the output of
// `lingui compile --namespace json`, `{ "messages": { "<id>": <compiled message> } }`. The host's texts are laid over
// the bundled catalogue, message by message, so a host that lacks a text or fails leaves the bundled one.
import type { Messages } from '@lingui/core';
import type { Locale } from '../platform/locale';
import { timeLimit } from '../platform/timeLimit';

export type Catalogue = 'messages' | 'sections';

export interface MessagesHost {
  url: string;
  /** Milliseconds to wait for the host (config.json `timeouts.http`). */
  timeout: number;
}

/** Lingui's compiled catalogue: `messages` maps ids to a string, or a list of strings and placeholder tuples. */
function compiledMessages(json: unknown): Messages {
  const messages = (json as { messages?: unknown } | null)?.messages;
  const valid =
    typeof messages === 'object' &&
    messages !== null &&
    !Array.isArray(messages) &&
    Object.values(messages).every((message) => typeof message === 'string' || Array.isArray(message));
  if (!valid) throw new Error('Not a compiled Lingui catalogue ({ "messages": { "<id>": … } })');
  return messages as Messages;
}

export function hostCatalogueUrl(url: string, locale: Locale, catalogue: Catalogue): string {
  return `${url.replace(/\/+$/, '')}/${encodeURIComponent(locale)}/${catalogue}.json`;
}

/** The host's texts of a catalogue for the locale, or undefined (logged) when it cannot be read: the bundled stay. */
export async function readHostMessages(host: MessagesHost, locale: Locale, catalogue: Catalogue): Promise<Messages | undefined> {
  const address = hostCatalogueUrl(host.url, locale, catalogue);
  const limited = timeLimit(host.timeout);
  try {
    // No cookies: the host is another origin and needs none.
    const response = await fetch(address, { credentials: 'omit', headers: { accept: 'application/json' }, signal: limited.signal });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return compiledMessages(await response.json());
  } catch (error) {
    console.warn(`Messages could not be read from ${address}; the bundled ones are shown`, error);
    return undefined;
  } finally {
    limited.release();
  }
}
