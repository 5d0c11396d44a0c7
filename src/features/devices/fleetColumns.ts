// The fleet's optional columns and the person's choice of them, kept per person and organisation as a core user
// property (src/platform/corePreferencesClient.ts) so it follows them from browser to browser. The device's name
// (with its selection and actions) always shows: it is what a row is.

export const fleetColumns = ['model', 'connection', 'lastSeen', 'tags', 'groups'] as const;
export type FleetColumn = (typeof fleetColumns)[number];

/** What a person sees before choosing: everything but the groups, which most fleets do not use. */
export const defaultFleetColumns: readonly FleetColumn[] = ['model', 'connection', 'lastSeen', 'tags'];

/** The user property the choice is kept in. */
export const fleetColumnsKey = 'portal:fleetColumns';

const isColumn = (name: string): name is FleetColumn => (fleetColumns as readonly string[]).includes(name);

/** The stored choice, in the table's order; never stored: the defaults. A column name not known (any more) is ignored. */
export function parseFleetColumns(stored: string | undefined): FleetColumn[] {
  if (stored === undefined) return [...defaultFleetColumns];
  const chosen = new Set(stored.split(',').filter(isColumn));
  return fleetColumns.filter((column) => chosen.has(column));
}

export const serialiseFleetColumns = (columns: readonly FleetColumn[]) => fleetColumns.filter((column) => columns.includes(column)).join(',');
