// The sandbox's handler lists, tried by address. msw tries a request on each handler in turn, and every try reads the
// request's cookies again and appends them to its cookie header (msw 2.15, getAllRequestCookies), so a request the
// 150th handler answers cost 150 cookie parses over a header that grows with each: about a seventh of a screen test's
// CPU. Here only the handlers that can answer a request (its method and path match, or a predicate of its own decides)
// are tried, in their order, as msw would have tried them.
import { HttpHandler, getResponse, http, matchRequestUrl, type RequestHandler } from 'msw';

/** Addresses remembered per list; past this the memory starts over (ids in paths make the addresses unbounded). */
const remembered = 2_000;

/** Whether a handler of a fixed method and path can answer `method` at `url`; a predicate handler always may. */
function mayAnswer(handler: RequestHandler, method: string, url: URL): boolean {
  if (!(handler instanceof HttpHandler)) return true;
  const { method: answers, path } = handler.info;
  if (typeof path === 'function') return true;
  const methodMatches = answers instanceof RegExp ? answers.test(method) : answers.toUpperCase() === method;
  return methodMatches && matchRequestUrl(url, path).matches;
}

/** The services behind a handler that stands in front of them (faults, request ids, the audit): their answer, if any. */
export type Answering = (request: Request) => Promise<Response | undefined>;

/** Answers a request from `handlers` as msw's getResponse would, trying only those that can answer it. */
export function routed(handlers: readonly RequestHandler[]): Answering {
  const candidates = new Map<string, RequestHandler[]>();
  return (request) => {
    const url = new URL(request.url);
    const key = `${request.method} ${url.origin}${url.pathname}`;
    let found = candidates.get(key);
    if (found === undefined) {
      if (candidates.size >= remembered) candidates.clear();
      found = handlers.filter((handler) => mayAnswer(handler, request.method, url));
      candidates.set(key, found);
    }
    return getResponse(found, request);
  };
}

/** One msw handler in front of `handlers`: what msw's own list (a server's, `server.use`'s) holds instead of them. */
export function routedHandler(handlers: readonly RequestHandler[]): RequestHandler {
  const answer = routed(handlers);
  return http.all('*', ({ request }) => answer(request));
}
