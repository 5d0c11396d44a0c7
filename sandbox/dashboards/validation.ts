// Reading request bodies of the dashboard service: each reader answers the value, or the 400 answer whose message
// names the field, so the portal can show what to fix.
import * as v from 'valibot';
import { dashboardDocumentSchema } from '../../src/platform/dashboardSchemas';
import { documentWidgetProblems, propProblem, propProblemText } from '../../src/platform/widgetProps';
import type { DashboardCreate, DashboardPatch, FlowStep, FlowWrite, VersionCreate } from '../../src/platform/dashboardTypes';
import { errorResponse, isRecord } from '../http';

export const limits = { name: 100, description: 500, documentCharacters: 2_000_000, flowSteps: 50 } as const;

const invalid = (message: string) => errorResponse(400, message);

/** A string field: trimmed and non-blank when required, at most `max` characters. */
function text(body: Record<string, unknown>, field: string, max: number, required: boolean): string | undefined | Response {
  const value = body[field];
  if (value === undefined) return required ? invalid(`${field} is required`) : undefined;
  if (typeof value !== 'string') return invalid(`${field} must be a string`);
  if (required && value.trim() === '') return invalid(`${field} must not be blank`);
  if (value.length > max) return invalid(`${field} must be at most ${max} characters`);
  return required ? value.trim() : value;
}

function objectBody(body: unknown, what: string): Record<string, unknown> | Response {
  return isRecord(body) ? body : invalid(`A JSON ${what} object is required`);
}

/**
 * A document the viewer can draw, with its `id` and `version` set to where it is stored: the service names
 * versions, whatever the editor put there. A widget setting that could break its drawing (src/platform/
 * widgetProps.ts) is refused with the widget and the setting named, never corrected.
 */
export function readDocument(json: unknown, place: { id: string; version: string }): string | Response {
  if (typeof json !== 'string') return invalid('json must be a string holding the dashboard document');
  if (json.length > limits.documentCharacters) return invalid(`json must be at most ${limits.documentCharacters} characters`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return invalid('json is not valid JSON');
  }
  const checked = v.safeParse(dashboardDocumentSchema, parsed);
  if (!checked.success) {
    const [issue] = checked.issues;
    return invalid(`json is not a dashboard document: ${v.getDotPath(issue) ?? 'document'}: ${issue.message}`);
  }
  const [broken] = documentWidgetProblems(checked.output.projectWgt);
  if (broken) return invalid(`json: widget ${broken.widget.name}: ${broken.problems.map(propProblemText).join('; ')}`);
  // A page's title is limited like a widget's: a longer one would not fit its tab.
  for (const page of checked.output.projectWgt.children) {
    const problem = page.type === 'PageWgt' ? propProblem('title', page.props.title) : undefined;
    if (problem) return invalid(`json: page ${page.name}: ${propProblemText(problem)}`);
  }
  return JSON.stringify({ ...checked.output, id: place.id, version: place.version });
}

/** The document is checked by readDocument once the new dashboard's id is known. */
export function readDashboardCreate(body: unknown): DashboardCreate | Response {
  const fields = objectBody(body, 'dashboard');
  if (fields instanceof Response) return fields;
  const name = text(fields, 'name', limits.name, true);
  if (name instanceof Response) return name;
  const description = text(fields, 'description', limits.description, false);
  if (description instanceof Response) return description;
  const type = fields.type ?? 'DASHBOARD';
  if (type !== 'DASHBOARD' && type !== 'WIDGET') return invalid('type must be DASHBOARD or WIDGET');
  if (typeof fields.json !== 'string') return invalid('json must be a string holding the dashboard document');
  return { name: name ?? '', description: description ?? '', type, json: fields.json };
}

export function readDashboardPatch(body: unknown): DashboardPatch | Response {
  const fields = objectBody(body, 'dashboard');
  if (fields instanceof Response) return fields;
  if (typeof fields.id !== 'string' || fields.id === '') return invalid('id is required');
  const name = fields.name === undefined ? undefined : text(fields, 'name', limits.name, true);
  if (name instanceof Response) return name;
  const description = text(fields, 'description', limits.description, false);
  if (description instanceof Response) return description;
  if (name === undefined && description === undefined) return invalid('name or description is required');
  return {
    id: fields.id,
    ...(name === undefined ? {} : { name }),
    ...(description === undefined ? {} : { description }),
  };
}

export function readVersionCreate(body: unknown): VersionCreate | Response {
  const fields = objectBody(body, 'version');
  if (fields instanceof Response) return fields;
  const description = text(fields, 'description', limits.description, false);
  if (description instanceof Response) return description;
  const { parentVersion } = fields;
  if (parentVersion !== undefined && typeof parentVersion !== 'string') return invalid('parentVersion must be a string');
  if (typeof fields.json !== 'string') return invalid('json must be a string holding the dashboard document');
  return { json: fields.json, description: description ?? '', ...(parentVersion === undefined ? {} : { parentVersion }) };
}

/** Body `{ users: [...] }` of the bulk share calls (spec §7). */
export function readUsers(body: unknown): string[] | Response {
  if (!isRecord(body) || !Array.isArray(body.users)) return invalid('users (a list of user names) is required');
  const { users } = body;
  if (users.length === 0) return invalid('users must name at least one user');
  if (!users.every((user): user is string => typeof user === 'string' && user !== '')) {
    return invalid('users must be non-empty user names');
  }
  return [...new Set(users)];
}

function readSteps(value: unknown): FlowStep[] | Response {
  if (!Array.isArray(value)) return invalid('steps must be a list');
  if (value.length === 0) return invalid('steps must hold at least one dashboard');
  if (value.length > limits.flowSteps) return invalid(`steps must hold at most ${limits.flowSteps} dashboards`);
  const steps: FlowStep[] = [];
  for (const [index, step] of value.entries()) {
    const where = `steps[${index}]`;
    if (!isRecord(step)) return invalid(`${where} must be an object`);
    const { id, dashboardId, version, label } = step;
    if (typeof id !== 'string' || id === '') return invalid(`${where}.id is required`);
    if (steps.some((earlier) => earlier.id === id)) return invalid(`${where}.id '${id}' is used twice`);
    if (typeof dashboardId !== 'string' || dashboardId === '') return invalid(`${where}.dashboardId is required`);
    if (version !== undefined && typeof version !== 'string') return invalid(`${where}.version must be a string`);
    if (typeof label !== 'string' || label.length > limits.name) {
      return invalid(`${where}.label must be a string of at most ${limits.name} characters`);
    }
    steps.push({ id, dashboardId, label, ...(version === undefined ? {} : { version }) });
  }
  return steps;
}

/** A whole flow (create), or with `partial` only the fields given (PATCH). */
export function readFlowWrite(body: unknown, partial: boolean): Partial<FlowWrite> | Response {
  const fields = objectBody(body, 'flow');
  if (fields instanceof Response) return fields;
  const name = partial && fields.name === undefined ? undefined : text(fields, 'name', limits.name, true);
  if (name instanceof Response) return name;
  const description = text(fields, 'description', limits.description, false);
  if (description instanceof Response) return description;
  const steps = partial && fields.steps === undefined ? undefined : readSteps(fields.steps);
  if (steps instanceof Response) return steps;
  if (partial && name === undefined && description === undefined && steps === undefined) {
    return invalid('name, description or steps is required');
  }
  return {
    ...(name === undefined ? {} : { name }),
    ...(description === undefined ? (partial ? {} : { description: '' }) : { description }),
    ...(steps === undefined ? {} : { steps }),
  };
}
