// Spec §5: which organisation (and sub-organisation) a user works in. The `org` query parameter is a list, parent
// then sub-organisation. The guard chain runs this machine without a person (interactive: false) and goes to the
// selector when it cannot decide; the selector screen runs it interactively.
import { assign, setup } from 'xstate';
import type { Organization } from '../src/platform/types';
import { notProvided } from './notProvided';

export interface OrganizationSelection {
  organization: Organization;
  subOrganization?: Organization;
}

export type OrganizationChoice =
  | ({ kind: 'selected' } & OrganizationSelection)
  | { kind: 'selector'; unknownOrganization: boolean }
  /** The organisations could not be read; `error` says why. */
  | { kind: 'failed'; error?: unknown };

export interface OrganizationChoiceInput {
  /** Ids from the `org` query list or the stored selection: [parent, sub-organisation?]. */
  requested: number[];
  interactive: boolean;
  /** The selector's `subOrg` query: open straight at this organisation's sub-organisations. */
  subOrganizationsOf?: number;
  /** Spec §5: on `<org>.app.<domain>` the organisation whose hostname that is, when no id is requested. */
  hostname?: string;
}

interface OrganizationChoiceContext extends OrganizationChoiceInput {
  organizations: Organization[];
  parent?: Organization;
  subOrganizations: Organization[];
  selected?: Organization;
  /** A requested id the user lacks (spec §5): the selector says so. */
  unknownOrganization: boolean;
  loadFailed: boolean;
  /** Why the organisations could not be read, for the selector and the guard's message. */
  loadError?: unknown;
}

export type OrganizationChoiceEvent =
  | { type: 'user.chooseOrganization'; id: number }
  | { type: 'user.chooseSubOrganization'; id: number }
  | { type: 'user.skipSubOrganization' }
  | { type: 'user.back' }
  | { type: 'user.retry' };

const requestedParent = (context: OrganizationChoiceContext) =>
  context.organizations.find((organization) => organization.id === context.requested[0]);
const hostnameOrganization = (context: OrganizationChoiceContext) =>
  context.requested.length === 0 && context.hostname !== undefined
    ? context.organizations.find((organization) => organization.hostname === context.hostname)
    : undefined;
const requestedSub = (context: OrganizationChoiceContext) =>
  context.subOrganizations.find((organization) => organization.id === context.requested[1]);

export const organizationChoiceMachine = setup({
  types: {} as {
    context: OrganizationChoiceContext;
    events: OrganizationChoiceEvent;
    input: OrganizationChoiceInput;
    output: OrganizationChoice;
  },
  actors: {
    /** `parentHint`: the organisation whose sub-organisations will likely be read next, which may be read meanwhile. */
    loadOrganizations: notProvided<Organization[], { parentHint?: number }>('loadOrganizations'),
    loadSubOrganizations: notProvided<Organization[], { parentId: number }>('loadSubOrganizations'),
  },
  guards: {
    subOrganizationsAsked: ({ context }) =>
      context.organizations.some((organization) => organization.id === context.subOrganizationsOf),
    requestedParentKnown: ({ context }) => requestedParent(context) !== undefined,
    requestedParentUnknown: ({ context }) => context.requested.length > 0 && requestedParent(context) === undefined,
    // Automatic choices are the guard chain's (spec §5); a person on the selector, who may have just been sent back
    // from that very organisation with an error, always sees the list.
    hostnameKnown: ({ context }) => !context.interactive && hostnameOrganization(context) !== undefined,
    singleOrganization: ({ context }) => !context.interactive && context.organizations.length === 1,
    interactive: ({ context }) => context.interactive,
    requestedSubKnown: ({ context }) => requestedSub(context) !== undefined,
    requestedSubUnknown: ({ context }) => context.requested[1] !== undefined && requestedSub(context) === undefined,
    parentOnlyRequested: ({ context }) => context.requested.length === 1,
    hasSubOrganizations: ({ context }) => context.subOrganizations.length > 0,
    organizationListed: ({ context }, params: { id: number }) =>
      context.organizations.some((organization) => organization.id === params.id),
    subOrganizationListed: ({ context }, params: { id: number }) =>
      context.subOrganizations.some((organization) => organization.id === params.id),
  },
}).createMachine({
  id: 'organizationChoice',
  context: ({ input }) => ({
    ...input,
    organizations: [],
    subOrganizations: [],
    unknownOrganization: false,
    loadFailed: false,
  }),
  initial: 'loadingOrganizations',
  states: {
    loadingOrganizations: {
      invoke: {
        id: 'loadOrganizations',
        src: 'loadOrganizations',
        input: ({ context }) => ({ parentHint: context.subOrganizationsOf ?? context.requested[0] }),
        onDone: {
          target: 'deciding',
          actions: assign({ organizations: ({ event }) => event.output }),
        },
        onError: [
          // Without a person to retry, the guard chain treats the failure as a guard error.
          { guard: 'interactive', target: 'loadFailed', actions: assign({ loadFailed: true, loadError: ({ event }) => event.error }) },
          { target: 'failed', actions: assign({ loadFailed: true, loadError: ({ event }) => event.error }) },
        ],
      },
    },
    loadFailed: {
      // A retry starts the choice afresh: what was chosen before the failure may no longer be listed.
      on: {
        'user.retry': {
          target: 'loadingOrganizations',
          actions: assign({ loadFailed: false, loadError: undefined, parent: undefined, subOrganizations: [] }),
        },
      },
    },
    deciding: {
      always: [
        {
          guard: 'subOrganizationsAsked',
          target: 'loadingSubOrganizations',
          actions: assign({
            parent: ({ context }) => context.organizations.find(({ id }) => id === context.subOrganizationsOf),
            requested: [],
          }),
        },
        {
          guard: 'requestedParentKnown',
          target: 'loadingSubOrganizations',
          actions: assign({ parent: ({ context }) => requestedParent(context) }),
        },
        // An id the user lacks leads to the selector, never to an organisation they cannot enter.
        { guard: 'requestedParentUnknown', target: 'needsPerson', actions: assign({ unknownOrganization: true }) },
        // The portal was opened on the organisation's own host name.
        {
          guard: 'hostnameKnown',
          target: 'selected',
          actions: assign({ selected: ({ context }) => hostnameOrganization(context) }),
        },
        // Exactly one organisation and none asked for: it is selected without asking (spec §5).
        {
          guard: 'singleOrganization',
          target: 'selected',
          actions: assign({ selected: ({ context }) => context.organizations[0] }),
        },
        { target: 'needsPerson' },
      ],
    },
    needsPerson: {
      always: [{ guard: 'interactive', target: 'choosing' }, { target: 'selector' }],
    },
    choosing: {
      on: {
        'user.chooseOrganization': {
          guard: { type: 'organizationListed', params: ({ event }) => ({ id: event.id }) },
          target: 'loadingSubOrganizations',
          actions: assign({
            parent: ({ context, event }) => context.organizations.find((organization) => organization.id === event.id),
            // A person chose: offer the sub-organisations rather than entering the parent at once.
            requested: [],
            unknownOrganization: false,
          }),
        },
      },
    },
    loadingSubOrganizations: {
      invoke: {
        id: 'loadSubOrganizations',
        src: 'loadSubOrganizations',
        input: ({ context }) => ({ parentId: context.parent?.id ?? 0 }),
        onDone: {
          target: 'decidingSub',
          actions: assign({ subOrganizations: ({ event }) => event.output }),
        },
        onError: [
          { guard: 'interactive', target: 'loadFailed', actions: assign({ loadFailed: true, loadError: ({ event }) => event.error }) },
          { target: 'failed', actions: assign({ loadFailed: true, loadError: ({ event }) => event.error }) },
        ],
      },
    },
    decidingSub: {
      always: [
        {
          guard: 'requestedSubKnown',
          target: 'selected',
          actions: assign({ selected: ({ context }) => requestedSub(context) }),
        },
        { guard: 'requestedSubUnknown', target: 'needsPerson', actions: assign({ unknownOrganization: true }) },
        // The parent was named alone (a link, the switcher, the stored selection): enter it as it is.
        { guard: 'parentOnlyRequested', target: 'selected', actions: assign({ selected: ({ context }) => context.parent }) },
        // Chosen on the selector: offer its sub-organisations before entering.
        { guard: 'hasSubOrganizations', target: 'choosingSub' },
        { target: 'selected', actions: assign({ selected: ({ context }) => context.parent }) },
      ],
    },
    choosingSub: {
      on: {
        'user.chooseSubOrganization': {
          guard: { type: 'subOrganizationListed', params: ({ event }) => ({ id: event.id }) },
          target: 'selected',
          actions: assign({
            selected: ({ context, event }) => context.subOrganizations.find((organization) => organization.id === event.id),
          }),
        },
        'user.skipSubOrganization': {
          target: 'selected',
          actions: assign({ selected: ({ context }) => context.parent }),
        },
        'user.back': {
          target: 'choosing',
          actions: assign({ parent: undefined, subOrganizations: [] }),
        },
      },
    },
    selected: { type: 'final' },
    selector: { type: 'final' },
    failed: { type: 'final' },
  },
  output: ({ context }): OrganizationChoice => {
    const { parent, selected } = context;
    if (selected && parent && selected.id !== parent.id) {
      return { kind: 'selected', organization: parent, subOrganization: selected };
    }
    if (selected) return { kind: 'selected', organization: selected };
    if (context.loadFailed) return { kind: 'failed', error: context.loadError };
    return { kind: 'selector', unknownOrganization: context.unknownOrganization };
  },
});
