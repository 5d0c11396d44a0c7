// Spec §7 Identity provider: "userinfo GET". The person's own name and email as the identity provider keeps them
// (OpenID Connect standard claims), for where the portal shows them (the user menu). Loaded with what shows them.
import * as v from 'valibot';
import type { HttpClient } from './http';

export interface UserInfo {
  /** Full name; the given and family names when the provider sends no `name`. */
  name?: string;
  email?: string;
}

const optionalText = v.optional(v.string());
const userInfoClaimsSchema = v.object({
  sub: v.string(),
  name: optionalText,
  given_name: optionalText,
  family_name: optionalText,
  email: optionalText,
});

/** GET the realm's userinfo endpoint (`url`, absolute) with the person's own token, which `http` carries. */
export async function readUserInfo(http: HttpClient, url: string, signal?: AbortSignal): Promise<UserInfo> {
  const { name, given_name, family_name, email } = await http.request(url, { schema: userInfoClaimsSchema, signal });
  const fullName = name?.trim() || [given_name, family_name].filter(Boolean).join(' ').trim();
  return { ...(fullName ? { name: fullName } : {}), ...(email ? { email } : {}) };
}
