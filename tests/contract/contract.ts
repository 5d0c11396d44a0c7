// One fixture per call whose request or answer the platform facts show (../shared/reference/platform-facts.md and
// platform-facts-sections.md), written from the facts alone. The contract test holds both sides against it: the
// portal's client, answered with the fixture's answer at the network edge, must send the fixture's request and read
// the answer without failing; the sandbox's handler, sent the fixture's request, must answer with the fixture's shape.
// So neither side can drift from the facts alone. Paths the facts do not show (🟡 in the facts: shape known, path
// not) are ours and marked so; the answer's shape is still the facts'.
import type * as v from 'valibot';
import type { ServiceName } from '../../src/platform/endpoints';
import type { HttpClient, HttpMethod } from '../../src/platform/http';
import type { ClientName } from '../unit/faultMatrix.calls';

export interface ContractFixture<Out = unknown> {
  /** The call, as the facts name it. */
  name: string;
  /** The section of the facts that shows it, with its source tag. */
  facts: string;
  /** The service whose base the portal's client is built on (`servicePrefixes`). */
  service: ServiceName;
  request: {
    method: HttpMethod;
    /** The whole path below the host, with ids the sandbox's seed holds. */
    path: string;
    /** 'facts': the facts show this path; 'ours': they show the shape only (🟡), the path is the portal's. */
    pathFrom: 'facts' | 'ours';
    /** Query parameters the call must carry, with these values. */
    query?: Record<string, string>;
    /** Query parameters the portal adds of its own (not in the facts), with these values. */
    ourQuery?: Record<string, string>;
    /** Fields the body must carry, with these values (the portal may send more of its own). */
    body?: unknown;
  };
  answer: {
    status: number;
    /** An answer written from the facts; none for an empty body. */
    body?: unknown;
    /** The answer's shape, written from the facts; the sandbox's answer must have it. None: an empty body. */
    shape?: v.GenericSchema;
  };
  /**
   * The calls the portal's client makes after this one to read back what an empty answer did not tell, in order:
   * each one's path and the answer it is given (written from the facts, like the fixture's own).
   */
  readBack?: { path: string; answer: { status: number; body?: unknown } }[];
  /** The portal's client that makes the call (its row in tests/unit/faultMatrix.calls.ts). */
  client: ClientName;
  method: string;
  /** Makes the call through the portal's client built on `http`. */
  call: (http: HttpClient) => Promise<Out>;
  /** What a screen reads from the fixture's answer: the reader keeps it, tolerating what the facts allow. */
  read?: (output: Out) => void;
  /**
   * How the sandbox is asked: the persona and the organisation whose token the call carries (alice in acme unless
   * said), or why the sandbox cannot answer this call (the call is then held on the client side only).
   */
  sandbox?: { user?: string; organization?: string } | { none: string };
}

/** Lets each fixture keep its own output type in a list of fixtures. */
export const fixture = <Out>(contract: ContractFixture<Out>): ContractFixture => contract as ContractFixture;
