// Moving a device to another organisation (spec §7 Core API "devices … move by POST with import token; importToken
// generate and verify", facts: generateImportToken(orgId) → verifyImportToken → moveDeviceToAnotherOrganization(orgId,
// hwId, token)). The destination hands out a token; the source checks whose it is, then moves the device with it
// (spec §3 "Device move: organizationImportToken"). Over the core client (base `<app>/svc/core`), made by the devices
// section's flows, so neither the code nor the paths are in the entry. Every write carries its request id.
import * as v from 'valibot';
import { deviceMoveEndpoints } from './deviceMoveEndpoints';
import type { HttpClient } from './http';
import { type RequestId, requestIdHeaders } from './requestIds';

const tokenSchema = v.object({ token: v.string(), expiresAt: v.number() });
const destinationSchema = v.object({ organizationId: v.number(), resourceId: v.string(), name: v.string() });

/** Who a token moves devices to. */
export type ImportDestination = v.InferOutput<typeof destinationSchema>;
export type ImportToken = v.InferOutput<typeof tokenSchema>;

export type DeviceMoveClient = ReturnType<typeof createDeviceMoveClient>;

export function createDeviceMoveClient(http: HttpClient) {
  return {
    generateImportToken: (organizationId: number, signal: AbortSignal | undefined, requestId: RequestId): Promise<ImportToken> =>
      http.request(deviceMoveEndpoints.importToken(organizationId), {
        method: 'POST',
        headers: requestIdHeaders(requestId),
        schema: tokenSchema,
        signal,
      }),

    verifyImportToken: (token: string, signal?: AbortSignal): Promise<ImportDestination> =>
      http.request(deviceMoveEndpoints.verifyImportToken, { query: { token }, schema: destinationSchema, signal }),

    moveDevice: async (organizationId: number, deviceId: string, token: string, signal: AbortSignal | undefined, requestId: RequestId): Promise<void> => {
      await http.request(deviceMoveEndpoints.move(organizationId, deviceId), {
        method: 'POST',
        body: { organizationImportToken: token },
        headers: requestIdHeaders(requestId),
        signal,
      });
    },
  };
}
