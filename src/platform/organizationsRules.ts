// What a sub-organisation's name and label may hold (ours: docs/decisions.md "Organisations and limits"). The form
// and the sandbox check the same rules, so a value the form accepts is one the service accepts.

/** The name becomes the last part of the dotted resource id (`acme.acme-north`): lower case, digits and dashes. */
export const namePattern = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
export const nameLength = { min: 3, max: 40 } as const;
export const maxLabelLength = 100;

export type NameProblem = 'required' | 'length' | 'characters';

export function nameProblem(name: string): NameProblem | undefined {
  if (name === '') return 'required';
  if (name.length < nameLength.min || name.length > nameLength.max) return 'length';
  if (!namePattern.test(name)) return 'characters';
  return undefined;
}

export type LabelProblem = 'required' | 'length';

export function labelProblem(label: string): LabelProblem | undefined {
  if (label.trim() === '') return 'required';
  if (label.length > maxLabelLength) return 'length';
  return undefined;
}
