// Fault injection in one place: a handler placed first in the list that answers only requests with a fault
// registered through the control API, so every other request reaches its real handler (and unmatched requests
// still count as unhandled in tests). A fault with a `delay` and no `status` lets the services handle the request
// and holds their answer back, as when the platform completes a save the portal has stopped waiting for.
import { HttpResponse, http, type RequestHandler } from 'msw';
import { controlBase } from './paths';
import { errorResponse } from './http';
import type { Answering } from './routing';
import { store, type Fault } from './store';

function matchingFault(request: Request): [string, Fault] | undefined {
  const { pathname } = new URL(request.url);
  // The control API itself never fails, or a test could not clear its faults.
  if (pathname.startsWith(controlBase)) return undefined;
  return [...store().faults].find(([key]) => {
    const [method, suffix = ''] = key.split(' ');
    return method === request.method && pathname.endsWith(suffix);
  });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Answers held back at this moment: handled, and waiting out their delay while their client still waits. */
let holding = 0;
/** How many answers the sandbox holds back now (a test runs its client's time limit out once they are all that is pending). */
export const heldAnswers = () => holding;

/** Waits `ms`, or until the client gave up on `request` (nobody reads its answer then). */
function holdAnswer(ms: number, { signal }: Request): Promise<void> {
  if (signal.aborted) return Promise.resolve();
  holding += 1;
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      holding -= 1;
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });
}

/** `answering`: the services behind this one, which answer a delayed request. */
export function faultHandler(answering: Answering): RequestHandler {
  return http.all(
    ({ request }) => matchingFault(request) !== undefined,
    async ({ request }) => {
      const match = matchingFault(request);
      if (match === undefined) return undefined;
      const [key, fault] = match;
      if (fault.times !== undefined) {
        fault.times -= 1;
        if (fault.times === 0) store().faults.delete(key);
      }
      if (fault.status === undefined) {
        // Handled now (the write is applied), answered late.
        const response = await answering(request);
        await holdAnswer(fault.delay ?? 0, request);
        return response;
      }
      if (fault.delay !== undefined) await sleep(fault.delay);
      return fault.status === 0 ? HttpResponse.error() : errorResponse(fault.status, `Injected fault: ${key}`);
    },
  );
}
