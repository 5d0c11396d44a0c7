// The scope strings that scope a token to one organisation (facts §2.2), shared by the portal and the sandbox's
// identity provider (so free of anything the sandbox's Node server cannot load).

/** Spec §4 guard step 3: the organisation token's scope, as the UMA exchange grants it. */
export function organizationScope(orgResourceId: string): string {
  return `org:${orgResourceId} app:*`;
}

/** Facts §2.2, the live platform's flow: the scope of an authorization request for the organisation's token. */
export function authorizationScope(orgResourceId: string): string {
  return `openid org:${orgResourceId}`;
}

/**
 * The organisation a scope string names (`org:<resourceId>`, facts §2.2); `org:*` (no organisation chosen yet)
 * and a scope without `org:` name none.
 */
export function scopedOrganization(scope: string): string | undefined {
  const resourceId = scope
    .split(' ')
    .find((item) => item.startsWith('org:'))
    ?.slice('org:'.length);
  return resourceId === undefined || resourceId === '' || resourceId === '*' ? undefined : resourceId;
}
