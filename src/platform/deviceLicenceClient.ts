// License manager (spec §7 "License-manager service", facts §7.1), base `<app>/svc/license`: a device licence looked
// up by activation key or serial number and validated, a device activated with it, its VPN time activated and set to
// renew or not, and the organisation's licences listed a page at a time and released. Every write carries its request
// id.
import * as v from 'valibot';
import { deviceLicenceEndpoints } from './deviceLicenceEndpoints';
import type { DeviceActivation, DeviceLicence, LicenceLookup, LicenceValidation, VpnActivation } from './deviceLicenceTypes';
import type { HttpClient } from './http';
import { serverTimeOf } from './serverTime';
import { licenceOrder } from './licenceRules';
import { type RequestId, requestIdHeaders } from './requestIds';
import type { CorePage } from './types';

const licenceSchema = v.object({
  id: v.number(),
  activationKey: v.string(),
  serialNumber: v.optional(v.string()),
  deviceId: v.optional(v.string()),
  alias: v.optional(v.string()),
  label: v.optional(v.string()),
  logicalId: v.optional(v.string()),
  orgResourceId: v.string(),
  notes: v.optional(v.string()),
  used: v.boolean(),
  deleted: v.optional(v.boolean()),
  fromDateVpn: v.optional(v.string()),
  toDateVpn: v.optional(v.string()),
  numOfSecondsAutoRenewVpn: v.number(),
  vpnAutorenew: v.optional(v.boolean()),
}) satisfies v.GenericSchema<DeviceLicence>;

const licencePageSchema = v.object({
  content: v.array(licenceSchema),
  last: v.boolean(),
  totalElements: v.number(),
  totalPages: v.number(),
});

const validationSchema = v.variant('valid', [
  v.object({ valid: v.literal(true) }),
  v.object({ valid: v.literal(false), reason: v.picklist(['used', 'expired', 'deleted']) }),
]) satisfies v.GenericSchema<LicenceValidation>;

/** A page of licences and the service's clock when it answered (its `Date` header), to tell what has expired by. */
export type DeviceLicencePage = Pick<CorePage<DeviceLicence>, 'content' | 'last' | 'totalElements' | 'totalPages'> & { serverTime?: number };

export type DeviceLicenceClient = ReturnType<typeof createDeviceLicenceClient>;

export function createDeviceLicenceClient(http: HttpClient) {
  return {
    /** The licence of an activation key or a serial number; a 404 when there is none. */
    lookUp: (lookup: LicenceLookup, signal?: AbortSignal): Promise<DeviceLicence> =>
      http.request(deviceLicenceEndpoints.lookUp, { query: { ...lookup }, schema: licenceSchema, signal }),

    /** Whether the licence may still be activated, and why not. */
    validate: (licenseCode: string, signal?: AbortSignal): Promise<LicenceValidation> =>
      http.request(deviceLicenceEndpoints.validate, { query: { licenseCode }, schema: validationSchema, signal }),

    /** Activates the licence: the device joins the organisation under `alias`. Answers the used licence. */
    activate: (activation: DeviceActivation, signal: AbortSignal | undefined, requestId: RequestId): Promise<DeviceLicence> =>
      http.request(deviceLicenceEndpoints.activate, {
        method: 'POST',
        body: activation,
        headers: requestIdHeaders(requestId),
        schema: licenceSchema,
        signal,
      }),

    activateVpn: (activation: VpnActivation, signal: AbortSignal | undefined, requestId: RequestId): Promise<DeviceLicence> =>
      http.request(deviceLicenceEndpoints.activateVpn, {
        method: 'POST',
        body: activation,
        headers: requestIdHeaders(requestId),
        schema: licenceSchema,
        signal,
      }),

    setVpnAutorenew: (
      change: { logicalId: string; orgResourceId: string; autorenew: boolean },
      signal: AbortSignal | undefined,
      requestId: RequestId,
    ): Promise<DeviceLicence> =>
      http.request(deviceLicenceEndpoints.vpnAutorenew, {
        method: 'PUT',
        body: change,
        headers: requestIdHeaders(requestId),
        schema: licenceSchema,
        signal,
      }),

    /**
     * One page of the organisation's device licences, newest first (spec §9); with `logicalId`, only the licence the
     * device of that logical id was activated with (spec §7's "filter"; the parameter is ours).
     */
    licences: async (orgResourceId: string, query: { page: number; pageSize: number; logicalId?: string }, signal?: AbortSignal): Promise<DeviceLicencePage> => {
      let serverTime: number | undefined;
      const page = await http.request(deviceLicenceEndpoints.licences, {
        query: { orgResourceId, ...query, ...licenceOrder },
        schema: licencePageSchema,
        signal,
        onHeaders: (headers) => {
          serverTime = serverTimeOf(headers);
        },
      });
      return { ...page, serverTime };
    },

    /** Releases a licence: it leaves the organisation's list. */
    release: async (orgResourceId: string, id: number, signal: AbortSignal | undefined, requestId: RequestId): Promise<void> => {
      await http.request(deviceLicenceEndpoints.licence(id), {
        method: 'DELETE',
        query: { orgResourceId },
        headers: requestIdHeaders(requestId),
        signal,
      });
    },
  };
}
