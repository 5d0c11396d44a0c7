import { describe, expect, test } from 'vitest';
import { maskSecrets } from '../../src/features/inspector/maskSecrets';

const token =
  'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhbGljZSIsIm9yZyI6ImFjbWUifQ.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg';

describe('the inspector masks secrets in event payloads', () => {
  test('fields named like a token, password, secret or one-time password are masked whatever they hold', () => {
    expect(
      maskSecrets({ type: 'user.otp', otp: '123456', accessToken: 'opaque', clientSecret: 's3', password: 'alice', nested: { refresh_token: 'r' } }),
    ).toEqual({ type: 'user.otp', otp: '•••', accessToken: '•••', clientSecret: '•••', password: '•••', nested: { refresh_token: '•••' } });
  });

  test('a JWT is masked wherever it appears, alone or inside a text', () => {
    expect(maskSecrets({ output: [token, `Bearer ${token}`], note: 'no token here' })).toEqual({
      output: ['•••', 'Bearer •••'],
      note: 'no token here',
    });
  });

  test('everything else is kept, and errors, functions, cycles and absent secrets are shown safely', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    expect(
      maskSecrets({ gatewayId: 'gw-1', count: 3, ok: true, token: undefined, error: new Error('refused'), run: () => 1, cyclic }),
    ).toEqual({ gatewayId: 'gw-1', count: 3, ok: true, token: undefined, error: 'Error: refused', run: '[function]', cyclic: { name: 'loop', self: '[circular]' } });
  });
});
