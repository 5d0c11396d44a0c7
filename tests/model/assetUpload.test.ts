// Path tests for machines/assetUpload.machine.ts (spec §7 assets): a signed URL, then the PUT with progress, then
// the stored asset's address; a failure before the file is stored offers a retry with a fresh URL, a failure to read
// the address a retry of that read alone; cancelling stops whatever is under way.
// Every path runs on a real actor: the URL request never settles (the path's done/error events are delivered as
// the runtime would), the transfer is a callback actor that records its input and its cleanup (the abort). After
// every event, what the view sees and what was asked is compared with an oracle replayed from the path's events.
import { afterEach, describe, expect, test } from 'vitest';
import { createActor, fromCallback, type EventObject } from 'xstate';
import {
  assetUploadMachine,
  selectUploadError,
  selectUploadPercent,
  selectUploadStage,
  selectUploadStored,
  type AssetUploadStage,
  type UploadTarget,
} from '../../machines/assetUpload.machine';
import { generatePaths, runPath, type LooseEvent, type ModelEvent } from './pathTests';
import { pending } from './pending';

type Machine = typeof assetUploadMachine;

const file = new Blob([new Uint8Array(10)], { type: 'image/png' });
const input = { dashboardId: 'dsh-1', name: 'plan.png', organization: 'acme', widgetId: 'ImageWgt8', file };
const target: UploadTarget = { dashboardId: 'dsh-1', name: 'plan.png', organization: 'acme', widgetId: 'ImageWgt8' };
const signedUrl = 'http://localhost/svc/dashboard/storage/assets/acme/dsh-1/plan.png?expires=1&signature=ab';
const urlRefused = new Error('GET .../upload answered 409');
const putRefused = new Error('PUT answered 403');
const address = 'http://localhost/svc/dashboard/storage/assets/acme/dsh-1/plan.png?expires=2&signature=cd';
const addressRefused = new Error('GET .../download answered 500');

const fixtures: ReadonlyArray<ModelEvent<Machine>> = [
  { type: 'xstate.done.actor.requestUploadUrl', output: signedUrl },
  { type: 'xstate.error.actor.requestUploadUrl', error: urlRefused },
  { type: 'upload.progress', loaded: 4, total: 10 },
  { type: 'upload.done' },
  { type: 'upload.failed', error: putRefused },
  { type: 'xstate.done.actor.locateAsset', output: address },
  { type: 'xstate.error.actor.locateAsset', error: addressRefused },
  { type: 'user.retry' },
  { type: 'user.cancel' },
];

const { paths, coverage } = generatePaths(assetUploadMachine, { input, events: fixtures, limit: 100 });

/**
 * The oracle, from the machine's contract and the path's events: a URL, then the transfer of the whole file to it;
 * progress as the transfer reports it; a failure keeps its reason and offers a retry, which starts over with a fresh
 * URL and no progress; leaving the transfer (done, failed, cancelled) stops it; a stored file's address is read
 * next, and a failure of that read is retried alone; done (with the name and address) and cancelled are final.
 */
function expectedAfter(events: ReadonlyArray<{ type: string }>) {
  let stage: AssetUploadStage = 'requestingUrl';
  let loaded = 0;
  let total = file.size;
  let error: unknown;
  let urlRequests = 1;
  let transfers = 0;
  let aborted = 0;
  let stored = false;
  let lookups = 0;
  let found: string | undefined;
  for (const event of events as readonly LooseEvent[]) {
    if (stage === 'done' || stage === 'cancelled') break;
    switch (event.type) {
      case 'xstate.done.actor.requestUploadUrl':
        if (stage !== 'requestingUrl') break;
        stage = 'uploading';
        transfers++;
        break;
      case 'xstate.error.actor.requestUploadUrl':
        if (stage !== 'requestingUrl') break;
        stage = 'failed';
        error = event.error;
        break;
      case 'upload.progress':
        if (stage !== 'uploading') break;
        loaded = event.loaded as number;
        total = event.total as number;
        break;
      case 'upload.done':
      case 'upload.failed':
        if (stage !== 'uploading') break;
        aborted++;
        if (event.type === 'upload.done') {
          stage = 'locating';
          loaded = total;
          stored = true;
          lookups++;
        } else {
          stage = 'failed';
          error = event.error;
        }
        break;
      case 'xstate.done.actor.locateAsset':
        if (stage !== 'locating') break;
        stage = 'done';
        found = event.output as string;
        break;
      case 'xstate.error.actor.locateAsset':
        if (stage !== 'locating') break;
        stage = 'failed';
        error = event.error;
        break;
      case 'user.retry':
        if (stage !== 'failed') break;
        error = undefined;
        if (stored) {
          stage = 'locating';
          lookups++;
        } else {
          stage = 'requestingUrl';
          loaded = 0;
          urlRequests++;
        }
        break;
      case 'user.cancel':
        if (stage === 'uploading') aborted++;
        stage = 'cancelled';
        break;
      default:
        throw new Error(`the oracle does not know ${event.type}`);
    }
  }
  return { stage, percent: Math.floor((loaded / total) * 100), error, stored, urlRequests, transfers, aborted, lookups, found };
}

function start() {
  const requestUploadUrl = pending<string, UploadTarget>();
  const locateAsset = pending<string, UploadTarget>();
  const transfers: Array<{ url: string; file: Blob }> = [];
  let aborted = 0;
  const actor = createActor(
    assetUploadMachine.provide({
      actors: {
        requestUploadUrl: requestUploadUrl.logic,
        locateAsset: locateAsset.logic,
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
  return { actor, requestUploadUrl, locateAsset, transfers, aborted: () => aborted };
}

let running: { stop: () => void } | undefined;
afterEach(() => {
  running?.stop();
  running = undefined;
});

const count = (events: ReadonlyArray<{ type: string }>, type: string) => events.filter((event) => event.type === type).length;

describe(`assetUpload paths (${paths.length})`, () => {
  test.each(paths.map((path) => [path.title, path] as const))('%s', async (_title, path) => {
    const { actor, requestUploadUrl, locateAsset, transfers, aborted } = start();
    running = actor;
    await runPath(actor, path, {}, (done) => {
      const snapshot = actor.getSnapshot();
      expect(
        {
          stage: selectUploadStage(snapshot),
          percent: selectUploadPercent(snapshot),
          error: selectUploadError(snapshot),
          stored: selectUploadStored(snapshot),
          urlRequests: requestUploadUrl.inputs.length,
          transfers: transfers.length,
          aborted: aborted(),
          lookups: locateAsset.inputs.length,
          found: snapshot.context.address,
        },
        `after ${done} event(s)`,
      ).toEqual(expectedAfter(path.events.slice(0, done)));
    });
    const end = actor.getSnapshot();
    const stage = selectUploadStage(end);

    // A fresh URL at start and after every retry before the file was stored, for the same target; the address of
    // the stored file is read for that same target.
    expect(requestUploadUrl.inputs.every((asked) => JSON.stringify(asked) === JSON.stringify(target))).toBe(true);
    expect(locateAsset.inputs.every((asked) => JSON.stringify(asked) === JSON.stringify(target))).toBe(true);
    // One transfer per URL received, of the person's file to that URL.
    expect(transfers).toEqual(Array.from({ length: count(path.events, 'xstate.done.actor.requestUploadUrl') }, () => ({ url: signedUrl, file })));

    // Done only once the stored file's address was read, and then the whole file went and the output names both.
    expect(stage === 'done').toBe(path.events.at(-1)?.type === 'xstate.done.actor.locateAsset');
    if (stage === 'done') {
      expect(selectUploadPercent(end)).toBe(100);
      expect(end.output).toEqual({ name: 'plan.png', address });
    }
    // Every transfer that ended (done, failed or cancelled) was stopped, so a cancelled PUT is aborted.
    const stillSending = stage === 'uploading' ? 1 : 0;
    expect(aborted()).toBe(transfers.length - stillSending);
    if (stage === 'uploading') expect(selectUploadPercent(end)).toBe(path.events.at(-1)?.type === 'upload.progress' ? 40 : 0);
    if (stage === 'failed') {
      const last = path.events.at(-1)?.type;
      expect(end.context.error).toBe(last === 'upload.failed' ? putRefused : last === 'xstate.error.actor.locateAsset' ? addressRefused : urlRefused);
    }
    if (stage === 'cancelled') expect(end.status).toBe('done');
  });

  test('cover every state and transition', () => {
    expect(coverage.uncoveredStates).toEqual([]);
    expect(coverage.uncoveredTransitions).toEqual([]);
    expect(coverage.unusedFixtures).toEqual([]);
    expect(paths.length).toBeGreaterThan(0);
  });
});
