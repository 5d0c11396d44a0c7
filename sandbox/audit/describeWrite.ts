// What an accepted write was, read from its address alone, the same way for every service, so the audit recorder
// needs no list of endpoints: the entity type is the path's last collection name (a word ending in "s"), the
// entity id the segment after it; a POST whose last segment is another word is an action on it (…/ack, …/connect),
// any other POST a creation; another write whose last segment is such a word changes that part of the entity
// (`DELETE …/apps/{id}/like` is the type "apps like", not the app deleted). The organisation's own resource id in a
// path is not an entity.
import { auditEvents } from '../../src/platform/auditTypes';

export interface WriteDescription {
  entityType: string;
  /** Empty when the path names no single entity (a creation's id comes from its answer). */
  entityId: string;
  event: string;
}

const isWord = (segment: string) => /^[A-Za-z]+$/.test(segment);
const isCollection = (segment: string) => isWord(segment) && segment.endsWith('s');

/** The path under the service's API version (`/svc/<service>/api/v1/…`), decoded, segment by segment. */
function entitySegments(pathname: string, organization: string | undefined): string[] {
  const segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const version = segments.findIndex((segment) => /^v\d+$/.test(segment));
  return segments.slice(version + 1).filter((segment) => segment !== organization);
}

export function describeWrite(method: string, pathname: string, organization: string | undefined): WriteDescription {
  let segments = entitySegments(pathname, organization);
  let action: string | undefined;
  const last = segments.at(-1) ?? '';
  if (method === 'POST' && segments.length > 1 && isWord(last) && !last.endsWith('s')) {
    action = last;
    segments = segments.slice(0, -1);
  }
  const part = method !== 'POST' && segments.length > 2 && isWord(last) && !last.endsWith('s') ? last : undefined;
  if (part) segments = segments.slice(0, -1);
  let typeAt = segments.findLastIndex(isCollection);
  if (typeAt < 0) typeAt = Math.max(0, segments.findLastIndex(isWord));
  const id = segments[typeAt + 1];
  const [created, updated, deleted] = auditEvents;
  const event = action?.toUpperCase() ?? (method === 'DELETE' ? deleted : method === 'POST' ? created : updated);
  const type = segments[typeAt] ?? '';
  return {
    entityType: part ? `${type} ${part}` : type,
    // A creation's path names the collection (or its parent), not the new entity.
    entityId: event === created || id === undefined || isWord(id) ? '' : id,
    event,
  };
}
