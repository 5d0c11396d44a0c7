// Fault injection in one place: a handler placed first in the list that answers only requests with a fault
// registered through the control API, so every other request reaches its real handler (and unmatched requests
// still count as unhandled in tests).
import { HttpResponse, http } from 'msw';
import { controlBase } from './control';
import { errorResponse } from './http';
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

export const faultHandler = http.all(
  ({ request }) => matchingFault(request) !== undefined,
  ({ request }) => {
    const match = matchingFault(request);
    if (match === undefined) return undefined;
    const [key, fault] = match;
    if (fault.times !== undefined) {
      fault.times -= 1;
      if (fault.times === 0) store().faults.delete(key);
    }
    return fault.status === 0 ? HttpResponse.error() : errorResponse(fault.status, `Injected fault: ${key}`);
  },
);
