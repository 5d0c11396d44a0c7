// What a person may do with one dashboard or flow: the organisation token's permissions on dashboards (spec §6)
// and their place on the item — its owner, an editor (r/w) or a reader (r). Only the owner shares and deletes.
import type { PortalAbility } from '../../../session/ability';

export interface ItemAccess {
  isOwner: boolean;
  /** Owner or editor, and the token allows updating dashboards. */
  mayEdit: boolean;
  mayShare: boolean;
  mayDelete: boolean;
}

export function itemAccess(
  item: { owner: string; editors: readonly string[] },
  username: string | undefined,
  ability: PortalAbility | undefined,
): ItemAccess {
  const isOwner = username !== undefined && item.owner === username;
  const isEditor = username !== undefined && item.editors.includes(username);
  const can = (action: 'update' | 'delete') => ability?.can(action, 'dashboards') ?? false;
  return {
    isOwner,
    mayEdit: (isOwner || isEditor) && can('update'),
    mayShare: isOwner && can('update'),
    mayDelete: isOwner && can('delete'),
  };
}
