// The dealer section's flows with their real effects (spec §2 /dealer, §4 "Licences" and "Pre-authorised
// transactions"). Loaded with the dealer screen; each flow is made for one organisation, the dealer. Every write goes
// through the flow's request attempts (src/platform/requestAttempts.ts): a renewal sent again after its answer was
// lost is answered from the service's record, not applied twice.
import { fromPromise } from 'xstate';
import { createLiveQueryMachine } from '../../../machines/liveQuery.machine';
import { createLicenceActivationMachine, type CodeCheck } from '../../../machines/licenceActivation.machine';
import { createLicenceRenewalMachine } from '../../../machines/licenceRenewal.machine';
import { createLoadAndSubmitMachine } from '../../../machines/loadAndSubmit.machine';
import { createPagedListMachine, type ListPage } from '../../../machines/pagedList.machine';
import { createPreauthorizedTransactionMachine } from '../../../machines/preauthorizedTransaction.machine';
import type { ExecutionOrder, PreauthorizedTransaction } from '../../platform/dealerTypes';
import type { LicencesPage, LicenceTally } from '../../platform/licencesClient';
import type { ClientFilter, ClientSummary, Licence, LicenceCreate, Product, ProductWrite, SubscriptionAggregated } from '../../platform/licencesTypes';
import { requestAttempts } from '../../platform/requestAttempts';
import type { Platform } from '../../portal/platform';
import { sectionFlows } from '../../portal/portal';

/** What a person does to a licence from its row without a dialog. */
export type LicenceAction = { kind: 'autorenew'; licence: Licence } | { kind: 'delete'; licence: Licence };

/** The dealer's products: every version, and how many products there are. */
export interface ProductCatalogue {
  versions: Product[];
  count: number;
}

/** What a product is written for: a new one, or a new version of one. */
export type ProductFormData = { product: Product | undefined };

/** A client on the clients tab: its summary and its aggregates per resource type. */
export interface ClientRow extends ClientSummary {
  aggregates: SubscriptionAggregated[];
}

/** One client opened: its aggregates per resource type and its trial's end, each the service's own call. */
export interface ClientDetail {
  aggregates: SubscriptionAggregated[];
  trialExpirationDate: number | undefined;
}

const filterKeys = ['expirationDateFrom', 'expirationDateTo', 'activationDateFrom', 'activationDateTo'] as const;

/** The clients' filter as the paged list carries it (its `filter` is a string). */
export function encodeClientFilter(filter: ClientFilter): string {
  const params = new URLSearchParams();
  for (const key of filterKeys) if (filter[key] !== undefined) params.set(key, String(filter[key]));
  if (filter.includeNotRedeemed !== undefined) params.set('includeNotRedeemed', String(filter.includeNotRedeemed));
  return params.toString();
}

export function decodeClientFilter(encoded: string | undefined): ClientFilter {
  const params = new URLSearchParams(encoded ?? '');
  const filter: ClientFilter = {};
  for (const key of filterKeys) {
    const value = params.get(key);
    if (value !== null) filter[key] = Number(value);
  }
  const include = params.get('includeNotRedeemed');
  if (include !== null) filter.includeNotRedeemed = include === 'true';
  return filter;
}

const listPage = <T>({ content, totalElements, totalPages }: LicencesPage<T>): ListPage<T> => ({ items: content, totalElements, totalPages });

/** A licence as the dealer's list shows it: with its client's name, when it could be read. */
export type LicenceRow = Licence & { clientName?: string };

/** The clients a licence list names at most (a dealer's clients fit one page of the service's). */
const clientNamesPageSize = 1000;

export function provideDealerMachines(platform: Pick<Platform, 'licences' | 'dealer' | 'deviceLicences'>) {
  const { licences, dealer } = platform;

  return {
    /** The dealer's clients, narrowed by the filter, with their summary, then the page's aggregates in one request. */
    clients: (organization: string) =>
      createPagedListMachine<ClientRow, never>('dealerClients').provide({
        actors: {
          fetchPage: fromPromise(async ({ input: { page, pageSize, filter }, signal }) => {
            const summaries = await licences.clientSummaries(organization, { page, pageSize, ...decodeClientFilter(filter) }, signal);
            const ids = summaries.content.map((client) => client.orgResourceId);
            const aggregates = ids.length === 0 ? [] : await licences.aggregatedByOrg(ids, signal);
            return listPage({ ...summaries, content: summaries.content.map((client) => ({ ...client, aggregates: aggregates.filter((row) => row.org === client.orgResourceId) })) });
          }),
        },
      }),

    /** One client opened: its aggregates and its trial's end. */
    client: (orgResourceId: string) =>
      createLoadAndSubmitMachine<ClientDetail, never, never>('dealerClient').provide({
        actors: {
          load: fromPromise(async ({ signal }) => {
            const [aggregates, trialExpirationDate] = await Promise.all([licences.aggregated(orgResourceId, signal), licences.trialExpiration(orgResourceId, signal)]);
            return { aggregates, trialExpirationDate };
          }),
        },
      }),

    /** One client's subscriptions, a page at a time. */
    clientSubscriptions: (orgResourceId: string) =>
      createPagedListMachine<Licence, never>('dealerClientSubscriptions').provide({
        actors: {
          fetchPage: fromPromise(async ({ input: { page, pageSize }, signal }) => listPage(await licences.subscriptions(orgResourceId, { page, pageSize }, signal))),
        },
      }),

    /** The licences the dealer sold, newest first; autorenew switched and a licence withdrawn (confirmed) from the row. */
    licences: (organization: string) => {
      const send = requestAttempts();
      return createPagedListMachine<LicenceRow, LicenceAction>('dealerLicences').provide({
        actors: {
          fetchPage: fromPromise(async ({ input: { page, pageSize }, signal }): Promise<ListPage<LicenceRow>> => {
            const [sold, names] = await Promise.all([
              licences.licences(organization, { page, pageSize }, signal),
              // The clients' names, so a licence names its client as the clients tab does; without them, in words.
              licences.clientSummaries(organization, { page: 0, pageSize: clientNamesPageSize }, signal).then(
                ({ content }) => new Map(content.map((client) => [client.orgResourceId, client.name])),
                () => new Map<string, string>(),
              ),
            ]);
            const named = sold.content.map((licence) => ({ ...licence, clientName: names.get(licence.activatedOrgResourceId ?? licence.targetOrgResourceId) }));
            return listPage({ ...sold, content: named });
          }),
          act: fromPromise(({ input: { action }, signal }) =>
            send<unknown>({ kind: action.kind, id: action.licence.licenseId, autorenew: action.licence.autorenew }, ({ requestId }) =>
              action.kind === 'delete'
                ? licences.deleteLicence(action.licence.licenseId, signal, requestId)
                : licences.setAutorenew(action.licence.licenseId, !action.licence.autorenew, signal, requestId),
            ),
          ),
        },
        guards: { needsConfirmation: (_, { action }) => action.kind === 'delete' },
      });
    },

    /** How many licences the dealer sold and how they stand (spec §9: counted in pages of 1000). */
    licenceTally: (organization: string) =>
      createLiveQueryMachine<null, LicenceTally>('licenceTally').provide({
        actors: { fetch: fromPromise(({ signal }) => licences.licenceTally(organization, signal)) },
        // The list's reads ask for a count again; this is for sales and activations made elsewhere.
        delays: { pollInterval: 60_000 },
      }),

    /** Every version of the dealer's products (spec §9: one page of 10 000) and their count; a product deleted (confirmed). */
    products: (organization: string) => {
      const send = requestAttempts();
      return createPagedListMachine<Product, Product>('dealerProducts').provide({
        actors: {
          fetchPage: fromPromise(async ({ signal }) => {
            const [all, count] = await Promise.all([licences.products(organization, true, signal), licences.productCount(organization, signal)]);
            return { items: all.content, totalElements: count, totalPages: 1 };
          }),
          act: fromPromise(({ input: { action }, signal }) =>
            send({ delete: action.id }, ({ requestId }) => licences.deleteProduct(organization, action.id, signal, requestId)),
          ),
        },
      });
    },

    /** A product created, or a new version of one saved: the version is read first as the service holds it now. */
    productForm: (organization: string, id: number | undefined) => {
      const send = requestAttempts();
      return createLoadAndSubmitMachine<ProductFormData, ProductWrite, Product>('dealerProduct').provide({
        actors: {
          load: fromPromise(async ({ signal }) => ({ product: id === undefined ? undefined : await licences.product(id, signal) })),
          submit: fromPromise(({ input: { draft }, signal }) =>
            send({ id, draft }, ({ requestId }) =>
              id !== undefined ? licences.updateProduct(organization, id, draft, signal, requestId) : licences.createProduct(organization, draft, signal, requestId),
            ),
          ),
        },
      });
    },

    /** A licence sold to a client: the dealer's current products to choose from, then the sale. */
    sale: (organization: string) => {
      const send = requestAttempts();
      return createLoadAndSubmitMachine<Product[], LicenceCreate, Licence>('dealerSale').provide({
        actors: {
          load: fromPromise(async ({ signal }) => (await licences.products(organization, false, signal)).content),
          submit: fromPromise(({ input: { draft }, signal }) => send(draft, ({ requestId }) => licences.createLicence(organization, draft, signal, requestId))),
        },
      });
    },

    /** One licence read for its details. */
    licence: (id: number) =>
      createLoadAndSubmitMachine<Licence, never, never>('dealerLicence').provide({
        actors: { load: fromPromise(({ signal }) => licences.licence(id, signal)) },
      }),

    /** A licence code checked (validity and expiry), then activated for an organisation. */
    activation: () => {
      const send = requestAttempts();
      return createLicenceActivationMachine<Licence>().provide({
        actors: {
          check: fromPromise(async ({ input: { code }, signal }): Promise<CodeCheck> => {
            const [validation, expirationDate] = await Promise.all([
              platform.deviceLicences.validate(code, signal),
              licences.expirationDate(code, signal),
            ]);
            return { ...validation, expirationDate };
          }),
          activate: fromPromise(({ input, signal }) => send(input, ({ requestId }) => licences.activate(input.code, input.organization, signal, requestId))),
        },
      });
    },

    /** A licence renewed for one more period, confirmed first. */
    renewal: (id: number) => {
      const send = requestAttempts();
      return createLicenceRenewalMachine<Licence>().provide({
        actors: { renew: fromPromise(({ signal }) => send({ renew: id }, ({ requestId }) => licences.renew(id, signal, requestId))) },
      });
    },

    /** The organisation's pre-authorised transactions, a page at a time. */
    transactions: (organization: string) =>
      createPagedListMachine<PreauthorizedTransaction, never>('preauthorizedTransactions').provide({
        actors: {
          fetchPage: fromPromise(async ({ input: { page, pageSize }, signal }) => listPage(await dealer.transactions(organization, { page, pageSize }, signal))),
        },
      }),

    /** One transaction with its execution orders: revoked (confirmed), a failed execution retried. */
    transaction: (organization: string, transaction: PreauthorizedTransaction) => {
      const send = requestAttempts();
      return createPreauthorizedTransactionMachine<ExecutionOrder>().provide({
        actors: {
          executions: fromPromise(({ signal }) => dealer.executions(transaction.id, signal)),
          revoke: fromPromise(({ signal }) => send({ revoke: transaction.id }, ({ requestId }) => dealer.revoke(organization, transaction.id, signal, requestId))),
          retry: fromPromise(async ({ input: { executionId }, signal }) => {
            const order = await send({ retry: executionId }, ({ requestId }) => dealer.retry(transaction.id, executionId, signal, requestId));
            return { succeeded: order.result === 'SUCCESS' };
          }),
        },
      });
    },
  };
}

export type DealerMachines = ReturnType<typeof provideDealerMachines>;

/** The dealer screen's flows of this portal. */
export const useDealerFlows = sectionFlows(({ platform }) => provideDealerMachines(platform));
