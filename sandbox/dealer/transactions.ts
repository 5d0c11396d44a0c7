// The license manager's pre-authorised credit transactions (spec §7 "License-manager service"), base `/svc/license`:
// - GET /preauthorized/transactions?orgResourceId=&page=&pageSize= (`organizations:read`), newest first.
// - POST /preauthorized/transactions?orgResourceId=&installationId= (`organizations:update`), a body of
//   PreauthorizedCreditTransactionIn (facts §13): what an app installed there (one that makes in-app purchases) was
//   authorised to charge, answered as the Out records (201); 400 naming the field of a malformed one. The entity is
//   the app's installation (ours: the facts give the Out fields, not how the entity is named).
// - GET /preauthorized/transaction/{id}/executions: its execution orders, oldest first.
// - DELETE /preauthorized/transaction/{id}?orgResourceId= revokes it (`organizations:update`): it is never executed
//   again, and a retry of its failures is refused with a 409.
// - POST /preauthorized/transaction/{id}/execution/{execId} retries a failed execution (`organizations:update`): a new
//   execution order of the same ordinal that succeeds or fails as seeded; a failure already retried with success,
//   or an execution that did not fail, is refused with a 409.
import { HttpResponse, http } from 'msw';
import type { TransactionIn, TransactionOut } from '../../src/platform/appsTypes';
import { dealerEndpoints } from '../../src/platform/dealerEndpoints';
import type { ExecutionOrder, PreauthorizedTransaction } from '../../src/platform/dealerTypes';
import type { PermissionScope } from '../../src/platform/permissions';
import { withUser } from '../authenticate';
import { errorResponse, isRecord, readJson, servicePath } from '../http';
import { corePage } from '../paging';
import { route } from '../routes';
import { store, type SandboxUser } from '../store';
import { callerOrganization } from './access';
import { catalogue } from '../apps/catalogue';
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

const optionalText = ['sourceOrgResourceId', 'sourceWalletId', 'description', 'periodicity', 'transactionSubjectType', 'transactionSubjectRef'] as const;
const optionalNumber = ['ordinal', 'executionMaxOrdinal', 'transactionSubjectQuantity'] as const;

/** Why `item` is not a PreauthorizedCreditTransactionIn, naming the field; undefined when it is one. */
function refusal(item: unknown, at: string): string | undefined {
  if (!isRecord(item)) return `${at}: an object is required`;
  if (typeof item.orderId !== 'string' || item.orderId === '') return `${at}.orderId is required`;
  if (typeof item.targetWalletId !== 'string' || item.targetWalletId === '') return `${at}.targetWalletId is required`;
  if (typeof item.amount !== 'number' || !Number.isFinite(item.amount) || item.amount <= 0) return `${at}.amount must be a positive number`;
  for (const name of optionalText) if (item[name] !== undefined && typeof item[name] !== 'string') return `${at}.${name} must be text`;
  for (const name of optionalNumber) if (item[name] !== undefined && !Number.isFinite(item[name])) return `${at}.${name} must be a number`;
  for (const name of ['executionMinTime', 'executionMaxTime'] as const) {
    const time = item[name];
    if (time !== undefined && (typeof time !== 'string' || Number.isNaN(Date.parse(time)))) return `${at}.${name} must be an ISO-8601 time`;
  }
  if (item.transactionData !== undefined && !isRecord(item.transactionData)) return `${at}.transactionData must be an object`;
  return undefined;
}

/** The transactions of a request, or the 400 naming the field. */
function asTransactions(body: unknown): TransactionIn[] | Response {
  if (!Array.isArray(body) || body.length === 0) return errorResponse(400, 'transactions: at least one is required');
  for (const [index, item] of body.entries()) {
    const refused = refusal(item, `transactions[${index}]`);
    if (refused !== undefined) return errorResponse(400, refused);
  }
  return body as TransactionIn[];
}

export const transactionHandlers = [
  http.post(
    servicePath('licenseManager', dealerEndpoints.transactions),
    withUser(async ({ request, user }) => {
      const url = new URL(request.url);
      const organization = callerOrganization(url.searchParams.get('orgResourceId'), user, 'organizations:update', { dealer: false });
      if (organization instanceof Response) return organization;
      const installationId = url.searchParams.get('installationId');
      const installation = store().apps.installations.find((candidate) => candidate.organizationId === organization.id && String(candidate.id) === installationId);
      if (installation === undefined) return errorResponse(404, `App installation ${installationId ?? ''} not found in ${organization.resourceId}`);
      const entry = catalogue.find((candidate) => candidate.id === installation.appId);
      if (!entry?.inAppPurchases) return errorResponse(400, `${entry?.name ?? 'The app'} makes no in-app purchases`);
      const transactions = asTransactions(await readJson(request));
      if (transactions instanceof Response) return transactions;
      const kept = store().dealer.transactions;
      const authorized = transactions.map((transaction, index): TransactionOut => ({
        ...transaction,
        id: kept.reduce((max, candidate) => Math.max(max, candidate.id), 0) + 1 + index,
        orgResourceId: organization.resourceId,
        entityId: installation.id,
        entityStringId: entry.key,
        entityType: 'APP',
        state: 'AUTHORIZED',
        authorizedBy: user.username,
      }));
      kept.push(...authorized.map((transaction) => ({ ...transaction, state: 'AUTHORIZED' as const, retrySucceeds: true })));
      return HttpResponse.json(authorized, { status: 201 });
    }),
  ),


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
