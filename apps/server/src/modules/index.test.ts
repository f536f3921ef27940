import type * as contract from '@talent/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeUrlOf } from '../platform/routes/register-endpoint.ts';
import { contractEndpoints, routeOf } from '../testing/contract-endpoints.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Endpoints the contract defines ahead of the module that will serve them. Each is checked to be
 * really unserved, so the line goes when its module mounts it.
 */
const notServedYet: readonly contract.Endpoint[] = [];

const endpoints = contractEndpoints().filter((endpoint) => !notServedYet.includes(endpoint));

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
