// What a person does to one version of a dashboard from its version list (spec §4: made current, deleted, derived).
export type VersionAction =
  | { kind: 'makeCurrent'; version: string }
  | { kind: 'delete'; version: string }
  /** A new version, one above the highest (src/platform/dashboardVersions.ts), with the document of `from`. */
  | { kind: 'derive'; from: string };
