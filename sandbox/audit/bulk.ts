// A large made-up audit log for scale checks and the benchmark (`PUT /__sandbox/audit`): events spread evenly
// over the last 30 days, oldest first like the log itself, by the personas on a handful of entity kinds.
import type { AuditEvent } from '../../src/platform/auditTypes';

export const maxBulkEvents = 200_000;

const actors = ['alice', 'bob', 'carol', 'dave', 'erin'];
const kinds = ['devices', 'notifications', 'users', 'roles', 'dashboards', 'triggers', 'gateways'];
const events = ['CREATE', 'UPDATE', 'UPDATE', 'UPDATE', 'DELETE', 'ACK'];
const span = 30 * 24 * 3_600_000;

export function bulkAuditEvents(count: number, orgResourceId: string, now: number, firstId: number): AuditEvent[] {
  return Array.from({ length: count }, (_, index) => {
    const entityId = `bulk-${kinds[index % kinds.length]}-${index % 997}`;
    const person = actors[index % actors.length] as string;
    // Every 50th change was made by erin, the administrator, acting as the person.
    const impersonated = index % 50 === 0 && person !== 'erin';
    return {
      id: `evt-${firstId + index}`,
      actorUsername: impersonated ? 'erin' : person,
      impersonatedUsername: impersonated ? person : null,
      entityType: kinds[index % kinds.length] as string,
      entityId: null,
      entityIdString: entityId,
      event: events[index % events.length] as string,
      input: { label: `Value ${index}` },
      before: { label: `Value ${index - 1}` },
      after: { label: `Value ${index}` },
      orgResourceId,
      timestamp: now - span + Math.floor((index * span) / count),
    };
  });
}
