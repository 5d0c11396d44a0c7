// The service's clock, read from an answer's headers (RequestOptions.onHeaders): the device licence and VPN clients
// time their answers by it. Apart from http.ts, which the entry carries, because only those lazy clients read it.

/** The service's clock when it answered (its `Date` header, whole seconds), epoch ms; undefined without one. */
export function serverTimeOf(headers: Headers): number | undefined {
  const date = Date.parse(headers.get('date') ?? '');
  return Number.isNaN(date) ? undefined : date;
}
