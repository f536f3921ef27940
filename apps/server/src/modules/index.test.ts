import * as contract from '@talent/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeUrlOf } from '../platform/routes/register-endpoint.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/** Every endpoint definition the contract exports, each once even when exported under two names. */
function contractEndpoints(): contract.Endpoint[] {
  const found = new Set<contract.Endpoint>();
  const visit = (value: unknown, depth: number) => {
    if (!value || typeof value !== 'object' || depth > 1) return;
    const candidate = value as Partial<contract.Endpoint>;
    if (candidate.method && candidate.group && candidate.path && candidate.access && candidate.data) {
      found.add(candidate as contract.Endpoint);
      return;
    }
    // Maps of endpoints (`masterDataEndpoints`) are searched one level deep.
    for (const inner of Object.values(value)) visit(inner, depth + 1);
  };
  for (const value of Object.values(contract)) visit(value, 0);
  return [...found];
}

/**
 * Endpoints the contract defines ahead of the module that will serve them. Each is checked to be
 * really unserved, so the line goes when its module mounts it.
 */
const notServedYet: readonly contract.Endpoint[] = [];

const endpoints = contractEndpoints().filter((endpoint) => !notServedYet.includes(endpoint));
const routeOf = (endpoint: contract.Endpoint) => `${endpoint.method} ${routeUrlOf(endpoint)}`;

let server: TestApp;

beforeAll(async () => {
  server = await createTestApp();
});

afterAll(async () => {
  await server?.close();
});

describe('the feature modules together', () => {
  it('find endpoints in the contract to check', () => {
    expect(endpoints.length).toBeGreaterThan(30);
  });

  it('define each method and path once in the contract', () => {
    const routes = endpoints.map(routeOf);
    expect(routes.filter((route, index) => routes.indexOf(route) !== index)).toEqual([]);
  });

  it('serve none of the endpoints listed as not served yet', () => {
    const served = notServedYet
      .filter((endpoint) => server.app.hasRoute({ method: endpoint.method, url: routeUrlOf(endpoint) }))
      .map(routeOf);
    expect(served).toEqual([]);
  });

  it('mount every endpoint the contract exports', () => {
    const missing = endpoints
      .filter((endpoint) => !server.app.hasRoute({ method: endpoint.method, url: routeUrlOf(endpoint) }))
      .map(routeOf);
    expect(missing).toEqual([]);
  });

  it('describe every endpoint in the OpenAPI document, under its group', async () => {
    const document = (await server.request({ method: 'GET', url: '/api/openapi.json' })).body;
    const undocumented = endpoints
      .filter((endpoint) => {
        const path = routeUrlOf(endpoint).replace(/:(\w+)/g, '{$1}');
        const operation = document.paths[path]?.[endpoint.method.toLowerCase()];
        return !operation?.tags?.includes(endpoint.group);
      })
      .map(routeOf);
    expect(undocumented).toEqual([]);
  });
});
