// @vitest-environment jsdom
// src/routes/AllowedRouter.tsx: what a screen under the guard reads from wouter. The path and the query inside the
// hash reach it as the address writes them (wouter decodes both with decodeURI, which read `%2541` as `%41` and `%41`
// as `A`); the route's parameters are decoded once, and letter case is part of the path, as in the route table.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { Route, useLocation, useParams, useSearch } from 'wouter';
import { AllowedRouter } from '../../src/routes/AllowedRouter';

afterEach(cleanup);

function Probe() {
  const [path] = useLocation();
  return <output>{JSON.stringify({ path, search: useSearch(), params: useParams() })}</output>;
}

const shown = (hash: string, allowedPath: string, pattern: string) => {
  location.hash = hash;
  render(
    <AllowedRouter path={allowedPath}>
      <Route path={pattern} component={Probe} />
    </AllowedRouter>,
  );
  const output = screen.queryByRole('status');
  return output && JSON.parse(output.textContent ?? '');
};

describe('AllowedRouter', () => {
  test('the query inside the hash reaches the screen exactly as written', () => {
    expect(shown('#/alarms?q=%41', '/alarms', '/alarms')).toEqual({ path: '/alarms', search: 'q=%41', params: {} });
    cleanup();
    expect(shown('#/alarms?q=%2541&x=%E0%A4%A', '/alarms', '/alarms')).toEqual({
      path: '/alarms',
      search: 'q=%2541&x=%E0%A4%A',
      params: {},
    });
  });

  test('a typed filter "%41" is read back as "%41", not "A"', () => {
    const { search } = shown('#/alarms?q=%2541', '/alarms', '/alarms');
    expect(new URLSearchParams(search).get('q')).toBe('%41');
  });

  test('the path is the address as written; its parameters are decoded once', () => {
    const { path, params } = shown('#/dashboards/50%25%20off', '/dashboards/50%25%20off', '/dashboards/:projectId');
    expect(path).toBe('/dashboards/50%25%20off');
    expect(params.projectId).toBe('50% off');
    cleanup();
    expect(shown('#/dashboards/a%3Fb%26c', '/dashboards/a%3Fb%26c', '/dashboards/:projectId').params.projectId).toBe('a?b&c');
  });

  test('letter case is part of the path', () => {
    expect(shown('#/Alarms', '/Alarms', '/alarms')).toBeNull();
    cleanup();
    expect(shown('#/dashboards/P-17', '/dashboards/P-17', '/dashboards/:projectId').params.projectId).toBe('P-17');
  });
});
