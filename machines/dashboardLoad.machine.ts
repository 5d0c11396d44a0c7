// Opening a dashboard for viewing or editing: the requested version (or the current one), the device slots filled
// from the URL (`ecc_device_<slot>`) over the document's defaults, and the two answers that are not failures but
// outcomes a person must understand: the dashboard does not exist, or they may not see it.
import { assign, setup } from 'xstate';
import { notProvided } from './notProvided';

/** slot name → device id; undefined when neither the document nor the URL names a device. */
export type SlotDevices = Record<string, string | undefined>;

export type LoadOutcome<Dashboard> =
  | { kind: 'found'; dashboard: Dashboard; defaultSlots: SlotDevices }
  | { kind: 'notFound' }
  | { kind: 'forbidden' };

export interface DashboardLoadInput {
  projectId: string;
  /** A version id or LATEST; absent = the current version. */
  version?: string;
  /** Devices named in the URL, by slot. */
  slotDevices: SlotDevices;
}

interface DashboardLoadContext<Dashboard> extends DashboardLoadInput {
  dashboard?: Dashboard;
  slots: SlotDevices;
  error?: unknown;
}

export type DashboardLoadEvent =
  | { type: 'load.retry' }
  | { type: 'load.open'; version?: string; slotDevices: SlotDevices }
  | { type: 'viewer.pickDevice'; slot: string; deviceId: string };

/** The URL's devices fill the document's slots; a URL slot the document does not have is ignored. */
function fillSlots(defaults: SlotDevices, fromUrl: SlotDevices): SlotDevices {
  return Object.fromEntries(Object.keys(defaults).map((slot) => [slot, fromUrl[slot] ?? defaults[slot]]));
}

export function createDashboardLoadMachine<Dashboard>() {
  type Outcome = LoadOutcome<Dashboard>;
  return setup({
    types: {} as {
      context: DashboardLoadContext<Dashboard>;
      events: DashboardLoadEvent;
      input: DashboardLoadInput;
    },
    actors: {
      // The URL's devices go with the request: the loader reads the devices the slots will show, by id.
      loadDashboard: notProvided<Outcome, { projectId: string; version?: string; slotDevices: SlotDevices }>('loadDashboard'),
    },
    actions: {
      /** The view mirrors a picked device into the URL so a reload or a shared link shows the same device. */
      slotsChanged: (_, _params: { slots: SlotDevices }) => {},
    },
    guards: {
      found: (_, params: { outcome: Outcome }) => params.outcome.kind === 'found',
      forbidden: (_, params: { outcome: Outcome }) => params.outcome.kind === 'forbidden',
      // Only a slot of this dashboard can be rebound; a stale picker event after reloading is dropped.
      knownSlot: ({ context, event }) => event.type === 'viewer.pickDevice' && event.slot in context.slots,
    },
  }).createMachine({
    id: 'dashboardLoad',
    context: ({ input }) => ({ ...input, slots: {} }),
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          id: 'loadDashboard',
          src: 'loadDashboard',
          input: ({ context }) => ({ projectId: context.projectId, version: context.version, slotDevices: context.slotDevices }),
          onDone: [
            {
              guard: { type: 'found', params: ({ event }) => ({ outcome: event.output }) },
              target: 'ready',
              actions: assign(({ context, event }) =>
                event.output.kind === 'found'
                  ? { dashboard: event.output.dashboard, slots: fillSlots(event.output.defaultSlots, context.slotDevices), error: undefined }
                  : {},
              ),
            },
            { guard: { type: 'forbidden', params: ({ event }) => ({ outcome: event.output }) }, target: 'forbidden' },
            { target: 'notFound' },
          ],
          onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
        },
      },
      ready: {
        on: {
          'viewer.pickDevice': {
            guard: 'knownSlot',
            actions: [
              assign({ slots: ({ context, event }) => ({ ...context.slots, [event.slot]: event.deviceId }) }),
              { type: 'slotsChanged', params: ({ context }) => ({ slots: context.slots }) },
            ],
          },
        },
      },
      // Network or server trouble: the person may try again.
      failed: { on: { 'load.retry': 'loading' } },
      // Not failures: a retry would give the same answer, so none is offered.
      notFound: {},
      forbidden: {},
    },
    // Another version or other devices in the URL (history navigation, a shared link) reopen the dashboard.
    on: {
      'load.open': {
        target: '.loading',
        actions: assign(({ event }) => ({ version: event.version, slotDevices: event.slotDevices, dashboard: undefined, slots: {} })),
      },
    },
  });
}

/** The untyped instance, for diagrams and path tests; screens create their own typed one. */
export const dashboardLoadMachine = createDashboardLoadMachine<unknown>();

export type DashboardLoadStage = 'loading' | 'ready' | 'failed' | 'notFound' | 'forbidden';
export const selectLoadStage = (snapshot: { value: unknown }) => snapshot.value as DashboardLoadStage;
