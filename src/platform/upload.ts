// PUT of a file to a pre-signed URL (spec §7 assets: "the file is PUT, with upload progress shown"). fetch cannot
// report upload progress, so this is the one request made with XMLHttpRequest. The URL carries its own signature,
// so no bearer token is sent; failures are PlatformErrors like every other call, with the signature left out.
import { PlatformError, kindForStatus, type PlatformErrorKind } from './errors';

export interface TransferProgress {
  loaded: number;
  total: number;
}

export interface PutFileOptions {
  /** Aborting rejects with the signal's reason, as the HTTP client does. */
  signal?: AbortSignal;
  onProgress?: (progress: TransferProgress) => void;
  /** Milliseconds without completion before giving up; 0 = none (large files on slow links). */
  timeout?: number;
}

/** The URL without its query, so a signature never lands in an error message or a log. */
function unsigned(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return url.split('?')[0] ?? url;
  }
}

export function putFile(url: string, file: Blob, { signal, onProgress, timeout = 0 }: PutFileOptions = {}): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    signal?.throwIfAborted();
    const request = new XMLHttpRequest();
    const fail = (kind: PlatformErrorKind, status?: number) =>
      reject(new PlatformError({ kind, method: 'PUT', path: unsigned(url), status }));
    const onAbort = () => request.abort();
    const settle = () => signal?.removeEventListener('abort', onAbort);

    request.open('PUT', url);
    request.timeout = timeout;
    if (file.type !== '') request.setRequestHeader('Content-Type', file.type);
    request.upload.addEventListener('progress', (event) => {
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    });
    request.addEventListener('load', () => {
      settle();
      if (request.status >= 200 && request.status < 300) {
        onProgress?.({ loaded: file.size, total: file.size });
        resolve();
      } else fail(kindForStatus(request.status), request.status);
    });
    request.addEventListener('error', () => {
      settle();
      fail('network');
    });
    request.addEventListener('timeout', () => {
      settle();
      fail('timeout');
    });
    request.addEventListener('abort', () => {
      settle();
      reject(signal?.reason ?? new DOMException('The upload was aborted', 'AbortError'));
    });
    signal?.addEventListener('abort', onAbort, { once: true });
    request.send(file);
  });
}
