// Paths of the core's device move (deviceMoveClient.ts) relative to the core's base, which the sandbox registers too.
export const deviceMoveEndpoints = {
  /** A new import token of organisation `id` (numeric): devices moved with it land there. */
  importToken: (id: number) => `/api/v1/organizations/${id}/importToken`,
  /** Whose an import token is (query `token`). */
  verifyImportToken: '/api/v1/organizations/importToken/verify',
  /** Moves device `deviceId` of organisation `id` (numeric) to the token's organisation. */
  move: (id: number, deviceId: string) => `/api/v1/organizations/${id}/devices/${encodeURIComponent(deviceId)}/move`,
} as const;
