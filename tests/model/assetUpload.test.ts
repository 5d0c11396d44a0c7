// Path tests for machines/assetUpload.machine.ts (spec §7 assets): a signed URL, then the PUT with progress; a
// failure of either offers a retry with a fresh URL; cancelling stops whatever is under way.
// Every path runs on a real actor: the URL request never settles (the path's done/error events are delivered as
// the runtime would), the transfer is a callback actor that records its input and its cleanup (the abort).
import { afterEach, describe, expect, test } from 'vitest';
import { createActor, fromCallback, type EventObject } from 'xstate';
import {
  assetUploadMachine,
  selectUploadPercent,
  selectUploadStage,
  type UploadTarget,
} from '../../machines/assetUpload.machine';
import { generatePaths, runPath, type ModelEvent } from './pathTests';
import { pending } from './pending';

type Machine = typeof assetUploadMachine;

const file = new Blob([new Uint8Array(10)], { type: 'image/png' });
const input = { dashboardId: 'dsh-1', name: 'plan.png', organization: 'acme', widgetId: 'ImageWgt8', file };
const target: UploadTarget = { dashboardId: 'dsh-1', name: 'plan.png', organization: 'acme', widgetId: 'ImageWgt8' };
const signedUrl = 'http://localhost/svc/dashboard/storage/assets/acme/dsh-1/plan.png?expires=1&signature=ab';
const urlRefused = new Error('GET .../upload answered 409');
const putRefused = new Error('PUT answered 403');

const fixtures: ReadonlyArray<ModelEvent<Machine>> = [
  { type: 'xstate.done.actor.requestUploadUrl', output: signedUrl },
  { type: 'xstate.error.actor.requestUploadUrl', error: urlRefused },
  { type: 'upload.progress', loaded: 4, total: 10 },
  { type: 'upload.done' },
  { type: 'upload.failed', error: putRefused },
  { type: 'user.retry' },
  { type: 'user.cancel' },
];

const { paths, coverage } = generatePaths(assetUploadMachine, { input, events: fixtures, limit: 100 });

function start() {
  const requestUploadUrl = pending<string, UploadTarget>();
  const transfers: Array<{ url: string; file: Blob }> = [];
  let aborted = 0;
  const actor = createActor(
    assetUploadMachine.provide({
      actors: {
        requestUploadUrl: requestUploadUrl.logic,
        uploadFile: fromCallback<EventObject, { url: string; file: Blob }>(({ input: transfer }) => {
          transfers.push(transfer);
          return () => {
            aborted += 1;
          };
        }),
      },
    }),
    { input },
  );
  actor.start();
  return { actor, requestUploadUrl, transfers, aborted: () => aborted };
}

let running: { stop: () => void } | undefined;
afterEach(() => {
  running?.stop();
  running = undefined;
});

const count = (events: ReadonlyArray<{ type: string }>, type: string) => events.filter((event) => event.type === type).length;

describe(`assetUpload paths (${paths.length})`, () => {
  test.each(paths.map((path) => [path.title, path] as const))('%s', async (_title, path) => {
    const { actor, requestUploadUrl, transfers, aborted } = start();
    running = actor;
    await runPath(actor, path);
    const end = actor.getSnapshot();
    const stage = selectUploadStage(end);

    // A fresh URL at start and after every retry, for the same target.
    expect(requestUploadUrl.inputs).toEqual(Array.from({ length: 1 + count(path.events, 'user.retry') }, () => target));
    // One transfer per URL received, of the person's file to that URL.
    expect(transfers).toEqual(Array.from({ length: count(path.events, 'xstate.done.actor.requestUploadUrl') }, () => ({ url: signedUrl, file })));

    // Done only after the transfer said so, and then the whole file went.
    expect(stage === 'done').toBe(path.events.at(-1)?.type === 'upload.done');
    if (stage === 'done') expect(selectUploadPercent(end)).toBe(100);
    // Every transfer that ended (done, failed or cancelled) was stopped, so a cancelled PUT is aborted.
    const stillSending = stage === 'uploading' ? 1 : 0;
    expect(aborted()).toBe(transfers.length - stillSending);
    if (stage === 'uploading') expect(selectUploadPercent(end)).toBe(path.events.at(-1)?.type === 'upload.progress' ? 40 : 0);
    if (stage === 'failed') expect(end.context.error).toBe(path.events.at(-1)?.type === 'upload.failed' ? putRefused : urlRefused);
    if (stage === 'cancelled') expect(end.status).toBe('done');
  });

  test('cover every state and transition', () => {
    expect(coverage.uncoveredStates).toEqual([]);
    expect(coverage.uncoveredTransitions).toEqual([]);
    expect(coverage.unusedFixtures).toEqual([]);
    expect(paths.length).toBeGreaterThan(0);
  });
});
