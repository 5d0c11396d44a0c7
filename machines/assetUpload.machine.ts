// Spec §7 assets: a file the editor adds to a dashboard (an image for an ImageWgt) is uploaded in two steps: the
// dashboard service hands out a pre-signed URL, then the file is PUT there with its progress shown.
//
// Effects the app provides (machine.provide):
//   actors.requestUploadUrl fromPromise<string, UploadTarget>   GET .../assets/{name}/upload → the signed URL
//   actors.uploadFile       fromCallback<{ url, file }>          PUT with progress: sends back upload.progress, then
//                                                                upload.done or upload.failed; its cleanup aborts
// The view follows the stage (selectUploadStage): at `done` the asset is stored under its name and the editor may
// reference it.
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
  error?: unknown;
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
  },
  actors: {
    requestUploadUrl: notProvided<string, UploadTarget>('requestUploadUrl'),
    uploadFile: fromCallback<EventObject, { url: string; file: Blob }>(() => {
      throw new Error('uploadFile must be provided by src/app');
    }),
  },
}).createMachine({
  id: 'assetUpload',
  context: ({ input }) => ({ ...input, url: '', loaded: 0, total: input.file.size }),
  initial: 'requestingUrl',
  // Cancelling stops the invoked request or transfer (the transfer's cleanup aborts the PUT).
  on: { 'user.cancel': '.cancelled' },
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
        'upload.done': { target: 'done', actions: assign({ loaded: ({ context }) => context.total }) },
        'upload.failed': { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    // The file stays in context, so retrying needs nothing from the person but the click.
    failed: {
      on: { 'user.retry': 'requestingUrl' },
    },
    done: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

export type AssetUploadStage = 'requestingUrl' | 'uploading' | 'failed' | 'done' | 'cancelled';

/** Narrow reads for the views. */
export const selectUploadStage = (snapshot: { value: unknown }) => snapshot.value as AssetUploadStage;
/** 0…100, whole percent. */
export const selectUploadPercent = (snapshot: { context: Pick<AssetUploadContext, 'loaded' | 'total'> }) =>
  snapshot.context.total === 0 ? 0 : Math.floor((snapshot.context.loaded / snapshot.context.total) * 100);
export const selectUploadError = (snapshot: { context: Pick<AssetUploadContext, 'error'> }) => snapshot.context.error;
