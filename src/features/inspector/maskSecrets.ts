// What the development inspector shows of an event's payload: a plain copy with secrets replaced. A field named like
// a token, password or secret (or a one-time password) is masked whatever it holds; a string that looks like a JWT is
// masked wherever it appears. Actors, functions, errors and cycles are named instead of copied.

export const masked = '•••';

const secretField = /token|password|secret|^otp$/i;
// Three base64url parts, the first a JSON header ("eyJ" is `{"` encoded).
const jwt = /eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
const maxDepth = 6;

export function maskSecrets(value: unknown): unknown {
  return copy(value, 0, new WeakSet<object>());
}

function copy(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return value.replace(jwt, masked);
  if (typeof value === 'function') return '[function]';
  if (typeof value !== 'object' || value === null) return value;
  if (value instanceof Error) return `${value.name}: ${value.message.replace(jwt, masked)}`;
  if (isActorRef(value)) return `[actor ${value.id}]`;
  if (seen.has(value)) return '[circular]';
  if (depth >= maxDepth) return '[…]';
  seen.add(value);
  const result = Array.isArray(value)
    ? value.map((item) => copy(item, depth + 1, seen))
    : Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, secretField.test(key) && item != null ? masked : copy(item, depth + 1, seen)]),
      );
  seen.delete(value);
  return result;
}

function isActorRef(value: object): value is { id: string } {
  return 'sessionId' in value && 'send' in value && 'id' in value;
}
