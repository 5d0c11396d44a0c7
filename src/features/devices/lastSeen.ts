// "Last seen" by the service's clock (facts §5: the device page carries serverTimestamp): how long ago a device
// last spoke is the server's now minus the record's last change, so a browser whose clock is off shows it right.

/** How long ago, in ms, by the server's clock; 0 for a connected device. */
export function silentFor(device: { connected: boolean; updatedAt?: number }, serverTimestamp: number | undefined): number | undefined {
  if (device.connected) return 0;
  if (device.updatedAt === undefined || serverTimestamp === undefined) return undefined;
  return Math.max(0, serverTimestamp - device.updatedAt);
}
