// A place as typed in its two fields (the activation walkthrough, a gateway's position): degrees read from text with
// a decimal point or comma, each field named when it is not a number within its range (nothing is clamped), and a
// place picked on the map written back into the fields.
import { positionProblem, type PositionField } from '../../platform/positionRules';

/** A number typed in a field, with a decimal comma accepted; NaN for anything else, including nothing. */
export function typedNumber(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The fields of a typed place that are not numbers within their range. */
export function placeProblems(latitude: string, longitude: string): PositionField[] {
  const place = { latitude: typedNumber(latitude), longitude: typedNumber(longitude) };
  const problems: PositionField[] = [];
  if (positionProblem({ ...place, longitude: 0 }) === 'latitude') problems.push('latitude');
  if (positionProblem({ ...place, latitude: 0 }) === 'longitude') problems.push('longitude');
  return problems;
}

export interface Place {
  latitude: number;
  longitude: number;
}

/** The typed place when both fields hold degrees within range; else undefined. */
export function typedPlace(latitude: string, longitude: string): Place | undefined {
  return placeProblems(latitude, longitude).length === 0 ? { latitude: typedNumber(latitude), longitude: typedNumber(longitude) } : undefined;
}

/** Six decimals (about 0.1 m) of a place picked on the map: a pointer is never more precise. */
export function pickedText(degrees: number): string {
  return String(Number(degrees.toFixed(6)));
}
