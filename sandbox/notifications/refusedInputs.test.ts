// The notification service refuses what it cannot store as sent, with a 400 that names the field, and
// never clamps, rounds or cuts a value to make it fit. Raw requests, so values a JSON encoder would never produce
// from a form (1e309) reach the service as they would from any other client.
import { describe, expect, it } from 'vitest';
import { servicePrefixes } from '../../src/platform/endpoints';
import { notificationEndpoints } from '../../src/platform/notificationEndpoints';
import { maxDescriptionLength, maxNameLength, maxSenderNameLength } from '../../src/platform/notificationRules';
import { bearer, origin, setupSandboxServer, signIn } from '../testClient';
import { asRuleWrite, asSettings } from './validation';

setupSandboxServer();

const base = `${origin}${servicePrefixes.notifications}`;

const rule = {
  name: 'Drive current',
  description: '',
  minimumSeverity: 3,
  ackTime: 5,
  enabled: true,
  nameFilters: [],
  extraFilters: [],
  deviceGroupFilters: [],
  recipientFilters: ['drives@acme.example'],
  days: ['MONDAY'],
};

/** The rule as JSON text with one field's value written verbatim (e.g. `1e309`, which JSON.stringify cannot make). */
const ruleWith = (field: string, literal: string) => JSON.stringify({ ...rule, [field]: '__verbatim__' }).replace('"__verbatim__"', literal);

async function post(body: string): Promise<{ status: number; message?: string }> {
  const token = (await signIn('alice')).access_token;
  const response = await fetch(`${base}${notificationEndpoints.rules}?organization=acme`, {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body,
  });
  const answer = (await response.json()) as { message?: string };
  return { status: response.status, message: answer.message };
}

describe('notification rules: refused, never rewritten', () => {
  it.each([
    ['minimumSeverity', '-1'],
    ['minimumSeverity', '99'],
    ['minimumSeverity', '2.5'],
    ['minimumSeverity', '1e309'],
    ['minimumSeverity', '"4"'],
    ['ackTime', '-5'],
    ['ackTime', '1e309'],
    ['ackTime', '0.5'],
    ['name', JSON.stringify('n'.repeat(maxNameLength + 1))],
    ['description', JSON.stringify('d'.repeat(maxDescriptionLength + 1))],
  ])('%s %s: 400 naming the field, nothing stored', async (field, literal) => {
    const answer = await post(ruleWith(field, literal));
    expect(answer.status).toBe(400);
    expect(answer.message?.startsWith(`${field} `)).toBe(true);
    const token = (await signIn('alice')).access_token;
    const listed = (await (await fetch(`${base}${notificationEndpoints.ruleList}?organization=acme&search=drive`, { headers: bearer(token) })).json()) as {
      totalElements: number;
    };
    expect(listed.totalElements).toBe(0);
  });

  it('stores the values as sent at the limits', async () => {
    const answer = await post(JSON.stringify({ ...rule, minimumSeverity: 6, ackTime: 1440, name: 'n'.repeat(maxNameLength) }));
    expect(answer.status).toBe(201);
    expect(asRuleWrite({ ...rule, minimumSeverity: 0, ackTime: 0 })).toMatchObject({ minimumSeverity: 0, ackTime: 0 });
  });

  it('settings: a sender name over the limit is refused, not cut', () => {
    const settings = { enabledChannels: ['EMAIL'], senderName: 's'.repeat(maxSenderNameLength + 1), defaultRecipients: [], quietHours: null };
    expect(asSettings(settings)).toBe(`senderName must be at most ${maxSenderNameLength} characters`);
    expect(asSettings({ ...settings, senderName: 's'.repeat(maxSenderNameLength) })).toMatchObject({ senderName: 's'.repeat(maxSenderNameLength) });
  });
});
