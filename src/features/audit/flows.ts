// The /log screen's flows with their real effects (spec §2 /log): the audit log a page at a time under the filter
// (the paged list's named subset is the filter's query string, auditView.ts), its export, and the failed
// notifications of the second tab. Each flow is made for one organisation, the one every call names.
import { fromPromise } from 'xstate';
import { createLoadAndSubmitMachine } from '../../../machines/loadAndSubmit.machine';
import { createPagedListMachine, type ListPage } from '../../../machines/pagedList.machine';
import type { AuditEvent, AuditFilter } from '../../platform/auditTypes';
import type { FailedDelivery } from '../../platform/notificationTypes';
import type { DataPage } from '../../platform/types';
import type { Platform } from '../../portal/platform';
import { sectionFlows } from '../../portal/portal';
import { auditFilterFromKey } from './auditView';

const listPage = <T>({ data, totalElements, totalPages }: DataPage<T>): ListPage<T> => ({ items: data, totalElements, totalPages });

export function provideAuditMachines(platform: Pick<Platform, 'audit' | 'notifications'>) {
  return {
    log: (organization: string) =>
      createPagedListMachine<AuditEvent, never>('auditLog').provide({
        actors: {
          fetchPage: fromPromise(async ({ input: { page, pageSize, filter }, signal }) =>
            listPage(await platform.audit.events(organization, auditFilterFromKey(filter ?? ''), { page, pageSize }, signal)),
          ),
        },
      }),

    /** Every event the filter matches, as CSV: a read, so it carries no request id. */
    exportCsv: (organization: string) =>
      createLoadAndSubmitMachine<void, AuditFilter, string>('auditExport').provide({
        actors: {
          load: fromPromise<void, void>(async () => {}),
          submit: fromPromise(({ input: { draft }, signal }) => platform.audit.exportCsv(organization, draft, signal)),
        },
      }),

    failedDeliveries: (organization: string) =>
      createPagedListMachine<FailedDelivery, never>('failedDeliveries').provide({
        actors: {
          fetchPage: fromPromise(async ({ input: { page, pageSize }, signal }) =>
            listPage(await platform.notifications.failedDeliveries(organization, { page, pageSize }, signal)),
          ),
        },
      }),
  };
}

/** The /log screen's flows of this portal. */
export const useAuditFlows = sectionFlows(({ platform }) => provideAuditMachines(platform));
