// Wire shapes of the platform's services, shared by the portal's clients and the sandbox so the two cannot drift.
// Field lists follow shared/reference/platform-facts.md (section numbers below); where the facts say
// "not found", the shape is ours and kept minimal.

/** Core paging envelope (facts §3). */
export interface CorePage<T> {
  content: T[];
  number: number;
  size: number;
  numberOfElements: number;
  totalElements: number;
  totalPages: number;
  first: boolean;
  last: boolean;
}

/** Mappings, alarms and notifications paging envelope: items under `data` (facts §3). */
export interface DataPage<T> {
  data: T[];
  number: number;
  totalElements: number;
  totalPages: number;
  last: boolean;
}

/** GET core /organizations/loginInfo?hostname= (facts §2.4). */
/** What the name login (`/login`) typed, for the remote-access site (spec §5: username as name/domain). */
export interface SiteCredentials {
  username: string;
  password: string;
}

export interface LoginInfo {
  realmName: string;
}

/** Core organisation (facts §4.3). `dataEnabled` is the IoT flag, `vpnEnabled` the VPN flag. */
export interface Organization {
  id: number;
  name: string;
  label: string;
  status: string;
  resourceId: string;
  /** Numeric id of the parent organisation; absent on top-level organisations. */
  parentId?: number;
  hostname: string;
  dataEnabled: boolean;
  vpnEnabled: boolean;
  vpnOtpRequired: boolean;
  storeEnabled: boolean;
  userCanAccess: boolean;
  /** Licence-side fields (spec §3). */
  dealer: boolean;
  hasOwnResources: boolean;
}

/** GET core /users/mine. */
export interface CurrentUser {
  id: number;
  username: string;
  email: string;
  firstName?: string;
  lastName?: string;
}

/** Spec §3: agreement types; GET core /agreements/check answers { types }. */
export type AgreementType = 'TERM' | 'PRIVACY' | 'MAINTENANCE';
export interface AgreementCheck {
  types: AgreementType[];
}
/** GET core /agreements/last: the newest text of each agreement type. */
export interface Agreement {
  id: number;
  type: AgreementType;
  version: string;
  title: string;
  /** Plain text, shown as text (never as HTML). */
  content: string;
}
export interface AgreementAccept {
  ids: number[];
}

/** Core user preference (facts §4.3; spec §3 names the locale preference's value `value`). */
export interface UserPreference {
  id: number;
  orgResourceId: string;
  username: string;
  serviceName: string;
  value: string;
}
export type UserPreferenceWrite = Omit<UserPreference, 'id'>;

/** Theme colour keys (facts §15) plus white-labelling. */
export interface ThemeColors {
  wt: string;
  g1: string;
  g2: string;
  g3: string;
  g4: string;
  dk: string;
  primary: string;
  primaryDk1: string;
  primaryDk2: string;
  highlight: string;
  alert: string;
  warningSerious: string;
  warningMild: string;
  good: string;
}
export interface Theme {
  brandName: string;
  colors: ThemeColors;
}

/** Status page (spec §3, §7 Other). */
export interface StatusIssue {
  id: string;
  status: string;
  name: string;
  updatedAt: string;
  date: string;
  type: 'incident' | 'maintenance';
}
export interface StatusPage {
  activeIncidents: StatusIssue[];
  activeMaintenances: StatusIssue[];
}

/** POST core /organizations/selfOnBoarding (spec §7 Core API; fields are ours). */
export interface SelfOnBoarding {
  organizationName: string;
  username: string;
  email: string;
  password: string;
  acceptedAgreements: number[];
}

/** OpenID token endpoint answer (facts §2.3). */
export interface TokenResponse {
  access_token: string;
  expires_in: number;
  refresh_token?: string;
  refresh_expires_in?: number;
  token_type: string;
  id_token?: string;
  scope?: string;
}

/**
 * One entry of the RPT's `authorization.permissions` (facts §2.2): `rsname` is the organisation's resourceId and
 * `scopes` hold the fine-grained permissions as "<resource>:<action>" (spec §6 resources and actions).
 */
export interface TokenPermission {
  rsid: string;
  rsname: string;
  scopes: string[];
}

/** Claims the portal reads from an access token. */
export interface AccessTokenClaims {
  exp: number;
  iat: number;
  sub: string;
  preferred_username: string;
  email?: string;
  scope?: string;
  realm_access?: { roles: string[] };
  resource_access?: Record<string, { roles: string[] }>;
  authorization?: { permissions: TokenPermission[] };
}

/** Error body the sandbox and the platform's Spring services answer with. */
export interface ErrorBody {
  status: number;
  error: string;
  message: string;
}

/** Spec §4 "User group permission change" (ids of groups and roles). */
export interface PermissionChange {
  groupsToAdd: number[];
  rolesToAdd: number[];
  groupsToRemove: number[];
  rolesToRemove: number[];
}

/** What the change would take from one person: the permissions' names. */
export interface Revoked {
  userId: number;
  username: string;
  permissions: string[];
}
