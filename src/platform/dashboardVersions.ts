// Version names of a dashboard (docs/decisions.md "Dashboard service"): positive integers as strings, "1" on
// create, each new or derived version one above the highest; LATEST is the highest, whichever is current.

/** A version name the service accepts for a new (derived) version. */
export function isVersionName(value: string): boolean {
  return /^[1-9]\d{0,8}$/.test(value);
}

/** The name of the next version: one above the highest of `versions`, "1" for none. */
export function nextVersion(versions: readonly { version: string }[]): string {
  return String(versions.reduce((highest, { version }) => Math.max(highest, Number(version) || 0), 0) + 1);
}
