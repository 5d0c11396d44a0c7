// The host side of an embedded app's handshake (spec §4 "Embedded app connection", facts §13): once the app's frame
// has loaded, the app must ask for its context within 5000 ms ("Create timeout reached"); the host answers with the
// context only when every required item is there ("{X} is required" otherwise), and from then on pushes each change
// of token, person, organisation, theme and brand name as it happens. An app that asks again (it reloaded or moved to
// another page of its own) is answered again. Which messages count as the app's is decided before they get
// here (src/features/store/appMessages.ts): this machine sees only accepted ones.
//
// Effects the host provides (machine.provide):
//   actions.replyInit   posts CORVINA_CONNECT_INIT_RESPONSE with the context, to the app's origin only
//   actions.push        posts the change events, to the app's origin only
import { assign, setup } from 'xstate';
import { appConnectTimeout } from './constants';
import type { ThemeColors } from '../src/platform/types';

/** What the host hands the app (facts §13 CORVINA_CONNECT_INIT_RESPONSE). */
export interface AppContext {
  jwt: string;
  username: string;
  /** Text, as the client library declares it (CONNECT CorvinaHost.ts): the organisation's numeric id written out. */
  organizationId: string;
  organizationResourceId: string;
  corvinaHost: string;
  corvinaDomain: string;
  theme?: { colors: ThemeColors };
  defaultStandardTime: string;
  brandName: string;
}

/** Spec §5: the items the connection requires, in the order a missing one is named. */
export const requiredContext = ['jwt', 'username', 'organizationId', 'organizationResourceId', 'corvinaHost', 'corvinaDomain'] as const;

/** A change the host pushes to a connected app (facts §13 host → app events). */
export type AppPush =
  | { type: 'JWT_CHANGED'; payload: { jwt: string } }
  | { type: 'USER_CHANGED'; payload: { username: string } }
  | { type: 'ORGANIZATION_ID_CHANGED'; payload: { organizationId: string } }
  | { type: 'ORGANIZATION_RESOURCE_ID_CHANGED'; payload: { organizationResourceId: string } }
  | { type: 'THEME_CHANGED'; payload: { theme: AppContext['theme'] } }
  | { type: 'BRAND_NAME_CHANGED'; payload: { brandName: string } };

/** The first required item `context` lacks, or undefined when it is complete. */
export function missingContext(context: Partial<AppContext>): string | undefined {
  return requiredContext.find((item) => {
    const value = context[item];
    return value === undefined || value === '';
  });
}

/** The pushes that bring an app holding `before` to `after`, one per item that changed. */
export function contextChanges(before: Partial<AppContext>, after: Partial<AppContext>): AppPush[] {
  const pushes: AppPush[] = [];
  if (after.jwt !== undefined && after.jwt !== before.jwt) pushes.push({ type: 'JWT_CHANGED', payload: { jwt: after.jwt } });
  if (after.username !== undefined && after.username !== before.username) pushes.push({ type: 'USER_CHANGED', payload: { username: after.username } });
  if (after.organizationId !== undefined && after.organizationId !== before.organizationId) {
    pushes.push({ type: 'ORGANIZATION_ID_CHANGED', payload: { organizationId: after.organizationId } });
  }
  if (after.organizationResourceId !== undefined && after.organizationResourceId !== before.organizationResourceId) {
    pushes.push({ type: 'ORGANIZATION_RESOURCE_ID_CHANGED', payload: { organizationResourceId: after.organizationResourceId } });
  }
  if (JSON.stringify(after.theme) !== JSON.stringify(before.theme)) pushes.push({ type: 'THEME_CHANGED', payload: { theme: after.theme } });
  if (after.brandName !== undefined && after.brandName !== before.brandName) pushes.push({ type: 'BRAND_NAME_CHANGED', payload: { brandName: after.brandName } });
  return pushes;
}

export interface HandshakeContext {
  /** The host's context as it is now (some items may still be on their way). */
  host: Partial<AppContext>;
  /** What the connected app holds: the pushes are the difference to `host`. */
  given?: AppContext;
  /** Why the app is not connected: the spec's message. */
  failure?: string;
}

export type HandshakeEvent =
  | { type: 'frame.loaded' }
  | { type: 'app.init' }
  | { type: 'host.context'; context: Partial<AppContext> };

export type HandshakeStage = 'waitingForFrame' | 'waitingForInit' | 'connected' | 'timedOut' | 'refused';

export function createAppConnectHandshakeMachine(id: string) {
  // The app's init is answered in every state: the frame's load event and the app's first message race (the app posts
  // as its script runs, before its document has loaded), and a reloaded app asks again whatever came before.
  const init = [
    { guard: 'complete', target: '#' + id + '.connected', reenter: true },
    { target: '#' + id + '.refused', actions: 'refuse' },
  ] as const;
  return setup({
    types: {} as { context: HandshakeContext; events: HandshakeEvent; input: { host: Partial<AppContext> } },
    actions: {
      replyInit: (_, _params: { context: AppContext }) => {},
      push: (_, _params: { pushes: AppPush[] }) => {},
      refuse: assign({ failure: ({ context }) => `${missingContext(context.host)} is required` }),
    },
    guards: {
      complete: ({ context }) => missingContext(context.host) === undefined,
      changed: ({ context, event }) =>
        event.type === 'host.context' && context.given !== undefined && contextChanges(context.given, event.context).length > 0,
    },
    delays: { appConnectTimeout },
  }).createMachine({
    id,
    context: ({ input }) => ({ host: input.host }),
    initial: 'waitingForFrame',
    on: {
      'host.context': { actions: assign({ host: ({ event }) => event.context }) },
      'app.init': init,
    },
    states: {
      waitingForFrame: {
        on: { 'frame.loaded': 'waitingForInit' },
      },
      // The frame has loaded and the app has not asked yet: it has 5000 ms.
      waitingForInit: {
        after: { appConnectTimeout: { target: 'timedOut', actions: assign({ failure: 'Create timeout reached' }) } },
      },
      connected: {
        entry: [
          assign({ given: ({ context }) => context.host as AppContext, failure: undefined }),
          { type: 'replyInit', params: ({ context }) => ({ context: context.host as AppContext }) },
        ],
        // The frame's load event is not taken here: it is the load of the document that has just asked.
        on: {
          'host.context': [
            {
              guard: 'changed',
              actions: [
                { type: 'push', params: ({ context, event }) => ({ pushes: contextChanges(context.given ?? {}, event.context) }) },
                assign({ host: ({ event }) => event.context, given: ({ event, context }) => ({ ...(context.given as AppContext), ...event.context }) }),
              ],
            },
            { actions: assign({ host: ({ event }) => event.context }) },
          ],
        },
      },
      // The app never asked; the person may reload it (its frame loads again).
      timedOut: {
        on: { 'frame.loaded': { target: 'waitingForInit', actions: assign({ failure: undefined }) } },
      },
      // The host could not answer with a complete context; the app's next init, or its frame loading again, tries again.
      refused: {
        on: { 'frame.loaded': { target: 'waitingForInit', actions: assign({ failure: undefined }) } },
      },
    },
  });
}

/** The untyped instance, for diagrams and path tests. */
export const appConnectHandshakeMachine = createAppConnectHandshakeMachine('appConnectHandshake');

export const selectHandshakeStage = (snapshot: { value: unknown }) => snapshot.value as HandshakeStage;
export const selectHandshakeFailure = (snapshot: { context: HandshakeContext }) => snapshot.context.failure;
