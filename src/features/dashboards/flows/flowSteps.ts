// A flow is an ordered set of dashboards (spec §3). These are the edits the flow form makes to its steps, and where
// the flow viewer stands among them. Steps keep their ids through every edit: the id is the dashboardFlowId of the
// viewer's route (/flow/{flowId}/{dashboardFlowId}), so a link to a step survives reordering.
import type { Flow, FlowStep } from '../../../platform/dashboardTypes';

/** Most steps a flow may hold (the dashboard service refuses more). */
export const maxFlowSteps = 50;
/** The service's limit for a step's label (the name limit); a longer one is refused at its field, never cut. */
export const maxStepLabelLength = 100;

export const stepLabelsFit = (steps: readonly FlowStep[]) => steps.every((step) => step.label.length <= maxStepLabelLength);

/** An id not used by any step: `step-<n>`, one above the highest such number. */
export function newStepId(steps: readonly FlowStep[]): string {
  const highest = steps.reduce((max, { id }) => Math.max(max, Number(/^step-(\d+)$/.exec(id)?.[1] ?? 0)), 0);
  return `step-${highest + 1}`;
}

/** Appends a step showing the dashboard at its current version, labelled with its name. */
export function addStep(steps: readonly FlowStep[], dashboard: { id: string; name: string }): FlowStep[] {
  return [...steps, { id: newStepId(steps), dashboardId: dashboard.id, label: dashboard.name }];
}

export function removeStep(steps: readonly FlowStep[], index: number): FlowStep[] {
  return steps.filter((_, at) => at !== index);
}

/** Swaps the step with its neighbour before (-1) or after (+1); nothing moves past either end. */
export function moveStep(steps: readonly FlowStep[], index: number, by: -1 | 1): FlowStep[] {
  const target = index + by;
  if (index < 0 || index >= steps.length || target < 0 || target >= steps.length) return [...steps];
  const moved = [...steps];
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}

export function relabelStep(steps: readonly FlowStep[], index: number, label: string): FlowStep[] {
  return steps.map((step, at) => (at === index ? { ...step, label } : step));
}

export interface FlowPosition {
  /** 0-based. */
  index: number;
  step: FlowStep;
  previous?: FlowStep;
  next?: FlowStep;
}

/**
 * The step the viewer shows: the one named by the route, or the first when none is named. Undefined when the flow
 * has no steps or no step has that id (an old link to a step since removed).
 */
export function flowPosition(flow: Pick<Flow, 'steps'>, dashboardFlowId?: string): FlowPosition | undefined {
  const index = dashboardFlowId === undefined ? 0 : flow.steps.findIndex((step) => step.id === dashboardFlowId);
  const step = flow.steps[index];
  if (step === undefined) return undefined;
  const previous = flow.steps[index - 1];
  const next = flow.steps[index + 1];
  return { index, step, ...(previous ? { previous } : {}), ...(next ? { next } : {}) };
}
