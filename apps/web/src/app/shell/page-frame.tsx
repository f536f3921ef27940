import { Outlet, useSearchParams } from 'react-router';
import { getRuntimeConfig } from '@/lib/runtime-config';

export const throwTestHookParam = '__throw';

/**
 * Holds every page inside the frame, under the error boundary that shows 'Something went wrong'.
 * With test hooks on (never in production), `?__throw=1` makes any page fail to render, so browser
 * tests can reach the error screen.
 */
export function PageFrame() {
  const [search] = useSearchParams();
  if (getRuntimeConfig().enableTestHooks && search.get(throwTestHookParam) === '1') {
    throw new Error(`Render error requested with ?${throwTestHookParam}=1 (test hooks are on)`);
  }
  return <Outlet />;
}
