// The store's flows with their real effects (spec §2 /store, /store/install/{appId}, /store/manage,
// /store/container/{id}): the catalogue and the installed apps as paged lists, installing with a plan, an app's
// session (its installation, its own token, the organisation's theme, read again before the token ends), and the
// embedded-app protocol's statecharts: the handshake and each preference round trip. Every write goes through a
// request-attempt keeper (src/platform/requestIds.ts).
import { fromPromise } from 'xstate';
import { createAppConnectHandshakeMachine, type AppContext, type AppPush } from '../../../machines/appConnectHandshake.machine';
import { createAppConnectPreferenceMachine, type PreferenceReply, type PreferenceRequest } from '../../../machines/appConnectPreference.machine';
import { createAppPaymentMachine, type PaymentOutcome } from '../../../machines/appPayment.machine';
import { createLiveQueryMachine } from '../../../machines/liveQuery.machine';
import { createLoadAndSubmitMachine } from '../../../machines/loadAndSubmit.machine';
import { createPagedListMachine, type ListPage } from '../../../machines/pagedList.machine';
import type { AppInstallation, AppLike, AppToken, Application, InstallRequest, PaidInstallRequest, TransactionIn, TransactionOut } from '../../platform/appsTypes';
import { forcedUninstallStatuses } from '../../platform/appsTypes';
import { isPlatformError } from '../../platform/errors';
import { outcomeUnknown, requestAttempts } from '../../platform/requestAttempts';
import type { Theme } from '../../platform/types';
import type { Platform } from '../../portal/platform';
import { sectionFlows } from '../../portal/portal';

/** A catalogue entry with its installation in the selected organisation, if any, and its likes. */
export interface CatalogueItem {
  app: Application;
  installation?: AppInstallation;
  like: AppLike;
}

/** The person likes an app, or takes the like back. */
export type CatalogueAction = { kind: 'like'; app: Application; liked: boolean };

export type InstallationAction =
  | { kind: 'uninstall'; installation: AppInstallation }
  /** `amount`: the price the person confirmed for a paid plan, paid with the change. */
  | { kind: 'changePlan'; installation: AppInstallation; planId: string; amount?: number }
  | { kind: 'reschedule'; installation: AppInstallation };

/** The install screen's data: the app, and its installation when it is there already. */
export interface InstallData {
  app: Application;
  installation?: AppInstallation;
}

/** What an open app needs from the platform: its installation, its own token and the organisation's theme. */
export interface AppSession {
  installation: AppInstallation;
  token: AppToken;
  theme?: Theme;
}

/** A payment request of an app: what it asks for, and the installation and organisation it pays from. */
export interface PaymentAsk {
  transactions: TransactionIn[];
  orgResourceId: string;
  installationId: number;
}

export interface SessionQuery {
  organizationId: number;
  resourceId: string;
  appId: number;
}

/** The app's token lives 5 minutes (sandbox/apps/handlers.ts): the session is read again before it ends. */
export const appSessionRefresh = 240_000;

/** The installation of `appId` among the organisation's, if it has one. */
export function installationOf(installations: AppInstallation[], appId: number): AppInstallation | undefined {
  return installations.find((installation) => installation.app.id === appId);
}

/** Where a person's preference for an app is kept: one property per app and key (src/platform/corePreferencesClient.ts). */
export const preferenceKey = (appKey: string, key: string) => `app:${appKey}:${key}`;

export function provideStoreMachines(platform: Pick<Platform, 'apps' | 'dealer' | 'theme' | 'coreHttp'>) {
  const service = platform.apps;
  const preferences = async () => (await import('../../platform/corePreferencesClient')).createCorePreferencesClient(platform.coreHttp);

  return {
    /** `showHidden`: the hidden apps too (the person's experimental switch). */
    catalogue: (organizationId: number, showHidden: boolean) => {
      const send = requestAttempts();
      return createPagedListMachine<CatalogueItem, CatalogueAction>('appCatalogue').provide({
        actors: {
          fetchPage: fromPromise(async ({ input: { page, pageSize, search }, signal }): Promise<ListPage<CatalogueItem>> => {
            const [apps, installations] = await Promise.all([
              service.catalogue({ page, pageSize, search: search.trim() || undefined, showHidden }, signal),
              service.installations(organizationId, signal),
            ]);
            // Spec §7 reads an app's likes one app at a time: the page's apps are asked together.
            const likes = await Promise.all(apps.content.map((app) => service.likeOf(app.id, signal)));
            return {
              items: apps.content.map((app, index) => ({ app, installation: installationOf(installations, app.id), like: likes[index] as AppLike })),
              totalElements: apps.totalElements,
              totalPages: apps.totalPages,
            };
          }),
          act: fromPromise(({ input: { action }, signal }) =>
            send({ appId: action.app.id, liked: action.liked }, ({ requestId }) => service.setLiked(action.app.id, action.liked, signal, requestId)),
          ),
        },
        // A like is taken back with one click: nothing to confirm.
        guards: { needsConfirmation: () => false },
      });
    },

    /** One installation read fresh, for a dialog that acts on it (its plan changed from what it is now). */
    installation: (organizationId: number, installId: number) =>
      createLoadAndSubmitMachine<AppInstallation, never, never>('appInstallation').provide({
        actors: { load: fromPromise(({ signal }) => service.installation(organizationId, installId, signal)) },
      }),

    installations: (organizationId: number) => {
      const send = requestAttempts();
      return createPagedListMachine<AppInstallation, InstallationAction>('appInstallations').provide({
        actors: {
          // The service answers every installation at once; the list pages them for the person.
          fetchPage: fromPromise(async ({ input: { page, pageSize }, signal }): Promise<ListPage<AppInstallation>> => {
            const all = await service.installations(organizationId, signal);
            return { items: all.slice(page * pageSize, (page + 1) * pageSize), totalElements: all.length, totalPages: Math.ceil(all.length / pageSize) };
          }),
          act: fromPromise(async ({ input: { action }, signal }) => {
            const { installation } = action;
            if (action.kind === 'changePlan') {
              const { planId, amount } = action;
              // A paid plan is paid and changed to in one write: both, or neither.
              await send({ installId: installation.id, planId, amount }, ({ requestId }) =>
                amount === undefined
                  ? service.changePlan(organizationId, installation.id, planId, signal, requestId)
                  : service.payAndChangePlan(organizationId, installation.id, planId, amount, signal, requestId),
              );
              return;
            }
            if (action.kind === 'reschedule') {
              await send({ reschedule: installation.id }, ({ requestId }) => service.reschedule(organizationId, installation.id, signal, requestId));
              return;
            }
            await send(installation.id, ({ requestId }) =>
              service.uninstall(organizationId, installation.id, forcedUninstallStatuses.includes(installation.status), signal, requestId),
            );
          }),
        },
        // The plan is chosen in a dialog of its own, which is the confirmation; trying a failed change again undoes
        // nothing; an uninstall is asked about.
        guards: { needsConfirmation: (_, { action }) => action.kind === 'uninstall' },
      });
    },

    install: (organizationId: number, appId: number) => {
      const send = requestAttempts();
      // A paid plan (with the amount the person confirmed) is paid and installed in one write: both, or neither.
      return createLoadAndSubmitMachine<InstallData, InstallRequest | PaidInstallRequest, AppInstallation>('appInstall').provide({
        actors: {
          load: fromPromise(async ({ signal }): Promise<InstallData> => {
            const [app, installations] = await Promise.all([service.app(appId, signal), service.installations(organizationId, signal)]);
            return { app, installation: installationOf(installations, appId) };
          }),
          submit: fromPromise(({ input: { draft }, signal }) =>
            send(draft, ({ requestId }) =>
              'amount' in draft ? service.payAndInstall(organizationId, draft, signal, requestId) : service.install(organizationId, draft, signal, requestId),
            ),
          ),
        },
      });
    },

    session: () =>
      createLiveQueryMachine<SessionQuery, AppSession>('appSession').provide({
        actors: {
          fetch: fromPromise(async ({ input: { query: { organizationId, resourceId, appId } }, signal }): Promise<AppSession> => {
            const [installations, theme] = await Promise.all([service.installations(organizationId, signal), platform.theme.organizationTheme(resourceId, signal)]);
            const installation = installationOf(installations, appId);
            if (installation === undefined) throw new AppNotInstalled(appId);
            const token = await service.appToken(organizationId, installation.id, signal);
            return { installation, token, theme };
          }),
        },
        delays: { pollInterval: appSessionRefresh },
      }),

    /** The handshake of one app frame; `post` sends a message to that app's window and origin only. */
    handshake: (host: Partial<AppContext>, post: (message: AppPush | { type: 'CORVINA_CONNECT_INIT_RESPONSE'; payload: AppContext }) => void) =>
      createAppConnectHandshakeMachine('appHandshake').provide({
          actions: {
            replyInit: (_, { context }) => post({ type: 'CORVINA_CONNECT_INIT_RESPONSE', payload: context }),
            push: (_, { pushes }) => pushes.forEach(post),
          },
        }),

    /** One preference request of an app, kept as the person's own for that app in the selected organisation. */
    preference: (owner: { organization: string; username: string }, appKey: string, request: PreferenceRequest, reply: (message: PreferenceReply) => void) => {
      const send = requestAttempts();
      return createAppConnectPreferenceMachine('appPreference').provide({
        actors: {
          read: fromPromise(async ({ input: { key }, signal }) => (await preferences()).userProperty(preferenceKey(appKey, key), owner, signal)),
          save: fromPromise(async ({ input: { key, value }, signal }) => {
            const client = await preferences();
            await send({ key, value }, ({ requestId }) => client.saveUserProperty(preferenceKey(appKey, key), value, owner, signal, requestId));
          }),
        },
        actions: { reply: (_, message) => reply(message) },
      });
    },

    /**
     * An app's payment requests, one shown at a time; one the person authorises becomes the license manager's
     * pre-authorised transactions for the app's installation (spec §7 POST /preauthorized/transactions).
     */
    payments: (reply: (request: PaymentAsk, outcome: PaymentOutcome, authorized?: TransactionOut[], error?: unknown) => void) => {
      const send = requestAttempts();
      return createAppPaymentMachine<PaymentAsk>('appPayments').provide({
        actors: {
          // `id` names the request: trying it again is the same attempt, so nothing is created twice.
          authorize: fromPromise(({ input: { request, id }, signal }) =>
            send({ id, ...request }, ({ requestId }) =>
              platform.dealer.create(request.orgResourceId, request.installationId, request.transactions, signal, requestId),
            ),
          ),
        },
        actions: { reply: (_, { request, outcome, authorized, error }) => reply(request, outcome, authorized as TransactionOut[] | undefined, error) },
        guards: { outcomeUnknown: (_, { error }) => outcomeUnknown(error) },
      });
    },
  };
}

/** The app is not installed in the selected organisation (a link from another organisation, or it was uninstalled). */
export class AppNotInstalled extends Error {
  constructor(readonly appId: number) {
    super(`App ${appId} is not installed in this organization`);
  }
}

export const isNotInstalled = (error: unknown) => error instanceof AppNotInstalled || isPlatformError(error, 'notFound');

export type StoreMachines = ReturnType<typeof provideStoreMachines>;

export const useStoreFlows = sectionFlows(({ platform }) => provideStoreMachines(platform));
