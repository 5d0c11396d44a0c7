// The asset upload flow (machines/assetUpload.machine.ts) with its real effects: the dashboard service's signed
// URL, then the PUT with progress (src/platform/upload.ts), aborted when the flow stops it, then the stored asset's
// address.
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { assetUploadMachine, type AssetUploadEvent, type UploadTarget } from '../../../../machines/assetUpload.machine';
import { putFile } from '../../../platform/upload';
import type { Platform } from '../../../portal/platform';
import { sectionFlows } from '../../../portal/portal';

export function provideAssetUpload(platform: Pick<Platform, 'dashboard'>) {
  return assetUploadMachine.provide({
    actors: {
      requestUploadUrl: fromPromise<string, UploadTarget>(({ input, signal }) => platform.dashboard.assetUploadUrl(input, signal)),
      uploadFile: fromCallback<EventObject, { url: string; file: Blob }>(({ input, sendBack }) => {
        const controller = new AbortController();
        const send = (event: AssetUploadEvent) => sendBack(event);
        putFile(input.url, input.file, {
          signal: controller.signal,
          onProgress: ({ loaded, total }) => send({ type: 'upload.progress', loaded, total }),
        }).then(
          () => send({ type: 'upload.done' }),
          (error: unknown) => {
            // Stopped by the flow (cancel): nobody is left to tell.
            if (!controller.signal.aborted) send({ type: 'upload.failed', error });
          },
        );
        return () => controller.abort();
      }),
      locateAsset: fromPromise<string, UploadTarget>(({ input, signal }) => platform.dashboard.assetDownloadUrl(input, signal)),
    },
  });
}

/** The asset upload flow of this portal. */
export const useAssetUpload = sectionFlows(({ platform }) => provideAssetUpload(platform));
