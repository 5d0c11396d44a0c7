// A row of the users list: a member of the organisation, or (deep search) of one below it.
export interface UserRow {
  id: number;
  username: string;
  email: string;
  /** A program's account, signing in with a client secret. */
  serviceAccount?: boolean;
  /** As the organisation's list gives it; the deep search does not. */
  groupPoliciesEnabled?: boolean;
  /** The resourceIds of the organisations, of those listed, the user belongs to. */
  organizations: string[];
}
