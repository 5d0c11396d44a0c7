// What the walkthrough's device fields may hold: a name and description within the device rules. Its place fields are
// the shared ones (src/kit/map/PlaceFields.tsx).
import { deviceAttributeProblems, type DeviceFieldProblem } from '../../platform/deviceRules';

export function deviceProblems(alias: string, description: string): DeviceFieldProblem[] {
  return deviceAttributeProblems({ label: alias, description });
}
