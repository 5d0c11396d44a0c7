// The realm's signing key: RS256, generated once per process like a freshly started Keycloak. A store reset
// keeps it so tokens held by an open browser tab stay verifiable.
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** Public half as published at the JWKS endpoint. */
  jwk: JWK;
}

async function createSigningKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const exported = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(exported);
  return { kid, privateKey, publicKey, jwk: { ...exported, kid, alg: 'RS256', use: 'sig' } };
}

let signingKey: Promise<SigningKey> | undefined;

export function realmSigningKey(): Promise<SigningKey> {
  signingKey ??= createSigningKey();
  return signingKey;
}
