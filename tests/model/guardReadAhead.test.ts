// machines/navigationGuard.machine.ts `readAhead`: once the token is ready, the reads of the steps still to run for the
// organisation (agreements, locale, theme) are asked for together; the steps then run in the spec's order as before.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyActorLogic } from 'xstate';
import { navigationGuardMachine, type NavTarget, type RouteDecision, type StepsAhead } from '../../machines/navigationGuard.machine';
import type { organizationChoiceMachine, OrganizationChoice, OrganizationSelection } from '../../machines/organizationChoice.machine';
import type { AgreementType } from '../../src/platform/types';
import { acme, acmeNorth } from './organizations';

const target = (path: string, route: NavTarget['route'], requestedOrganization: number[] = []): NavTarget => ({
  path,
  search: '',
  route,
  requestedOrganization,
});
const toHome = target('/home', { name: 'home' });
const toAgreements = target('/agreements', { name: 'agreements', skipAgreements: true }, [1]);

function start(choices: OrganizationChoice[], agreements: AgreementType[][]) {
  const order: string[] = [];
  const readAhead = vi.fn<(organization: string, steps: StepsAhead) => void>();
  let choice = 0;
  let check = 0;
  const actor = createActor(
    navigationGuardMachine.provide({
      guards: { isSignedIn: () => true },
      actors: {
        resolveOrganization: fromPromise(async () => choices[Math.min(choice++, choices.length - 1)]) as AnyActorLogic as typeof organizationChoiceMachine,
        acquireOrganizationToken: fromPromise(async () => {
          order.push('token');
          return { permissionCount: 2 };
        }),
        checkAgreements: fromPromise(async () => {
          order.push('agreements');
          return agreements[Math.min(check++, agreements.length - 1)] ?? [];
        }),
        syncLocale: fromPromise<void, OrganizationSelection>(async () => {
          order.push('locale');
        }),
        loadTheme: fromPromise<void, OrganizationSelection>(async () => {
          order.push('theme');
        }),
        authorizeRoute: fromPromise<RouteDecision, { target: NavTarget; selection?: OrganizationSelection }>(async () => ({ kind: 'allow' })),
      },
      actions: {
        readAhead: (_, { selection, steps }: { selection: OrganizationSelection; steps: StepsAhead }) => {
          order.push('readAhead');
          readAhead((selection.subOrganization ?? selection.organization).resourceId, steps);
        },
      },
    }),
  );
  actor.start();
  running = actor;
  const go = async (to: NavTarget) => {
    actor.send({ type: 'nav.to', target: to });
    return waitFor(actor, (snapshot) => ['allowed', 'redirecting', 'failed'].some((value) => snapshot.matches(value as never)));
  };
  return { go, order, readAhead, actor };
}

let running: { stop: () => void } | undefined;
afterEach(() => {
  running?.stop();
  running = undefined;
});

describe('the guard reads ahead after the token (spec §4 steps 4–6)', () => {
  test('a first navigation asks for all three reads once the token is ready, then runs the steps in order', async () => {
    const { go, order, readAhead } = start([{ kind: 'selected', organization: acme }], [[]]);
    expect((await go(toHome)).value).toBe('allowed');
    expect(order).toEqual(['token', 'readAhead', 'agreements', 'locale', 'theme']);
    expect(readAhead.mock.calls).toEqual([['acme', { agreements: true, locale: true, theme: true }]]);
  });

  test('agreements checked for the session: another organisation reads its locale and theme ahead, not agreements', async () => {
    const { go, readAhead } = start(
      [
        { kind: 'selected', organization: acme },
        { kind: 'selected', organization: acme, subOrganization: acmeNorth },
      ],
      [[]],
    );
    await go(toHome);
    await go(target('/home', { name: 'home' }, [1, 4]));
    expect(readAhead.mock.calls[1]).toEqual(['acme-north', { agreements: false, locale: true, theme: true }]);
  });

  test('pending agreements stop the chain at step 4: locale and theme run on the agreements screen, once', async () => {
    const { go, order, readAhead, actor } = start([{ kind: 'selected', organization: acme }], [['TERM'], []]);
    expect((await go(toHome)).value).toBe('redirecting');
    expect(order).toEqual(['token', 'readAhead', 'agreements']);
    expect((await go(toAgreements)).value).toBe('allowed');
    actor.send({ type: 'agreements.accepted' });
    expect((await go(toHome)).value).toBe('allowed');
    expect(order).toEqual(['token', 'readAhead', 'agreements', 'readAhead', 'locale', 'theme', 'readAhead']);
    expect(readAhead.mock.calls.map(([, steps]) => steps)).toEqual([
      { agreements: true, locale: true, theme: true },
      { agreements: false, locale: true, theme: true },
      { agreements: false, locale: false, theme: false },
    ]);
  });
});
