import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../../../src/platform/http';
import { createStatusClient } from '../../../src/platform/statusClient';
import { createThemeClient } from '../../../src/platform/themeClient';
import type { StatusPage, Theme } from '../../../src/platform/types';
import { origin, startMswServer } from './msw';

const server = startMswServer();
const getToken = () => 'token';
const themes = createThemeClient(createHttpClient({ baseURL: `${origin}/svc/core`, getToken }));

const theme: Theme = {
  brandName: 'Acme',
  colors: {
    wt: '#fff', g1: '#eee', g2: '#ddd', g3: '#ccc', g4: '#bbb', dk: '#111', primary: '#06c', primaryDk1: '#05b',
    primaryDk2: '#04a', highlight: '#fc0', alert: '#09f', warningSerious: '#c00', warningMild: '#f90', good: '#0a0',
  },
};

describe('theme client', () => {
  it('answers the organisation theme', async () => {
    server.use(http.get(`${origin}/svc/core/api/v1/acme/theme`, () => HttpResponse.json(theme)));
    expect(await themes.organizationTheme('acme')).toEqual(theme);
  });

  it('answers undefined when there is no theme', async () => {
    server.use(http.get(`${origin}/svc/core/api/v1/theme`, () => HttpResponse.json({ message: 'none' }, { status: 404 })));
    expect(await themes.hostTheme('acme.app.corvina.io')).toBeUndefined();
  });

  it('still throws other failures', async () => {
    server.use(http.get(`${origin}/svc/core/api/v1/acme/theme`, () => new HttpResponse(null, { status: 500 })));
    await expect(themes.organizationTheme('acme')).rejects.toMatchObject({ kind: 'server', status: 500 });
  });
});

describe('status client', () => {
  it('reads issues.json from the status page base without a token', async () => {
    const page: StatusPage = {
      activeIncidents: [{ id: 'i1', status: 'investigating', name: 'Slow VPN', updatedAt: '2025-01-01', date: '2025-01-01', type: 'incident' }],
      activeMaintenances: [],
    };
    let authorization: string | null = 'unset';
    server.use(
      http.get(`${origin}/status/issues.json`, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json(page);
      }),
    );
    const status = createStatusClient(createHttpClient({ baseURL: `${origin}/status`, getToken }));
    expect(await status.issues()).toEqual(page);
    expect(authorization).toBeNull();
  });
});
