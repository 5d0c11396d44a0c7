import { HttpResponse } from 'msw';

/** OAuth 2 error body (RFC 6749 §5.2), what keycloak-js and the portal read from the identity provider. */
export function oauthError(status: number, error: string, description: string, headers?: HeadersInit): Response {
  const init = new Headers(headers);
  init.set('Cache-Control', 'no-store');
  return HttpResponse.json({ error, error_description: description }, { status, headers: init });
}
