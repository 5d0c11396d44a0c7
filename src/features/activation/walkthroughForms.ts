// What the walkthrough's fields may hold, read from what was typed: a place in degrees within its range (nothing is
// clamped: a value out of range is named at its field), a device name and description within the device rules.
import { deviceAttributeProblems, type DeviceFieldProblem } from '../../platform/deviceRules';
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

export function deviceProblems(alias: string, description: string): DeviceFieldProblem[] {
  return deviceAttributeProblems({ label: alias, description });
}
