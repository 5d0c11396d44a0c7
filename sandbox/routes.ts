// msw patterns from the contract's path builders (src/platform/endpoints.ts), which encode their arguments: each
// argument is replaced by a marker that survives encoding, then the marker by a named parameter.
import type { ServiceName } from '../src/platform/endpoints';
import { servicePath } from './http';

export function route(service: ServiceName, build: (...values: never[]) => string, ...names: string[]): string {
  const markers = names.map((_, index) => `sandboxparam${index}`);
  const built = build(...(markers as never[]));
  return servicePath(
    service,
    markers.reduce((pattern, marker, index) => pattern.replace(marker, `:${names[index]}`), built),
  );
}
