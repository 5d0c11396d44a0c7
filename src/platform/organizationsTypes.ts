// Wire shapes of the core's organisation calls beyond start-up (spec §7 Core API "organizations", facts §4.3 and
// platform-facts-sections "Organisations and licensing"). The organisation itself is types.ts's `Organization`.

/** OrganizationGrantDTO: what an organisation may switch on for its own sub-organisations. */
export interface OrganizationGrant {
  allowEnableDealerOnSuborg: boolean;
  allowEnableHostnameOnSuborg: boolean;
  allowEnableOwnResourcesOnSuborg: boolean;
  allowEnableIotOnSuborg: boolean;
  allowEnableVpnOnSuborg: boolean;
  allowEnableStoreOnSuborg: boolean;
  allowEnableIpFilteringOnSuborg: boolean;
  allowEnablePrivateAccessOnSuborg: boolean;
}

export const grantKeys = [
  'allowEnableIotOnSuborg',
  'allowEnableVpnOnSuborg',
  'allowEnableDealerOnSuborg',
  'allowEnableOwnResourcesOnSuborg',
  'allowEnableStoreOnSuborg',
  'allowEnableHostnameOnSuborg',
  'allowEnableIpFilteringOnSuborg',
  'allowEnablePrivateAccessOnSuborg',
] as const satisfies readonly (keyof OrganizationGrant)[];

/** What a person sets on a sub-organisation (ours: the facts name the call and the flags, not one body). */
export interface OrganizationSettings {
  label: string;
  /** IoT. */
  dataEnabled: boolean;
  vpnEnabled: boolean;
  dealer: boolean;
  hasOwnResources: boolean;
}

/** PUT /organizations/{id} on the core: the licence-side flags are the licence service's to change (spec §7). */
export type CoreSettings = Omit<OrganizationSettings, 'dealer' | 'hasOwnResources'>;

/** POST /organizations/{parentId}?addDefaultRoles=&waitLicenseManager= (facts: the body carries the name). */
export interface SubOrganizationCreate extends OrganizationSettings {
  name: string;
}

/** The settings a parent's grant does not allow on its sub-organisations (the sandbox refuses them with a 403). */
export const settingGrant = {
  dataEnabled: 'allowEnableIotOnSuborg',
  vpnEnabled: 'allowEnableVpnOnSuborg',
  dealer: 'allowEnableDealerOnSuborg',
  hasOwnResources: 'allowEnableOwnResourcesOnSuborg',
} as const satisfies Partial<Record<keyof OrganizationSettings, keyof OrganizationGrant>>;

/** GET /organizations/myIp (ours: the spec names the call). */
export interface MyIp {
  ip: string;
}
