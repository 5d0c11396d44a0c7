// What the portal's own authorization requests share (account actions, the organisation token by scope): an
// unguessable `state` or PKCE verifier, and its S256 challenge.
const base64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');

/** 32 random bytes, base64url: a `state` or a PKCE verifier (RFC 7636 §4.1). */
export const randomText = () => base64url(crypto.getRandomValues(new Uint8Array(32)));

/** RFC 7636 S256: base64url(SHA-256(verifier)). */
export async function s256Challenge(verifier: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
}
