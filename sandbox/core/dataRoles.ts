// Data roles narrow device data (docs/decisions.md "Data and device roles"): a person who holds one
// or more enabled data roles in an organisation, through their user groups (sandbox/core/iamGrants.ts), reads there
// only the model paths those roles give (R or RW) and writes only those given RW; a person who holds none is not
// narrowed (what their application permissions allow). The device data calls (sandbox/platform/handlers.ts) and the
// dashboards' CSV export (sandbox/dashboards/csv.ts) ask here.
// A preset's formula paths (sandbox/platform/formulaTags.ts) are checked against the device's own model like its
// tags, so a narrowed person is not given them yet (docs/decisions.md says so).
import type { Organization } from '../../src/platform/types';
import type { SimulatedModel, SimulatedTag } from '../devices/fleet';
import { modelIdOf } from '../mappings/catalog';
import type { SandboxUser } from '../store';
import { heldRoles } from './iamGrants';

/** Whether the person may read a tag of a device of this model. */
export type ReadsTag = (model: SimulatedModel, tag: SimulatedTag) => boolean;

/** What the person's data roles let them read (`R`) or write (`RW`) in the organisation; undefined when they hold none (nothing narrowed). */
function dataRoleAllows(user: Pick<SandboxUser, 'id'>, organization: Pick<Organization, 'id'>, needs: 'R' | 'RW'): ReadsTag | undefined {
  const dataRoles = heldRoles(user, organization).filter((role) => role.type === 'DATA');
  if (dataRoles.length === 0) return undefined;
  // A data role's path is the tag's name in the model version it names (sandbox/core/roles.ts checks both).
  const allowed = new Set(
    dataRoles.flatMap((role) =>
      role.modelPathPermissions.filter(({ mode }) => needs === 'R' || mode === 'RW').map(({ modelId, path }) => `${modelId}\u0000${path}`),
    ),
  );
  return (model, tag) => allowed.has(`${modelIdOf(model.name, model.version)}\u0000${tag.name}`);
}

export const dataRoleReads = (user: Pick<SandboxUser, 'id'>, organization: Pick<Organization, 'id'>) => dataRoleAllows(user, organization, 'R');
export const dataRoleWrites = (user: Pick<SandboxUser, 'id'>, organization: Pick<Organization, 'id'>) => dataRoleAllows(user, organization, 'RW');
