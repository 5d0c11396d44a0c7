// The core's device records (spec §7 Core API "devices (GET, search, by label, PATCH …)", facts §4.1 and §4.3
// CoreDevice): what the platform's identity side knows of a device, its numeric id, the alias it was activated with,
// its hardware id (the mappings service's `deviceId`) and the label it is known by. Over the core client (base
// `<app>/svc/core`), made by the devices section's flows, so neither the code nor the paths are in the entry. The
// label's change carries its attempt's request id.
import * as v from 'valibot';
import { coreDeviceEndpoints } from './coreDeviceEndpoints';
import type { HttpClient } from './http';
import { type RequestId, requestIdHeaders } from './requestIds';
import { corePageSchema } from './schemas';

/** Facts §4.3 CoreDevice. */
const coreDeviceSchema = v.object({ id: v.number(), alias: v.string(), label: v.string(), hwId: v.string(), orgResourceId: v.string() });
const coreDevicePageSchema = v.object({ ...corePageSchema(coreDeviceSchema).entries, totalElements: v.number() });

export type CoreDevice = v.InferOutput<typeof coreDeviceSchema>;
export type CoreDevicePage = v.InferOutput<typeof coreDevicePageSchema>;

/** A page of the core's records (facts §3: 0-based `page`, `pageSize`). */
export type CorePageQuery = { page: number; pageSize: number };

export type CoreDeviceClient = ReturnType<typeof createCoreDeviceClient>;

export function createCoreDeviceClient(http: HttpClient) {
  return {
    /** A page of the organisation's records, narrowed to a hardware id or an alias when given (facts §4.2). */
    devices: (org: number, query: CorePageQuery & { deviceHwId?: string; deviceAlias?: string }, signal?: AbortSignal): Promise<CoreDevicePage> =>
      http.request(coreDeviceEndpoints.devices(org), { query, schema: coreDevicePageSchema, signal }),

    /** The records labelled exactly `label` (facts §4.1 `?deviceLabel=`: labels need not be unique). */
    devicesByLabel: async (org: number, label: string, signal?: AbortSignal): Promise<CoreDevice[]> =>
      (await http.request(coreDeviceEndpoints.devices(org), { query: { deviceLabel: label }, schema: coreDevicePageSchema, signal })).content,

    /** A page of the records whose label, alias or hardware id contain `search`. */
    searchDevices: (org: number, query: CorePageQuery & { search: string }, signal?: AbortSignal): Promise<CoreDevicePage> =>
      http.request(coreDeviceEndpoints.deviceSearch(org), { query, schema: coreDevicePageSchema, signal }),

    /** One record by its numeric id. */
    device: (org: number, id: number, signal?: AbortSignal): Promise<CoreDevice> =>
      http.request(coreDeviceEndpoints.device(org, id), { schema: coreDeviceSchema, signal }),

    /** Changes the label the device is known by; answers the record as it is now. */
    relabel: (org: number, id: number, label: string, signal: AbortSignal | undefined, requestId: RequestId): Promise<CoreDevice> =>
      http.request(coreDeviceEndpoints.device(org, id), {
        method: 'PATCH',
        body: { label },
        headers: requestIdHeaders(requestId),
        schema: coreDeviceSchema,
        signal,
      }),
  };
}
