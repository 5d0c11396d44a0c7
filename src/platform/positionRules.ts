// Where a device may be placed: degrees of latitude and longitude (WGS 84). The walkthrough's fields and the sandbox
// check the same rules, so a place the form accepts is one the service accepts.

export const latitudeRange = { min: -90, max: 90 } as const;
export const longitudeRange = { min: -180, max: 180 } as const;

export type PositionField = 'latitude' | 'longitude';

/** The field whose value is not a number within its range, or undefined when both are. */
export function positionProblem(position: { latitude: number; longitude: number }): PositionField | undefined {
  const within = (value: number, { min, max }: { min: number; max: number }) => Number.isFinite(value) && value >= min && value <= max;
  if (!within(position.latitude, latitudeRange)) return 'latitude';
  if (!within(position.longitude, longitudeRange)) return 'longitude';
  return undefined;
}
