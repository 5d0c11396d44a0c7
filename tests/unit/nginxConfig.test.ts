// The nginx server block the build writes (scripts/nginxConfig.ts): a header value nginx would read otherwise than it
// is written (a quote ends the string, `$` names a variable, a backslash escapes) stops the build instead of reaching
// a deployment changed. That the block sends the preview server's headers is tests/e2e/nginx.spec.ts, in nginx.
import { describe, expect, it } from 'vitest';
import { nginxServerBlock } from '../../scripts/nginxConfig';

describe('nginx server block', () => {
  it('puts each header in a double-quoted string at the server level, for every answer', () => {
    expect(nginxServerBlock({ 'Content-Security-Policy': "default-src 'self'" })).toContain(
      `\n    add_header Content-Security-Policy "default-src 'self'" always;\n`,
    );
  });

  it.each([['connect-src "self"'], ['connect-src $host'], ['connect-src \\']])('refuses a header nginx would misread: %s', (value) => {
    expect(() => nginxServerBlock({ 'Content-Security-Policy': value })).toThrow('Cannot put');
  });
});
