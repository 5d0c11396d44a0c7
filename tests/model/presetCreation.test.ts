// Path tests for machines/presetCreation.machine.ts (spec §7 asynchronous preset creation with progress): the job
// is started once, its progress read after each wait until it is done or refused; a failed start is retried as a
// start, a failed read as a read of the same job; closing stops watching.
// Every path runs on a real actor whose `start` and `readJob` never settle: the path's done/error/after events are
// sent to it as the runtime would deliver them. After every event, what the dialog shows and what was asked is
// compared with an oracle replayed from the path's events.
import { afterEach, describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { presetCreationMachine, selectCreationStage, type PresetCreationStage, type PresetJobState } from '../../machines/presetCreation.machine';
import { generatePaths, runPath, type LooseEvent, type ModelEvent } from './pathTests';
import { pending } from './pending';

type Machine = typeof presetCreationMachine;

const jobId = 'job-7';
const halfway: PresetJobState = { progress: 40, state: 'running' };
const finished: PresetJobState = { progress: 100, state: 'done', presetId: 'preset-9' };
const nameTaken: PresetJobState = { progress: 100, state: 'failed', message: 'A preset named Hall exists already for this model' };
const startRefused = new Error('POST /presets/async answered 503');
const readRefused = new Error('GET /presets/async/job-7 answered 500');

const fixtures: ReadonlyArray<ModelEvent<Machine>> = [
  { type: 'xstate.done.actor.start', output: jobId },
  { type: 'xstate.error.actor.start', error: startRefused },
  { type: 'xstate.after.pollInterval.presetCreation.waiting' },
  { type: 'xstate.done.actor.readJob', output: halfway },
  { type: 'xstate.done.actor.readJob', output: finished },
  { type: 'xstate.done.actor.readJob', output: nameTaken },
  { type: 'xstate.error.actor.readJob', error: readRefused },
  { type: 'user.retry' },
  { type: 'user.close' },
];

// Reading the same running answer again and again adds nothing: one halfway answer per path is enough.
const { paths, coverage } = generatePaths(presetCreationMachine, {
  events: fixtures,
  limit: 400,
  filterEvents: (snapshot, event) =>
    !(event.type === 'xstate.done.actor.readJob' && (event as unknown as { output: PresetJobState }).output === halfway && snapshot.context.progress === halfway.progress),
});

/**
 * The oracle, from the machine's contract: a start at once and on each retry after a failed one; a read after every
 * wait and on each retry after a failed read, always of the job the start named; progress as the last read said,
 * 100 when done; a failure keeps its reason until the next attempt; done, refused and closed are final.
 */
function expectedAfter(events: ReadonlyArray<{ type: string }>) {
  let stage: PresetCreationStage = 'starting';
  let job: string | undefined;
  let progress = 0;
  let presetId: string | undefined;
  let refusal: string | undefined;
  let error: unknown;
  let starts = 1;
  const reads: string[] = [];
  for (const event of events as readonly LooseEvent[]) {
    if (stage === 'done' || stage === 'refused' || stage === 'closed') break;
    switch (event.type) {
      case 'xstate.done.actor.start':
        if (stage !== 'starting') break;
        job = event.output as string;
        stage = 'waiting';
        break;
      case 'xstate.error.actor.start':
        if (stage !== 'starting') break;
        stage = 'startFailed';
        error = event.error;
        break;
      case 'xstate.after.pollInterval.presetCreation.waiting':
        if (stage !== 'waiting') break;
        stage = 'reading';
        error = undefined;
        reads.push(job ?? '');
        break;
      case 'xstate.done.actor.readJob': {
        if (stage !== 'reading') break;
        const answer = event.output as PresetJobState;
        if (answer.state === 'done') {
          stage = 'done';
          progress = 100;
          presetId = answer.presetId;
        } else {
          stage = answer.state === 'failed' ? 'refused' : 'waiting';
          progress = answer.progress;
          if (answer.state === 'failed') refusal = answer.message;
        }
        break;
      }
      case 'xstate.error.actor.readJob':
        if (stage !== 'reading') break;
        stage = 'readFailed';
        error = event.error;
        break;
      case 'user.retry':
        if (stage === 'startFailed') {
          stage = 'starting';
          error = undefined;
          starts++;
        } else if (stage === 'readFailed') {
          stage = 'reading';
          error = undefined;
          reads.push(job ?? '');
        }
        break;
      case 'user.close':
        stage = 'closed';
        break;
      default:
        throw new Error(`the oracle does not know ${event.type}`);
    }
  }
  return { stage, jobId: job, progress, presetId, refusal, error, starts, reads };
}

function start() {
  const starting = pending<string>();
  const reading = pending<PresetJobState, string>();
  const actor = createActor(presetCreationMachine.provide({ actors: { start: starting.logic, readJob: reading.logic } }));
  actor.start();
  return { actor, starting, reading };
}

let running: { stop: () => void } | undefined;
afterEach(() => {
  running?.stop();
  running = undefined;
});

describe(`presetCreation paths (${paths.length})`, () => {
  test.each(paths.map((path) => [path.title, path] as const))('%s', async (_title, path) => {
    const { actor, starting, reading } = start();
    running = actor;
    await runPath(actor, path, {}, (done) => {
      const snapshot = actor.getSnapshot();
      expect(
        {
          stage: selectCreationStage(snapshot),
          jobId: snapshot.context.jobId,
          progress: snapshot.context.progress,
          presetId: snapshot.context.presetId,
          refusal: snapshot.context.refusal,
          error: snapshot.context.error,
          starts: starting.inputs.length,
          reads: reading.inputs,
        },
        `after ${done} event(s)`,
      ).toEqual(expectedAfter(path.events.slice(0, done)));
    });
    // Never a read before the job is known, and a job is started at most once per failed start.
    expect(reading.inputs.every((input) => input === jobId)).toBe(true);
    expect(starting.inputs.length).toBe(1 + path.events.filter((event, index) => event.type === 'user.retry' && path.steps[index - 1]?.state.value === 'startFailed').length);
  });

  test('cover every state and transition', () => {
    expect(coverage.uncoveredStates).toEqual([]);
    expect(coverage.uncoveredTransitions).toEqual([]);
    expect(coverage.unusedFixtures).toEqual([]);
    expect(paths.length).toBeGreaterThan(0);
  });
});
