// The dealer's services in the sandbox: products, licences and subscriptions (licences service), pre-authorised
// transactions (license manager), and a control call that gives acme made-up clients for scale tests:
// `PUT /__sandbox/dealer { clients }` (0…10 000, after a reset).
import { HttpResponse, http } from 'msw';
import { controlBase } from '../paths';
import { errorResponse, isRecord, readJson } from '../http';
import { store } from '../store';
import { licenceHandlers, licenceValidationHandler } from './licences';
import { productHandlers } from './products';
import { addBulkClients, createDealerState, maxBulkClients } from './state';
import { transactionHandlers } from './transactions';

/** Before the device licences' handlers: the validation of a dealer's code is answered here. */
export const dealerHandlers = [licenceValidationHandler, ...productHandlers, ...licenceHandlers, ...transactionHandlers];

export const dealerControlHandlers = [
  http.put(`*${controlBase}/dealer`, async ({ request }) => {
    const body = await readJson(request);
    const clients = isRecord(body) ? body.clients : undefined;
    if (typeof clients !== 'number' || !Number.isInteger(clients) || clients < 0 || clients > maxBulkClients) {
      return errorResponse(400, `clients must be an integer from 0 to ${maxBulkClients}`);
    }
    const state = createDealerState();
    addBulkClients(state, clients);
    store().dealer = state;
    return HttpResponse.json({ clients: state.clients.length });
  }),
];
