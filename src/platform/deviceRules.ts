// What a device's attributes may hold (ours: spec §9 names no device limits; docs/decisions.md "Devices"). The
// portal's forms and the sandbox check the same rules, so a value the form accepts is one the service accepts.

export const maxLabelLength = 100;
export const maxDescriptionLength = 500;
/** A tag is a short word people filter by: letters, digits, '-', '_' and '.', at most this long. */
export const maxTagLength = 40;
export const maxTagsPerDevice = 20;

const tagPattern = /^[\p{L}\p{N}._-]+$/u;

export type DeviceFieldProblem =
  | { field: 'label'; kind: 'required' | 'tooLong' }
  | { field: 'description'; kind: 'tooLong' }
  | { field: 'tags'; kind: 'invalid'; tag: string }
  | { field: 'tags'; kind: 'tooMany' };

export function tagProblem(tag: string): DeviceFieldProblem | undefined {
  return tag.length > 0 && tag.length <= maxTagLength && tagPattern.test(tag) ? undefined : { field: 'tags', kind: 'invalid', tag };
}

/** The problems of an attribute change; only the attributes it names are checked. */
export function deviceAttributeProblems(change: { label?: string; description?: string; tags?: readonly string[] }): DeviceFieldProblem[] {
  const problems: DeviceFieldProblem[] = [];
  if (change.label !== undefined) {
    if (change.label.trim() === '') problems.push({ field: 'label', kind: 'required' });
    else if (change.label.length > maxLabelLength) problems.push({ field: 'label', kind: 'tooLong' });
  }
  if (change.description !== undefined && change.description.length > maxDescriptionLength) {
    problems.push({ field: 'description', kind: 'tooLong' });
  }
  if (change.tags !== undefined) {
    const invalid = change.tags.map(tagProblem).find((problem) => problem !== undefined);
    if (invalid) problems.push(invalid);
    if (change.tags.length > maxTagsPerDevice) problems.push({ field: 'tags', kind: 'tooMany' });
  }
  return problems;
}

/** The service's wording of a problem (the 400 names the field). */
export function describeDeviceProblem(problem: DeviceFieldProblem): string {
  switch (problem.field) {
    case 'label':
      return problem.kind === 'required' ? 'label is required' : `label must be at most ${maxLabelLength} characters`;
    case 'description':
      return `description must be at most ${maxDescriptionLength} characters`;
    case 'tags':
      return problem.kind === 'tooMany'
        ? `tags may hold at most ${maxTagsPerDevice} tags`
        : `tags: "${problem.tag}" must be 1 to ${maxTagLength} letters, digits, '.', '_' or '-'`;
  }
}
