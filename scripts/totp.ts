// The current code of an authenticator key the sandbox's identity provider shows (RFC 6238: HMAC-SHA1, 6 digits,
// 30-second steps), for a tester without an authenticator app: `npx vite-node scripts/totp.ts <KEY>`.
import { totpCode } from '../sandbox/identity/totp';

const key = process.argv[2];
const code = key === undefined ? undefined : await totpCode(key, Date.now());
if (code === undefined) {
  console.error('Usage: npx vite-node scripts/totp.ts <base32 key shown on the set-up page>');
  process.exit(1);
}
console.log(code);
