// The audit log's filter, read from the query the portal sends (src/platform/auditQuery.ts). A malformed or
// impossible part is refused with a message naming it (400), never dropped.
import type { AuditEvent, AuditFilter } from '../../src/platform/auditTypes';
import { auditEntityId } from '../../src/platform/auditTypes';
import { maxAuditFilterText } from '../../src/platform/auditQuery';

const textParts = ['actor', 'entityType', 'entityId', 'event'] as const;

function time(url: URL, name: 'from' | 'to'): number | undefined | string {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return undefined;
  const value = Number(raw);
  return Number.isInteger(value) && value >= 0 ? value : `${name} must be a time in milliseconds since 1970`;
}

/** The filter the query names, or why it cannot be applied. */
export function auditFilterOf(url: URL): AuditFilter | string {
  const from = time(url, 'from');
  if (typeof from === 'string') return from;
  const to = time(url, 'to');
  if (typeof to === 'string') return to;
  if (from !== undefined && to !== undefined && from > to) return 'from must not be after to';
  const long = textParts.find((name) => (url.searchParams.get(name) ?? '').length > maxAuditFilterText);
  if (long !== undefined) return `${long} must be at most ${maxAuditFilterText} characters`;
  const text = (name: (typeof textParts)[number]) => url.searchParams.get(name)?.trim() || undefined;
  return { actor: text('actor'), entityType: text('entityType'), entityId: text('entityId'), event: text('event'), from, to };
}

/** Whether `event` is one the filter lets through: names in any case, actor and id in part. */
export function auditMatcher({ actor, entityType, entityId, event, from, to }: AuditFilter): (candidate: AuditEvent) => boolean {
  const lower = (value: string | undefined) => value?.toLowerCase();
  const [actorPart, type, idPart, name] = [lower(actor), lower(entityType), lower(entityId), lower(event)];
  return (candidate) =>
    (from === undefined || candidate.timestamp >= from) &&
    (to === undefined || candidate.timestamp <= to) &&
    (type === undefined || candidate.entityType.toLowerCase() === type) &&
    (name === undefined || candidate.event.toLowerCase() === name) &&
    (actorPart === undefined ||
      candidate.actorUsername.toLowerCase().includes(actorPart) ||
      (candidate.impersonatedUsername?.toLowerCase().includes(actorPart) ?? false)) &&
    (idPart === undefined || auditEntityId(candidate).toLowerCase().includes(idPart));
}
