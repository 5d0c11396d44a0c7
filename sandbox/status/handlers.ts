// The status page file the portal polls every 3 minutes (spec §4 status notices, §7 Other). Tests and demos
// publish incidents through the control API.
import { HttpResponse, http } from 'msw';
import { statusPagePath } from '../../src/platform/endpoints';
import type { StatusPage } from '../../src/platform/types';
import { statusPageBase } from '../paths';
import { store } from '../store';

export const statusHandlers = [
  http.get(`*${statusPageBase}${statusPagePath}`, () =>
    HttpResponse.json<StatusPage>(store().statusPage, { headers: { 'Cache-Control': 'no-store' } }),
  ),
];
