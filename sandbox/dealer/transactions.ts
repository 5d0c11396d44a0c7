// The license manager's pre-authorised credit transactions (spec §7 "License-manager service"), base `/svc/license`:
// - GET /preauthorized/transactions?orgResourceId=&page=&pageSize= (`organizations:read`), newest first.
// - GET /preauthorized/transaction/{id}/executions: its execution orders, oldest first.
// - DELETE /preauthorized/transaction/{id}?orgResourceId= revokes it (`organizations:update`): it is never executed
//   again, and a retry of its failures is refused with a 409.
// - POST /preauthorized/transaction/{id}/execution/{execId} retries a failed execution (`organizations:update`): a new
//   execution order of the same ordinal that succeeds or fails as seeded; a failure already retried with success,
//   or an execution that did not fail, is refused with a 409.
import { HttpResponse, http } from 'msw';
import { dealerEndpoints } from '../../src/platform/dealerEndpoints';
import type { ExecutionOrder, PreauthorizedTransaction } from '../../src/platform/dealerTypes';
import type { PermissionScope } from '../../src/platform/permissions';
import { withUser } from '../authenticate';
import { errorResponse, servicePath } from '../http';
import { corePage } from '../paging';
import { route } from '../routes';
import { store, type SandboxUser } from '../store';
import { callerOrganization } from './access';
import type { SandboxTransaction } from './state';

const wire = ({ retrySucceeds: _retry, ...transaction }: SandboxTransaction): PreauthorizedTransaction => transaction;

/** The transaction, when the caller holds `needed` in its organisation; otherwise the 404 (nothing is disclosed). */
function transactionFor(id: string, user: SandboxUser, needed: PermissionScope): SandboxTransaction | Response {
  const transaction = store().dealer.transactions.find((candidate) => String(candidate.id) === id);
  if (transaction === undefined || callerOrganization(transaction.orgResourceId, user, needed, { dealer: false }) instanceof Response) {
    return errorResponse(404, `Pre-authorised transaction ${id} not found`);
  }
  return transaction;
}

export const transactionHandlers = [
  http.get(
    servicePath('licenseManager', dealerEndpoints.transactions),
    withUser(({ request, user }) => {
      const url = new URL(request.url);
      const organization = callerOrganization(url.searchParams.get('orgResourceId'), user, 'organizations:read', { dealer: false });
      if (organization instanceof Response) return organization;
      const own = store()
        .dealer.transactions.filter((transaction) => transaction.orgResourceId === organization.resourceId)
        .sort((a, b) => b.id - a.id);
      const page = corePage(own, url);
      return HttpResponse.json({ ...page, content: page.content.map(wire) });
    }),
  ),

  http.get<{ id: string }>(
    route('licenseManager', dealerEndpoints.executions, 'id'),
    withUser<{ id: string }>(({ params, user }) => {
      const transaction = transactionFor(params.id, user, 'organizations:read');
      if (transaction instanceof Response) return transaction;
      return HttpResponse.json<ExecutionOrder[]>(store().dealer.executions.filter((execution) => execution.transactionId === transaction.id));
    }),
  ),

  http.delete<{ id: string }>(
    route('licenseManager', dealerEndpoints.transaction, 'id'),
    withUser<{ id: string }>(({ request, params, user }) => {
      const organization = callerOrganization(new URL(request.url).searchParams.get('orgResourceId'), user, 'organizations:update', { dealer: false });
      if (organization instanceof Response) return organization;
      const transaction = transactionFor(params.id, user, 'organizations:update');
      if (transaction instanceof Response || transaction.orgResourceId !== organization.resourceId) {
        return errorResponse(404, `Pre-authorised transaction ${params.id} not found in ${organization.resourceId}`);
      }
      if (transaction.state === 'REVOKED') return errorResponse(409, `Pre-authorised transaction ${params.id} is already revoked`);
      transaction.state = 'REVOKED';
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.post<{ id: string; execution: string }>(
    route('licenseManager', dealerEndpoints.execution, 'id', 'execution'),
    withUser<{ id: string; execution: string }>(({ params, user }) => {
      const transaction = transactionFor(params.id, user, 'organizations:update');
      if (transaction instanceof Response) return transaction;
      if (transaction.state === 'REVOKED') return errorResponse(409, `Pre-authorised transaction ${params.id} is revoked: it is not executed again`);
      const executions = store().dealer.executions;
      const failed = executions.find((execution) => String(execution.id) === params.execution && execution.transactionId === transaction.id);
      if (failed === undefined) return errorResponse(404, `Execution ${params.execution} not found`);
      if (failed.result !== 'FAILURE') return errorResponse(409, `Execution ${params.execution} did not fail: there is nothing to retry`);
      if (executions.some((execution) => execution.retryOf === failed.id && execution.result === 'SUCCESS')) {
        return errorResponse(409, `Execution ${params.execution} was already retried with success`);
      }
      const retried: ExecutionOrder = {
        id: executions.reduce((max, execution) => Math.max(max, execution.id), 0) + 1,
        transactionId: transaction.id,
        ordinal: failed.ordinal,
        executionTime: Date.now(),
        result: transaction.retrySucceeds ? 'SUCCESS' : 'FAILURE',
        ...(transaction.retrySucceeds ? {} : { reason: failed.reason ?? 'The execution failed again' }),
        retryOf: failed.id,
      };
      executions.push(retried);
      return HttpResponse.json(retried, { status: 201 });
    }),
  ),
];
