// The organisations screen's flows with their real effects (spec §2 /organizations): the organisation's
// sub-organisation tree with the person's realms and address, a sub-organisation created (with a device limit),
// changed (with what it may switch on for its own sub-organisations) or deleted, an organisation's resources, its
// limits created or changed, its consumption over a range and the history of its limits. Every write goes through the flow's request attempts
// (src/platform/requestAttempts.ts); a write of several calls names each part, so a retry after a lost answer
// creates one sub-organisation, not two.
import { fromPromise } from 'xstate';
import { createLiveQueryMachine } from '../../../machines/liveQuery.machine';
import { createLoadAndSubmitMachine } from '../../../machines/loadAndSubmit.machine';
import { createPagedListMachine } from '../../../machines/pagedList.machine';
import type { Licence, LicenceSettings } from '../../platform/licencesTypes';
import type { ConsumptionQuery, JournalEntry, LimitWrite, ResourceLimit, ResourceType, SubscriptionChange } from '../../platform/limitsTypes';
import type { OrganizationGrant } from '../../platform/organizationsTypes';
import { requestAttempts } from '../../platform/requestAttempts';
import { requestPart } from '../../platform/requestIds';
import type { Organization, Theme } from '../../platform/types';
import type { Platform } from '../../portal/platform';
import { sectionFlows } from '../../portal/portal';
import { announceThemeChanged } from '../../portal/themeChanged';
import type { OrganizationDraft } from './organizationForm';

/** The ledger changes with what people do elsewhere (devices activated, sub-organisations made): read it again. */
const ledgerPollInterval = 60_000;

/** The organisations shown: the root first, each followed by its sub-organisations, by name. */
export interface TreeRow {
  organization: Organization;
  depth: number;
}

export interface OrganizationPlace {
  rows: TreeRow[];
  realms: string[];
  ip: string;
}

export function treeRows(root: Organization, below: readonly Organization[]): TreeRow[] {
  const children = (parent: Organization, depth: number): TreeRow[] =>
    below
      .filter((candidate) => candidate.parentId === parent.id)
      .sort((a, b) => a.label.localeCompare(b.label))
      .flatMap((child) => [{ organization: child, depth }, ...children(child, depth + 1)]);
  return [{ organization: root, depth: 0 }, ...children(root, 1)];
}

/**
 * The form's starting point: the grant of the parent (what may be switched on) and, editing, the organisation's own
 * with its licence-side settings (dealer, own resources: the licence service's, spec §7).
 */
export interface OrganizationFormData {
  parentGrant: OrganizationGrant;
  grant?: OrganizationGrant;
  licence?: LicenceSettings;
}

export type OrganizationTarget = { parent: Organization; organization?: undefined } | { parent: Organization; organization: Organization };

/** What goes with a deleted organisation. */
export interface DeletionScope {
  subOrganizations: number;
  devices: number;
}

export interface ConsumptionView {
  entries: JournalEntry[];
  sums: Partial<Record<ResourceType, number>>;
  limits: ResourceLimit[];
}

/** The resources the consumptions tab shows (organisations and users are counted, not spent day by day). */
export const consumedTypes: readonly ResourceType[] = ['DEVICES', 'DEVICE_DATA', 'DEVICE_VPN', 'CREDITS'];

export type ConsumptionChoice = ConsumptionQuery & { type: ResourceType };

export type LimitsDraft = { kind: 'create'; limits: LimitWrite[] } | { kind: 'update'; limit: LimitWrite };

export function provideOrganizationMachines(platform: Pick<Platform, 'organizations' | 'limits' | 'licences' | 'theme' | 'themeWrites'>) {
  const { organizations, limits, licences } = platform;

  return {
    tree: (root: Organization) =>
      createLiveQueryMachine<null, OrganizationPlace>('organizationTree').provide({
        actors: {
          fetch: fromPromise(async ({ signal }) => {
            const [below, realms, { ip }] = await Promise.all([organizations.tree(root.id, signal), organizations.mineRealms(signal), organizations.myIp(signal)]);
            return { rows: treeRows(root, below), realms, ip };
          }),
        },
        delays: { pollInterval: ledgerPollInterval },
      }),

    organizationForm: (target: OrganizationTarget) => {
      const send = requestAttempts();
      return createLoadAndSubmitMachine<OrganizationFormData, OrganizationDraft, Organization>('organizationForm').provide({
        actors: {
          load: fromPromise(async ({ signal }) => {
            const [parentGrant, grant, licence] = await Promise.all([
              organizations.grants(target.parent.id, signal),
              target.organization ? organizations.grants(target.organization.id, signal) : undefined,
              target.organization ? licences.organization(target.organization.id, signal) : undefined,
            ]);
            return grant && licence ? { parentGrant, grant, licence: { dealer: licence.dealer, hasOwnResources: licence.hasOwnResources } } : { parentGrant };
          }),
          submit: fromPromise(({ input: { draft, data }, signal }) =>
            send({ target: target.organization?.id ?? target.parent.id, draft }, async ({ requestId, once }) => {
              const { name: _name, dealer, hasOwnResources, ...core } = draft.settings;
              if (target.organization) {
                const saved = await organizations.update(target.organization.id, core, signal, requestPart(requestId, 'organization'));
                // The licence-side flags go to the licence service, and only when they changed.
                if (dealer !== data.licence?.dealer || hasOwnResources !== data.licence?.hasOwnResources) {
                  await licences.saveOrganization(saved.id, { dealer, hasOwnResources }, signal, requestPart(requestId, 'licence'));
                }
                if (draft.grant) await organizations.saveGrants(saved.id, draft.grant, signal, requestPart(requestId, 'grant'));
                return { ...saved, dealer, hasOwnResources };
              }
              // Made once per attempt: a retry after the limit failed does not make a second sub-organisation.
              const created = await once('organization', () =>
                organizations.create(target.parent.id, draft.settings, signal, requestPart(requestId, 'organization')),
              );
              if (draft.deviceLimit !== undefined) {
                await limits.createLimit(
                  { orgResourceId: created.resourceId, resourceType: 'DEVICES', quantity: draft.deviceLimit },
                  signal,
                  requestPart(requestId, 'limits'),
                );
              }
              return created;
            }),
          ),
        },
      });
    },

    deletion: (organization: Organization) => {
      const send = requestAttempts();
      return createLoadAndSubmitMachine<DeletionScope, null, null>('organizationDeletion').provide({
        actors: {
          load: fromPromise(async ({ signal }) => {
            const [below, own] = await Promise.all([organizations.tree(organization.id, signal), limits.limits(organization.resourceId, signal)]);
            const ownDevices = own.find((limit) => limit.resourceType === 'DEVICES')?.used ?? 0;
            const belowDevices = await Promise.all(
              below.map(async (child) => (await limits.limits(child.resourceId, signal)).find((limit) => limit.resourceType === 'DEVICES')?.used ?? 0),
            );
            return { subOrganizations: below.length, devices: belowDevices.reduce((sum, count) => sum + count, ownDevices) };
          }),
          submit: fromPromise(async ({ signal }) => {
            await send(organization.id, ({ requestId }) => organizations.remove(organization.id, signal, requestId));
            return null;
          }),
        },
      });
    },

    resources: (orgResourceId: string) =>
      createLiveQueryMachine<null, ResourceLimit[]>('organizationResources').provide({
        actors: { fetch: fromPromise(({ signal }) => limits.limits(orgResourceId, signal)) },
        delays: { pollInterval: ledgerPollInterval },
      }),

    limitsForm: (orgResourceId: string) => {
      const send = requestAttempts();
      return createLoadAndSubmitMachine<ResourceLimit[], LimitsDraft, unknown>('limitsForm').provide({
        actors: {
          load: fromPromise(({ signal }) => limits.limits(orgResourceId, signal)),
          submit: fromPromise(({ input: { draft, data }, signal }) =>
            send<unknown>(draft, async ({ requestId }) => {
              // POST /limits takes one limit (facts §7): the form's limits one after the other, each its own write.
              if (draft.kind === 'create') {
                for (const limit of draft.limits) await limits.createLimit({ orgResourceId, ...limit }, signal, requestPart(requestId, limit.resourceType));
                return;
              }
              const valid = data.find((limit) => limit.resourceType === draft.limit.resourceType)?.valid ?? true;
              return limits.updateLimit({ orgResourceId, ...draft.limit, valid }, signal, requestId);
            }),
          ),
        },
      });
    },

    /** The organisation's own subscriptions (licences activated for it), the ended ones when asked. */
    subscriptions: () =>
      createLiveQueryMachine<{ orgResourceId: string; includeExpired: boolean }, Licence[]>('organizationSubscriptions').provide({
        actors: { fetch: fromPromise(({ input: { query }, signal }) => licences.subscriptionSummary(query.orgResourceId, query.includeExpired, signal)) },
        delays: { pollInterval: ledgerPollInterval },
      }),

    history: (orgResourceId: string) =>
      createPagedListMachine<SubscriptionChange, never>('subscriptionHistory').provide({
        actors: {
          fetchPage: fromPromise(async ({ input: { page, pageSize }, signal }) => {
            const { content, totalElements, totalPages } = await limits.history(orgResourceId, { page, pageSize }, signal);
            return { items: content, totalElements, totalPages };
          }),
        },
      }),

    consumptions: () =>
      createLiveQueryMachine<ConsumptionChoice, ConsumptionView>('consumptions').provide({
        actors: {
          fetch: fromPromise(async ({ input: { query }, signal }) => {
            const { type, ...range } = query;
            const [entries, sums, own] = await Promise.all([
              limits.journal(type, range, signal),
              Promise.all(consumedTypes.map(async (resource) => [resource, (await limits.sum(resource, range, signal)).quantity] as const)),
              limits.limits(range.orgResourceId, signal),
            ]);
            return { entries, sums: Object.fromEntries(sums), limits: own };
          }),
        },
        delays: { pollInterval: ledgerPollInterval },
      }),

    /**
     * The organisation's theme, edited whole (spec §7 PUT /{org}/theme): the form starts from its own theme, or from
     * the one it shows now (inherited, or the portal's) when it has none; saved, every open view of it is told.
     */
    themeForm: (orgResourceId: string, shown: Theme) => {
      const send = requestAttempts();
      return createLoadAndSubmitMachine<Theme, Theme, Theme>('themeForm').provide({
        actors: {
          load: fromPromise(async ({ signal }) => (await platform.theme.organizationTheme(orgResourceId, signal)) ?? shown),
          submit: fromPromise(async ({ input: { draft }, signal }) => {
            const saved = await send(draft, ({ requestId }) => platform.themeWrites.saveOrganizationTheme(orgResourceId, draft, signal, requestId));
            announceThemeChanged();
            return saved;
          }),
        },
      });
    },
  };
}

export type OrganizationMachines = ReturnType<typeof provideOrganizationMachines>;

/** The organisations screen's flows of this portal. */
export const useOrganizationFlows = sectionFlows(({ platform }) => provideOrganizationMachines(platform));
