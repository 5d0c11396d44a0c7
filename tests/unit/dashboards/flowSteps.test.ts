// The flow form's step edits and the flow viewer's place among the steps.
import { describe, expect, it } from 'vitest';
import type { FlowStep } from '../../../src/platform/dashboardTypes';
import { addStep, flowPosition, moveStep, newStepId, relabelStep, removeStep } from '../../../src/features/dashboards/flows/flowSteps';

const step = (id: string, dashboardId = `dsh-${id}`): FlowStep => ({ id, dashboardId, label: id.toUpperCase() });
const ids = (steps: readonly FlowStep[]) => steps.map((each) => each.id);

describe('flow steps', () => {
  it('adds a dashboard at the end under a fresh id and its name as label, at its current version', () => {
    const steps = addStep([step('step-1'), step('step-7'), step('intro')], { id: 'dsh-x', name: 'Line X' });
    expect(steps.at(-1)).toEqual({ id: 'step-8', dashboardId: 'dsh-x', label: 'Line X' });
    expect(newStepId([])).toBe('step-1');
    // The same dashboard may come twice in a flow: each step has its own id.
    expect(ids(addStep(steps, { id: 'dsh-x', name: 'Line X' }))).toEqual(['step-1', 'step-7', 'intro', 'step-8', 'step-9']);
  });

  it('moves a step up or down one place, keeping every id; nothing moves past either end', () => {
    const steps = [step('a'), step('b'), step('c')];
    expect(ids(moveStep(steps, 2, -1))).toEqual(['a', 'c', 'b']);
    expect(ids(moveStep(steps, 0, 1))).toEqual(['b', 'a', 'c']);
    expect(ids(moveStep(steps, 0, -1))).toEqual(['a', 'b', 'c']);
    expect(ids(moveStep(steps, 2, 1))).toEqual(['a', 'b', 'c']);
    // The input is left as it was.
    expect(ids(steps)).toEqual(['a', 'b', 'c']);
  });

  it('removes and relabels one step by its place', () => {
    const steps = [step('a'), step('b'), step('c')];
    expect(ids(removeStep(steps, 1))).toEqual(['a', 'c']);
    expect(relabelStep(steps, 2, 'Packing').map((each) => each.label)).toEqual(['A', 'B', 'Packing']);
  });

  it('places the viewer on the step of the route, or on the first, with its neighbours', () => {
    const flow = { steps: [step('a'), step('b'), step('c')] };
    expect(flowPosition(flow)).toEqual({ index: 0, step: flow.steps[0], next: flow.steps[1] });
    expect(flowPosition(flow, 'b')).toEqual({ index: 1, step: flow.steps[1], previous: flow.steps[0], next: flow.steps[2] });
    expect(flowPosition(flow, 'c')).toEqual({ index: 2, step: flow.steps[2], previous: flow.steps[1] });
    // A link to a step since removed, or a flow without steps, has no place.
    expect(flowPosition(flow, 'gone')).toBeUndefined();
    expect(flowPosition({ steps: [] })).toBeUndefined();
  });
});
