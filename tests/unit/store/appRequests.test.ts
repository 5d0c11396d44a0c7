// An app's payment request in the client library's own types (CONNECT common.ts
// PreauthorizedCreditTransactionInDTO: `Date` times, a `Map` of transaction data, structured-cloned by postMessage)
// is taken as the plain-object and ISO-text forms are, fields the library does not declare are dropped, and a
// malformed one is refused with a reason that names the field; the answer carries the created transactions as the
// library declares them (numeric ids, `Date` times, a `Map`).
import { describe, expect, test } from 'vitest';
import { paymentRequest, paymentResponse } from '../../../src/features/store/appPayment';

const base = { orderId: 'order-1', targetWalletId: 'wallet-1', amount: 12.5 };

describe('paymentRequest', () => {
  test('Date times and a Map of data, structured-cloned as postMessage does, are sent on as ISO text and an object', () => {
    const sent = structuredClone([
      {
        ...base,
        executionMinTime: new Date('2026-12-01T08:00:00Z'),
        executionMaxTime: new Date('2026-12-31T18:00:00Z'),
        transactionData: new Map<string, unknown>([['part', 'G-12'], ['quantity', 3]]),
      },
    ]);
    expect(paymentRequest(sent)).toEqual({
      transactions: [
        { ...base, executionMinTime: '2026-12-01T08:00:00.000Z', executionMaxTime: '2026-12-31T18:00:00.000Z', transactionData: { part: 'G-12', quantity: 3 } },
      ],
    });
  });

  test('ISO text and a plain object stay accepted; a field the library does not declare is dropped', () => {
    expect(paymentRequest([{ ...base, executionMinTime: '2026-12-01T08:00:00Z', transactionData: { part: 'G-12' }, color: 'red', authorizedBy: 'mallory' }])).toEqual({
      transactions: [{ ...base, executionMinTime: '2026-12-01T08:00:00.000Z', transactionData: { part: 'G-12' } }],
    });
  });

  test('a malformed request is refused with its msg and the field at fault', () => {
    expect(paymentRequest([])).toEqual({ refused: 'ERROR_NO_EMPTY_TRANSACTIONS', error: 'transactions: at least one is required' });
    expect(paymentRequest(base)).toEqual({ refused: 'ERROR_INVALID_TRANSACTIONS', error: 'transactions: must be an array' });
    expect(paymentRequest(undefined)).toEqual({ refused: 'ERROR_INVALID_TRANSACTIONS', error: 'transactions: must be an array' });
    expect(paymentRequest(Array.from({ length: 21 }, () => base))).toEqual({ refused: 'ERROR_TOO_MANY_TRANSACTIONS', error: 'transactions: at most 20 in one request' });
    expect(paymentRequest([base, { ...base, amount: 0 }])).toEqual({ refused: 'ERROR_INVALID_TRANSACTIONS', error: 'transactions[1].amount: must be above 0' });
    expect(paymentRequest([{ ...base, amount: -3 }])).toEqual({ refused: 'ERROR_INVALID_TRANSACTIONS', error: 'transactions[0].amount: must be above 0' });
    expect(paymentRequest([{ ...base, amount: '12.5' }])).toEqual({ refused: 'ERROR_INVALID_TRANSACTIONS', error: 'transactions[0].amount: must be a number' });
    expect(paymentRequest([{ ...base, orderId: '' }])).toEqual({ refused: 'ERROR_INVALID_TRANSACTIONS', error: 'transactions[0].orderId: is required' });
    expect(paymentRequest([{ ...base, executionMinTime: 'next Tuesday' }])).toEqual({
      refused: 'ERROR_INVALID_TRANSACTIONS',
      error: 'transactions[0].executionMinTime: must be a Date or an ISO-8601 time',
    });
    expect(paymentRequest([{ ...base, transactionData: 'part=G-12' }])).toEqual({
      refused: 'ERROR_INVALID_TRANSACTIONS',
      error: 'transactions[0].transactionData: must be a Map or an object',
    });
    expect(paymentRequest(['order-1'])).toEqual({ refused: 'ERROR_INVALID_TRANSACTIONS', error: 'transactions[0]: must be an object' });
  });
});

describe('paymentResponse', () => {
  test('an authorised payment carries the created transactions as the library declares them', () => {
    const created = {
      ...base,
      id: 4,
      orgResourceId: 'globex',
      entityId: 2,
      entityStringId: 'corvina-app-spare-parts',
      entityType: 'APP',
      state: 'AUTHORIZED',
      authorizedBy: 'alice',
      executionMinTime: '2026-12-01T08:00:00.000Z',
      transactionData: { part: 'G-12' },
    };
    expect(paymentResponse('AUTHORIZED', [created])).toEqual({
      type: 'TRANSACTIONS_AUTHORIZATION_RESPONSE',
      payload: {
        status: 200,
        msg: 'AUTHORIZED',
        payload: [{ ...created, executionMinTime: new Date('2026-12-01T08:00:00Z'), transactionData: new Map([['part', 'G-12']]) }],
      },
    });
  });

  test('a refusal has no payload, an error status and the reason', () => {
    expect(paymentResponse('ERROR_INVALID_TRANSACTIONS', null, 'transactions[0].amount: must be above 0').payload).toEqual({
      status: 400,
      payload: null,
      msg: 'ERROR_INVALID_TRANSACTIONS',
      error: 'transactions[0].amount: must be above 0',
    });
    expect(paymentResponse('USER_REJECTED').payload).toEqual({ status: 403, payload: null, msg: 'USER_REJECTED' });
  });
});
