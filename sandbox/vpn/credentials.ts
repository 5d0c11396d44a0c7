// The companion app's sign-in (spec §7 credentials/request and setApplicationPassword; payloads ours, sandbox/README):
// credentials issued to a member of a VPN-enabled domain for a day, and the person's own application password, each
// refused with a 400 naming the field. Personal: a reader may use both.
import { HttpResponse, http } from 'msw';
import { vpnEndpoints } from '../../src/platform/vpnEndpoints';
import { applicationPasswordLength, applicationPasswordProblem, clientOsParam } from '../../src/platform/vpnTypes';
import { withUser } from '../authenticate';
import { errorResponse, isRecord, readJson } from '../http';
import { route } from '../routes';
import { store } from '../store';
import { organizationOf } from './access';

/** How long issued credentials open the companion app, ms. */
export const credentialsLifetime = 24 * 60 * 60_000;

const osNames = Object.values(clientOsParam);

export const credentialHandlers = [
  http.post(
    route('vpn', () => vpnEndpoints.credentialsRequest),
    withUser(async (input) => {
      const body = await readJson(input.request);
      if (!isRecord(body) || typeof body.domain !== 'string' || body.domain === '') return errorResponse(400, 'domain is required');
      const organization = organizationOf({ ...input, params: { org: body.domain } });
      if (organization instanceof Response) return organization;
      if (typeof body.clientOs !== 'string' || !osNames.includes(body.clientOs)) return errorResponse(400, `clientOs must be one of ${osNames.join(', ')}`);
      const password = crypto.randomUUID().replaceAll('-', '');
      const validUntil = Date.now() + credentialsLifetime;
      store().vpn.credentials.push({ username: input.user.username, orgResourceId: organization.resourceId, password, validUntil });
      return HttpResponse.json({ username: `${input.user.username}/${organization.resourceId}`, password, validUntil });
    }),
  ),

  http.post(
    route('vpn', () => vpnEndpoints.applicationPassword),
    withUser(async (input) => {
      const body = await readJson(input.request);
      if (!isRecord(body) || typeof body.domain !== 'string' || body.domain === '') return errorResponse(400, 'domain is required');
      const organization = organizationOf({ ...input, params: { org: body.domain } });
      if (organization instanceof Response) return organization;
      const password = typeof body.password === 'string' ? body.password : '';
      const problem = applicationPasswordProblem(password);
      if (problem !== undefined) {
        const { min, max } = applicationPasswordLength;
        return errorResponse(400, problem === 'spaces' ? 'password may not start or end with a space' : `password must be ${min} to ${max} characters`);
      }
      store().vpn.applicationPasswords.set(`${input.user.username}/${organization.resourceId}`, password);
      return new HttpResponse(null, { status: 204 });
    }),
  ),
];
