import * as contract from '@talent/contract';
import { routeUrlOf } from '../platform/routes/register-endpoint.ts';

/** Every endpoint definition the contract exports, each once even when exported under two names. */
export function contractEndpoints(): contract.Endpoint[] {
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

/** `POST /api/auth/auth-core/signin`: how tests name a route. */
export function routeOf(endpoint: contract.Endpoint): string {
  return `${endpoint.method} ${routeUrlOf(endpoint)}`;
}
