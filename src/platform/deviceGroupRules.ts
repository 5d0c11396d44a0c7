// What a device group may hold (ours: the platform's security-policy groups carry a name; docs/decisions.md
// "Device groups"). The group form and the sandbox check the same rules, so a group the form accepts is one the
// service accepts; a group's tags follow the device tag rules (deviceRules.ts).
import { tagProblem } from './deviceRules';

export const maxGroupNameLength = 64;
export const maxGroupTags = 20;

export type DeviceGroupProblem =
  | { field: 'name'; kind: 'required' | 'tooLong' }
  | { field: 'tags'; kind: 'invalid'; tag: string }
  | { field: 'tags'; kind: 'tooMany' };

export function deviceGroupProblems({ name, tags }: { name: string; tags: readonly string[] }): DeviceGroupProblem[] {
  const problems: DeviceGroupProblem[] = [];
  if (name.trim() === '') problems.push({ field: 'name', kind: 'required' });
  else if (name.length > maxGroupNameLength) problems.push({ field: 'name', kind: 'tooLong' });
  const invalid = tags.find((tag) => tagProblem(tag) !== undefined);
  if (invalid !== undefined) problems.push({ field: 'tags', kind: 'invalid', tag: invalid });
  if (tags.length > maxGroupTags) problems.push({ field: 'tags', kind: 'tooMany' });
  return problems;
}

/** The service's wording of a problem (the 400 names the field). */
export function describeDeviceGroupProblem(problem: DeviceGroupProblem): string {
  if (problem.field === 'name') return problem.kind === 'required' ? 'name is required' : `name must be at most ${maxGroupNameLength} characters`;
  return problem.kind === 'tooMany' ? `tags may hold at most ${maxGroupTags} tags` : `tags: "${problem.tag}" is not a valid tag`;
}
