// Spec §7 assets: a file the editor adds to a dashboard (an image for an ImageWgt) is uploaded in two steps: the
// dashboard service hands out a pre-signed URL, then the file is PUT there with its progress shown; last, the
// stored asset's own (signed) address is read, so the flow hands back what the widget shows.
//
// Effects the section provides (machine.provide):
//   actors.requestUploadUrl fromPromise<string, UploadTarget>   GET .../assets/{name}/upload → the signed URL
//   actors.uploadFile       fromCallback<{ url, file }>          PUT with progress: sends back upload.progress, then
//                                                                upload.done or upload.failed; its cleanup aborts
//   actors.locateAsset      fromPromise<string, UploadTarget>   GET .../assets/{name}/download → the asset's address
// The view follows the stage (selectUploadStage): at `done` the asset is stored under its name and the machine's
// output is { name, address }.
import { assign, fromCallback, setup, type EventObject } from 'xstate';
import { notProvided } from './notProvided';

/** Where the asset goes: the dashboard, the asset's name, the widget that shows it, the organisation (resourceId). */
export interface UploadTarget {
  dashboardId: string;
  name: string;
  organization: string;
  widgetId?: string;
}

export interface AssetUploadInput extends UploadTarget {
  file: Blob;
}

export interface AssetUploadContext extends AssetUploadInput {
  /** The pre-signed URL of the current attempt; empty until the service gave one. */
  url: string;
  /** Bytes sent and to send in the current attempt. */
  loaded: number;
  total: number;
  /** The file is stored; only its address is still to read (a retry then reads just that). */
  stored: boolean;
  /** Where the stored asset is read from, once known. */
  address?: string;
  error?: unknown;
}

export interface AssetUploadOutput {
  name: string;
  address?: string;
}

export type AssetUploadEvent =
  | { type: 'user.cancel' }
  | { type: 'user.retry' }
  | { type: 'upload.progress'; loaded: number; total: number }
  | { type: 'upload.done' }
  | { type: 'upload.failed'; error: unknown };

const targetOf = ({ dashboardId, name, organization, widgetId }: AssetUploadContext): UploadTarget => ({
  dashboardId,
  name,
  organization,
  ...(widgetId === undefined ? {} : { widgetId }),
});

export const assetUploadMachine = setup({
  types: {} as {
    context: AssetUploadContext;
    events: AssetUploadEvent;
    input: AssetUploadInput;
    output: AssetUploadOutput;
  },
  actors: {
    requestUploadUrl: notProvided<string, UploadTarget>('requestUploadUrl'),
    uploadFile: fromCallback<EventObject, { url: string; file: Blob }>(() => {
      throw new Error('uploadFile must be provided by the section');
    }),
    locateAsset: notProvided<string, UploadTarget>('locateAsset'),
  },
  guards: {
    stored: ({ context }) => context.stored,
  },
}).createMachine({
  id: 'assetUpload',
  context: ({ input }) => ({ ...input, url: '', loaded: 0, total: input.file.size, stored: false }),
  initial: 'requestingUrl',
  // Cancelling stops the invoked request or transfer (the transfer's cleanup aborts the PUT).
  on: { 'user.cancel': '.cancelled' },
  // What the editor needs of a finished upload: the asset's name and the address it is shown from.
  output: ({ context }) => ({ name: context.name, address: context.address }),
  states: {
    // A fresh URL for every attempt: a signature may have expired while the person decided to retry.
    requestingUrl: {
      entry: assign({ url: '', loaded: 0, error: undefined }),
      invoke: {
        id: 'requestUploadUrl',
        src: 'requestUploadUrl',
        input: ({ context }) => targetOf(context),
        onDone: { target: 'uploading', actions: assign({ url: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    uploading: {
      invoke: {
        id: 'uploadFile',
        src: 'uploadFile',
        input: ({ context }) => ({ url: context.url, file: context.file }),
      },
      on: {
        'upload.progress': {
          actions: assign({ loaded: ({ event }) => event.loaded, total: ({ event }) => event.total }),
        },
        'upload.done': { target: 'locating', actions: assign({ loaded: ({ context }) => context.total, stored: true }) },
        'upload.failed': { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    // The file is stored; the address the widget shows it from is read.
    locating: {
      entry: assign({ error: undefined }),
      invoke: {
        id: 'locateAsset',
        src: 'locateAsset',
        input: ({ context }) => targetOf(context),
        onDone: { target: 'done', actions: assign({ address: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    // The file stays in context, so retrying needs nothing from the person but the click; a stored file is not
    // sent again, only its address read.
    failed: {
      on: { 'user.retry': [{ guard: 'stored', target: 'locating' }, { target: 'requestingUrl' }] },
    },
    done: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

export type AssetUploadStage = 'requestingUrl' | 'uploading' | 'locating' | 'failed' | 'done' | 'cancelled';

/** Narrow reads for the views. */
export const selectUploadStage = (snapshot: { value: unknown }) => snapshot.value as AssetUploadStage;
/** 0…100, whole percent. */
export const selectUploadPercent = (snapshot: { context: Pick<AssetUploadContext, 'loaded' | 'total'> }) =>
  snapshot.context.total === 0 ? 0 : Math.floor((snapshot.context.loaded / snapshot.context.total) * 100);
export const selectUploadError = (snapshot: { context: Pick<AssetUploadContext, 'error'> }) => snapshot.context.error;
/** Whether the file is stored (a failure then concerns only its address). */
export const selectUploadStored = (snapshot: { context: Pick<AssetUploadContext, 'stored'> }) => snapshot.context.stored;
