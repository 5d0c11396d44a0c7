// The organisation an IAM flow works in, apart from the flows so the tabs' flow modules and views share it without
// importing one another.

/** Its numeric id (core paths) and resourceId (the deep search). */
export interface IamOrganization {
  id: number;
  resourceId: string;
}
