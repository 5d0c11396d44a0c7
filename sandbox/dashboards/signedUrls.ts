// Pre-signed URLs of the sandbox's object storage, in the manner of S3's: the query carries an expiry and an
// HMAC over method, path and the rest of the query, made with a key generated at start. Whoever holds the URL may do that one
// thing until it expires, with no bearer token (an <img> or a PUT of a file cannot send one).
import { servicePrefixes } from '../../src/platform/endpoints';
import { errorResponse } from '../http';

/** Objects live under the dashboard service's prefix, so the dev and preview servers already route them here. */
export const storagePrefix = `${servicePrefixes.dashboard}/storage`;

export const uploadLifetimeMs = 15 * 60_000;
export const downloadLifetimeMs = 60 * 60_000;

let key: Promise<CryptoKey> | undefined;
function signingKey(): Promise<CryptoKey> {
  key ??= crypto.subtle.generateKey({ name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  return key;
}

/** What is signed: method, path and every query parameter but the signature, in a fixed order. */
function payload(method: string, url: URL): Uint8Array<ArrayBuffer> {
  const query = [...url.searchParams]
    .filter(([name]) => name !== 'signature')
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .sort()
    .join('&');
  return new TextEncoder().encode(`${method}\n${url.pathname}\n${query}`);
}

const toHex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * `<origin>/svc/dashboard/storage/<object path>?…&expires=…&signature=…` for `method` until `lifetimeMs` from
 * now; `bound` parameters travel signed, so the holder cannot change them.
 */
export async function signedUrl(
  origin: string,
  objectPath: string,
  method: 'GET' | 'PUT',
  lifetimeMs: number,
  bound: Record<string, string> = {},
): Promise<string> {
  const url = new URL(`${storagePrefix}/${objectPath}`, origin);
  for (const [name, value] of Object.entries(bound)) url.searchParams.set(name, value);
  url.searchParams.set('expires', String(Date.now() + lifetimeMs));
  const signature = await crypto.subtle.sign('HMAC', await signingKey(), payload(method, url));
  url.searchParams.set('signature', toHex(signature));
  return url.href;
}

/** undefined when the request carries a valid, unexpired signature for its method and path; else the 403. */
export async function signatureRefusal(request: Request): Promise<Response | undefined> {
  const url = new URL(request.url);
  const expires = url.searchParams.get('expires') ?? '';
  const signature = url.searchParams.get('signature') ?? '';
  if (!/^\d+$/.test(expires) || !/^[0-9a-f]{64}$/.test(signature)) return errorResponse(403, 'The URL is not signed');
  const bytes = new Uint8Array(signature.match(/../g)?.map((pair) => parseInt(pair, 16)) ?? []);
  const valid = await crypto.subtle.verify('HMAC', await signingKey(), bytes, payload(request.method, url));
  if (!valid) return errorResponse(403, 'The signature does not match this request');
  if (Number(expires) < Date.now()) return errorResponse(403, 'The signed URL has expired');
  return undefined;
}
