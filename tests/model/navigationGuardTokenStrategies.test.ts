// @vitest-environment jsdom
// The guard chain's step 3 (spec §4) with the organisation token the portal really obtains, by each strategy
// config.json may name (`organizationToken`: the UMA exchange, or the authorization request for `openid org:<id>`,
// facts §2.2), against the sandbox's identity provider (msw/node). navigationGuard.test.ts walks every path of the
// chain with the step's outcomes as events; here the outcomes come from the portal's own step
// (src/portal/organizationTokenStep.ts) over tests/unit/sandboxPlatform.ts, so each strategy is shown to produce
// the outcome those paths expect: a token with permissions goes on, one without fails with noPermissions, a refused
// one fails with the error.
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { navigationGuardMachine, type GuardFailure, type NavTarget } from '../../machines/navigationGuard.machine';
import type { organizationChoiceMachine, OrganizationSelection } from '../../machines/organizationChoice.machine';
import type { AgreementType, Organization } from '../../src/platform/types';
import { provideOrganizationTokenStep } from '../../src/portal/organizationTokenStep';
import { setupSandboxServer } from '../../sandbox/testClient';
import { sandboxPlatform } from '../unit/sandboxPlatform';
import { acme, globex } from './organizations';

setupSandboxServer();

const toHome: NavTarget = { path: '/home', search: '', route: { name: 'home' }, requestedOrganization: [] };

const neverSettles = <Output, Input>() => fromPromise<Output, Input>(() => new Promise<Output>(() => {}));

/** The guard as the portal provides step 3, the person signed in and `organization` chosen; effects are spies. */
async function guardFor(username: string, strategy: 'uma' | 'scope', organization: Organization) {
  const platform = await sandboxPlatform(username, strategy);
  const effects = { storeLoginError: vi.fn<(failure: GuardFailure) => void>(), clearSelection: vi.fn(), checkAgreements: vi.fn() };
  const guard = createActor(
    navigationGuardMachine.provide({
      guards: { isSignedIn: () => true },
      actors: {
        resolveOrganization: fromPromise(async () => ({ kind: 'selected' as const, organization })) as unknown as typeof organizationChoiceMachine,
        acquireOrganizationToken: provideOrganizationTokenStep(platform),
        checkAgreements: fromPromise<AgreementType[], OrganizationSelection>(({ input }) => {
          effects.checkAgreements(input);
          return new Promise<AgreementType[]>(() => {});
        }),
        syncLocale: neverSettles<void, OrganizationSelection>(),
        loadTheme: neverSettles<void, OrganizationSelection>(),
      },
      actions: {
        storeLoginError: (_, { failure }) => effects.storeLoginError(failure),
        clearSelection: () => effects.clearSelection(),
      },
    }),
  ).start();
  guard.send({ type: 'nav.to', target: toHome });
  const settled = await waitFor(guard, (snapshot) => snapshot.matches({ checking: 'agreements' }) || snapshot.matches('failed'), { timeout: 30_000 });
  return { platform, effects, settled };
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe.each(['uma', 'scope'] as const)('guard step 3 with the organisation token by %s', (strategy) => {
  test('bob enters acme: his token carries permissions, so the agreements step is asked next', async () => {
    const { platform, effects, settled } = await guardFor('bob', strategy, acme);
    expect(settled.matches({ checking: 'agreements' })).toBe(true);
    expect(settled.context.ready).toEqual({ token: '1' });
    expect(effects.checkAgreements).toHaveBeenCalledWith({ kind: 'selected', organization: acme });
    expect(platform.organizationTokens.current()?.permissions[0]?.rsname).toBe('acme');
  });

  test("dave's token in acme carries no permissions: the chain fails with noPermissions and clears the selection", async () => {
    const { effects, settled } = await guardFor('dave', strategy, acme);
    expect(settled.matches('failed')).toBe(true);
    expect(effects.storeLoginError).toHaveBeenCalledWith({ kind: 'noPermissions', organization: 'acme' });
    expect(effects.clearSelection).toHaveBeenCalledTimes(1);
    expect(effects.checkAgreements).not.toHaveBeenCalled();
  });

  test('bob is refused a token for globex: the chain fails with the refusal and clears the selection', async () => {
    const { platform, effects, settled } = await guardFor('bob', strategy, globex);
    expect(settled.matches('failed')).toBe(true);
    const [failure] = effects.storeLoginError.mock.calls[0] ?? [];
    expect(failure).toMatchObject({ kind: 'error', message: expect.stringContaining('failed: forbidden (403 not_authorized)') });
    expect(effects.clearSelection).toHaveBeenCalledTimes(1);
    expect(platform.organizationTokens.current()).toBeUndefined();
  });
});
