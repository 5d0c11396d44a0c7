// Spec §7 PUT /{org}/theme through the portal's own theme client against the sandbox at the network edge: an
// administrator saves acme's whole theme and reads it back (its sub-organisation without one of its own takes it);
// a colour that is not #rrggbb or an empty brand name is refused naming the field and changes nothing; bob, who may
// only read acme, changes nothing.
import { describe, expect, it } from 'vitest';
import { servicePrefixes } from '../../../src/platform/endpoints';
import type { PlatformError } from '../../../src/platform/errors';
import { createHttpClient } from '../../../src/platform/http';
import { createThemeClient } from '../../../src/platform/themeClient';
import { createThemeWriteClient } from '../../../src/platform/themeWriteClient';
import type { Theme } from '../../../src/platform/types';
import { seedThemes } from '../../../sandbox/seed/themes';
import { origin, setupSandboxServer, signIn } from '../../../sandbox/testClient';
import { newRequestId } from '../../../src/platform/requestIds';

setupSandboxServer();

async function themeAs(username: string) {
  const token = (await signIn(username)).access_token;
  const http = createHttpClient({ idempotencyKey: true, baseURL: `${origin}${servicePrefixes.theme}`, getToken: async () => token });
  return { ...createThemeClient(http), ...createThemeWriteClient(http) };
}

const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error as PlatformError);
const blue: Theme = { brandName: 'Acme Blue', colors: { ...seedThemes.acme!.colors, primary: '#0b6bcb' } };

describe('an organisation’s theme saved', () => {
  it('is read back by the organisation and by its sub-organisation without a theme of its own', async () => {
    const theme = await themeAs('alice');
    expect(await theme.saveOrganizationTheme('acme', blue, undefined, newRequestId())).toEqual(blue);
    expect(await theme.organizationTheme('acme')).toEqual(blue);
    expect((await theme.organizationTheme('acme.acme-north'))?.colors.primary).toBe('#0b6bcb');
  });

  it('refuses a wrong colour or an empty brand name naming the field, and changes nothing', async () => {
    const theme = await themeAs('alice');
    const wrongColour = await failure(theme.saveOrganizationTheme('acme', { ...blue, colors: { ...blue.colors, good: 'green' } }, undefined, newRequestId()));
    expect(wrongColour?.status).toBe(400);
    expect(wrongColour?.serverMessage).toBe('colors.good must be a colour like #0b6bcb');
    const noName = await failure(theme.saveOrganizationTheme('acme', { ...blue, brandName: ' ' }, undefined, newRequestId()));
    expect(noName?.serverMessage).toBe('brandName is required');
    expect(await theme.organizationTheme('acme')).toEqual(seedThemes.acme);
  });

  it('bob, who may only read acme, changes nothing', async () => {
    const theme = await themeAs('bob');
    expect((await failure(theme.saveOrganizationTheme('acme', blue, undefined, newRequestId())))?.status).toBe(403);
    expect(await theme.organizationTheme('acme')).toEqual(seedThemes.acme);
  });
});
