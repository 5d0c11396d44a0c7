// Machines that screens start themselves (one per visit), provided here with their real effects.
import { fromPromise } from 'xstate';
import { createLoadAndSubmitMachine } from '../../machines/loadAndSubmit.machine';
import { loadOnce } from '../platform/loadOnce';
import type { Agreement, SelfOnBoarding } from '../platform/types';
import type { PortalActors } from './actors';
import { provideOrganizationChoice } from './actors';
import type { Platform } from './platform';

export interface AgreementsDraft {
  accepted: number[];
}

export function provideScreenMachines(platform: Platform, actors: PortalActors) {
  return {
    organizationChoice: provideOrganizationChoice(platform),

    /** Spec §4 step 4: read the pending agreements and accept them. */
    agreements: createLoadAndSubmitMachine<Agreement[], AgreementsDraft, void>('agreements').provide({
      actors: {
        load: fromPromise(async ({ signal }) => {
          const [pending, latest] = await Promise.all([
            platform.core.agreementsCheck(signal),
            platform.core.agreementsLast(signal),
          ]);
          return latest.filter((agreement) => pending.types.includes(agreement.type));
        }),
        submit: fromPromise(({ input, signal }) => platform.core.acceptAgreements(input.draft.accepted, signal)),
      },
      actions: { finished: () => actors.guard.send({ type: 'agreements.accepted' }) },
    }),

    /** Spec §7 self on-boarding: the agreements to accept, then the sign-up itself (90 s). */
    registration: createLoadAndSubmitMachine<Agreement[], SelfOnBoarding, void>('registration').provide({
      actors: {
        load: fromPromise(({ signal }) => platform.core.agreementsLast(signal)),
        submit: fromPromise(({ input, signal }) => platform.core.selfOnBoarding(input.draft, signal)),
      },
    }),

    /** The dashboard viewer's and editor's flows, loaded with the first of those screens. */
    dashboards: loadOnce(async () => (await import('./dashboardMachines')).provideDashboardMachines(platform)),

    /** Uploading a dashboard asset (spec §7): signed URL, then the PUT with progress; loaded with the editor. */
    assetUpload: loadOnce(async () => (await import('./assetUpload')).provideAssetUpload(platform)),

    /** The notification screens' flows, loaded with the first of them (they stay out of the entry bundle). */
    notifications: loadOnce(async () => (await import('./notificationMachines')).provideNotificationMachines(platform)),

    /** The dashboard lists, versions, sharing, flows and gallery, loaded with the first of their screens or dialogs. */
    dashboardLists: loadOnce(async () => (await import('./dashboardListMachines')).provideDashboardListMachines(platform)),

    /** The alarm screen's flows, loaded with it. */
    alarms: loadOnce(async () => (await import('./alarmMachines')).provideAlarmMachines(platform)),
  };
}

export type ScreenMachines = ReturnType<typeof provideScreenMachines>;
