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

/** The edge's answer to a request under a fault, counting the requests a timeout holds unanswered at this moment. */
export function holdingAnswers(): { answer: typeof answer; held: () => number } {
  let held = 0;
  return {
    answer: (fault, request) => {
      if (fault === 'timeout' && !request.signal.aborted) {
        held += 1;
        request.signal.addEventListener('abort', () => (held -= 1), { once: true });
      }
      return answer(fault, request);
    },
    held: () => held,
  };
}

/**
 * From now on the request `key` names answers `fault`; `sent` counts the times it was sent, `held` the ones held
 * unanswered at this moment (a timeout's request, until its client gives up).
 */
export function injectFault(server: SetupServer, key: string, fault: Fault): { sent: () => number; held: () => number } {
  let sent = 0;
  const { answer: answerHolding, held } = holdingAnswers();
  server.use(
    http.all('*', ({ request }) => {
      if (!isRequest(key, request)) return undefined;
      sent += 1;
      return answerHolding(fault, request);
    }),
  );
  return { sent: () => sent, held };
}
