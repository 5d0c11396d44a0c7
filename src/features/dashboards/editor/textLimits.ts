// Names and texts with a length limit: the counter shown at their field and the refusal when over it. Text over the
// limit is kept as typed and refused at the field, never cut; the limits are the ones the dashboard
// service checks (src/platform/widgetProps.ts, sandbox/dashboards/validation.ts).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { widgetPropRules } from '../../../platform/widgetProps';

/** A page's title is its `title` property, limited like a widget's. */
export const maxPageTitleLength = widgetPropRules.title.maxLength;
export const maxTextLength = widgetPropRules.text.maxLength;

/** The counter at a limited field: how much of the limit the text uses. */
export function characterCount(text: string, max: number): MessageDescriptor {
  const count = text.length;
  return msg`${count} of ${max} characters`;
}

/** Why a text cannot be used at its field: over the limit. */
export function lengthProblem(text: string, maxLength: number): MessageDescriptor | undefined {
  return text.length > maxLength ? msg`Use at most ${maxLength} characters.` : undefined;
}

/** A page title as the pages bar takes it: not blank, within the limit once trimmed. */
export function pageTitleProblem(title: string): MessageDescriptor | undefined {
  if (title.trim() === '') return msg`Enter a title.`;
  return lengthProblem(title.trim(), maxPageTitleLength);
}
