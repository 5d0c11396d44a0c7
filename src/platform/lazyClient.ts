// A service client whose code loads on its first call. Every method of a client returns a promise anyway, so a
// stand-in with the same methods that imports the module first keeps the client's exact API while its code (and
// its response schemas) stays out of the entry bundle, whose budget is 140 KB (docs/decisions.md).

import { loadOnce } from './loadOnce';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any method signature; the result keeps C's types
type AsyncMethods = Record<string, (...args: any[]) => Promise<unknown>>;

export function lazyClient<C extends AsyncMethods>(load: () => Promise<C>): C {
  const client = loadOnce(load);
  return new Proxy({} as C, {
    get: (_, name) => {
      // Not a thenable: `await` on the stand-in must not start a call.
      if (typeof name !== 'string' || name === 'then') return undefined;
      return async (...args: unknown[]) => {
        const method = (await client())[name];
        if (method === undefined) throw new TypeError(`The client has no method ${name}`);
        return method(...args);
      };
    },
  });
}
