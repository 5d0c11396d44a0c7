// The network edge of the fault matrices below the clients (./faultFlows.test.ts, the flows; ./faultScreens.harness.tsx,
// the screens): one request of the sandbox answered with a fault, every other one by the sandbox.
import { http } from 'msw';
import type { SetupServer } from 'msw/node';
import { answer, type Fault } from './faultMatrix.calls';

/**
 * Whether `request` is the one `key` names ("METHOD /end/of/path", as sandbox/faults.ts matches), where a `*` in the
 * path stands for one segment (an id the sandbox gives out).
 */
export function isRequest(key: string, request: Request): boolean {
  const [method, suffix = ''] = key.split(' ');
  const end = new RegExp(`${suffix.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/]+')}$`);
  return request.method === method && end.test(new URL(request.url).pathname);
}

/** From now on the request `key` names answers `fault`; `sent` counts the times it was sent. */
export function injectFault(server: SetupServer, key: string, fault: Fault): { sent: () => number } {
  let sent = 0;
  server.use(
    http.all('*', ({ request }) => {
      if (!isRequest(key, request)) return undefined;
      sent += 1;
      return answer(fault, request);
    }),
  );
  return { sent: () => sent };
}
