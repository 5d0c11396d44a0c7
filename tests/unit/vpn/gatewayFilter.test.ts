// src/features/vpn: the gateways list's view in the address (gatewayFilter.ts) and the companion app's operating
// system read from the browser (flows.ts browserOs).
import { describe, expect, test } from 'vitest';
import { gatewayFilterFromKey, gatewayFilterKey, gatewaysQuery, writeGatewayFilter } from '../../../src/features/vpn/gatewayFilter';
import { browserOs } from '../../../src/features/vpn/flows';

describe('the gateways’ filter in the address', () => {
  test('read back as written, leaving the defaults and the rest of the query alone', () => {
    const query = new URLSearchParams('org=2&gateway=gw-1');
    writeGatewayFilter(query, { status: 'in-use', descending: true });
    expect(query.toString()).toBe('org=2&gateway=gw-1&status=in-use&order=desc');
    expect(gatewayFilterFromKey(query.toString())).toEqual({ status: 'in-use', descending: true });
    writeGatewayFilter(query, { status: 'all', descending: false });
    expect(query.toString()).toBe('org=2&gateway=gw-1');
  });

  test('a status it does not understand is no narrowing, never guessed', () => {
    expect(gatewayFilterFromKey('status=busy&order=sideways')).toEqual({ status: 'all', descending: false });
  });

  test('the service is asked for exactly the view, the name trimmed and left out when empty', () => {
    const filter = gatewayFilterFromKey(gatewayFilterKey({ status: 'offline', descending: true }));
    expect(gatewaysQuery(filter, { page: 1, pageSize: 20, search: ' silo ' })).toEqual({
      page: 1,
      pageSize: 20,
      status: 'offline',
      nameFilter: 'silo',
      sortDir: 'DESC',
    });
    expect(gatewaysQuery({ status: 'all', descending: false }, { page: 0, pageSize: 20, search: '  ' }).nameFilter).toBeUndefined();
  });
});

describe('the companion app’s operating system', () => {
  test.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36', 'win'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15', 'mac'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36', 'lin'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36', 'win'],
  ])('%s → %s', (agent, os) => {
    expect(browserOs(agent)).toBe(os);
  });
});
