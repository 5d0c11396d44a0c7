// Legal agreements (spec §3, guard step 4): which types the user still has to accept, their texts, acceptance.
import { HttpResponse, http } from 'msw';
import { agreementsServiceName, coreEndpoints } from '../../src/platform/endpoints';
import type { Agreement, AgreementCheck } from '../../src/platform/types';
import { withUser } from '../authenticate';
import { errorResponse, isRecord, readJson, servicePath } from '../http';
import { store } from '../store';

export const agreementHandlers = [
  http.get(
    servicePath('core', coreEndpoints.agreementsCheck),
    withUser(({ request, user }) => {
      const serviceName = new URL(request.url).searchParams.get('serviceName');
      if (serviceName === null) return errorResponse(400, 'serviceName is required');
      // Only the cloud agreements are modelled; other services have nothing pending.
      const types = serviceName === agreementsServiceName ? [...user.pendingAgreements] : [];
      return HttpResponse.json<AgreementCheck>({ types });
    }),
  ),

  // Public: the registration page shows the texts before anyone has an account.
  http.get(servicePath('core', coreEndpoints.agreementsLast), () => HttpResponse.json<Agreement[]>(store().agreements)),

  http.post(
    servicePath('core', coreEndpoints.agreementsAccept),
    withUser(async ({ request, user }) => {
      const body = await readJson(request);
      const ids = isRecord(body) ? body.ids : undefined;
      if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'number')) {
        return errorResponse(400, 'ids must be a list of agreement ids');
      }
      const accepted = ids.map((id) => store().agreements.find((agreement) => agreement.id === id));
      const unknown = ids.filter((_, index) => accepted[index] === undefined);
      if (unknown.length > 0) return errorResponse(400, `Unknown agreement ids: ${unknown.join(', ')}`);
      const acceptedTypes = new Set(accepted.map((agreement) => agreement?.type));
      user.pendingAgreements = user.pendingAgreements.filter((type) => !acceptedTypes.has(type));
      return new HttpResponse(null, { status: 204 });
    }),
  ),
];
