// Time-based one-time passwords (RFC 6238, as Keycloak's default policy: HMAC-SHA1, 6 digits, 30-second steps) for
// setting up an authenticator app in the accounts realm. The secret travels base32-encoded, as authenticator apps
// take it.
const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const stepSeconds = 30;
const digits = 6;

function toBase32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return bits > 0 ? out + alphabet[(value << (5 - bits)) & 31] : out;
}

function fromBase32(text: string): Uint8Array<ArrayBuffer> | undefined {
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of text.replace(/[\s=]/g, '').toUpperCase()) {
    const index = alphabet.indexOf(char);
    if (index < 0) return undefined;
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return bytes.length === 0 ? undefined : new Uint8Array(bytes);
}

/** A new secret of 160 bits (RFC 4226's recommended length), base32. */
export const newTotpSecret = (): string => toBase32(crypto.getRandomValues(new Uint8Array(20)));

/** The code for `secret` at `at` (epoch ms); undefined for a secret that is not base32. */
export async function totpCode(secret: string, at: number): Promise<string | undefined> {
  const key = fromBase32(secret);
  if (key === undefined) return undefined;
  const counter = new DataView(new ArrayBuffer(8));
  counter.setBigUint64(0, BigInt(Math.floor(at / 1000 / stepSeconds)));
  const hmacKey = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-1' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', hmacKey, counter.buffer));
  const offset = (mac[mac.length - 1] as number) & 15;
  const number = new DataView(mac.buffer).getUint32(offset) & 0x7fff_ffff;
  return String(number % 10 ** digits).padStart(digits, '0');
}

/** Whether `code` is the secret's code now, a step before or a step after (clocks drift, people type slowly). */
export async function totpMatches(secret: string, code: string, now = Date.now()): Promise<boolean> {
  for (const drift of [-1, 0, 1]) if ((await totpCode(secret, now + drift * stepSeconds * 1000)) === code.trim()) return true;
  return false;
}
