// Which organisation a link asked for, when the guard chain sent the person to the selector because it is not one of
// theirs (spec §5: an id the user lacks leads to the selector). The guard keeps the link in `redirectTo`; its `org`
// names the organisation (and sub-organisation) as ids, parent first.
import type { Organization } from '../../platform/types';

export type UnknownRequest =
  | { kind: 'organization'; id: string }
  | { kind: 'subOrganization'; id: string; parent: Organization };

/** The `org` list of the link the person was going to, as written there. */
export function requestedIds(redirectTo: string | null): string[] {
  if (!redirectTo?.startsWith('/')) return [];
  const [, search = ''] = redirectTo.split('?');
  const org = new URLSearchParams(search).get('org');
  return org ? org.split(',').map((id) => id.trim()) : [];
}

/**
 * The requested organisation the person lacks, given theirs; undefined when there is none or the selector already
 * says why they are here (a login error, which names the organisation itself). A requested sub-organisation of one
 * of their organisations is only missing when nothing else sent them here, since the selector does not load every
 * organisation's sub-organisations.
 */
export function unknownRequest(redirectTo: string | null, organizations: readonly Organization[], loginError: boolean): UnknownRequest | undefined {
  const [parentId, subId] = requestedIds(redirectTo);
  if (parentId === undefined || parentId === '' || loginError) return undefined;
  const parent = organizations.find((organization) => String(organization.id) === parentId);
  if (!parent) return { kind: 'organization', id: parentId };
  return subId ? { kind: 'subOrganization', id: subId, parent } : undefined;
}
